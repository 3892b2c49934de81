import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AdminOnly, NotAdmin, RequireAuth } from '../shared/session/guards';
import { Spinner } from '../shared/ui/spinner';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

// Every page is its own chunk: the first paint carries the layout and the page
// asked for, nothing else (a budget test holds public routes to 150 KB gzipped).
const HomePage = lazy(() => import('../features/cars/home-page').then((m) => ({ default: m.HomePage })));
const CarListingsPage = lazy(() => import('../features/cars/car-listings-page').then((m) => ({ default: m.CarListingsPage })));
const CarDetailsPage = lazy(() => import('../features/cars/car-details-page').then((m) => ({ default: m.CarDetailsPage })));
const SearchResultsPage = lazy(() =>
  import('../features/cars/search-results-page').then((m) => ({ default: m.SearchResultsPage })),
);
const RentalsPage = lazy(() => import('../features/cars/rentals/rentals-page').then((m) => ({ default: m.RentalsPage })));
const SparePartsPage = lazy(() => import('../features/parts/spare-parts-page').then((m) => ({ default: m.SparePartsPage })));
const KnowYourNeedsPage = lazy(() =>
  import('../features/questionnaire/know-your-needs-page').then((m) => ({ default: m.KnowYourNeedsPage })),
);
const AboutPage = lazy(() => import('../features/info/about-page').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import('../features/info/contact-page').then((m) => ({ default: m.ContactPage })));
const PrivacyPage = lazy(() => import('../features/info/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('../features/info/terms-page').then((m) => ({ default: m.TermsPage })));
const FaqsPage = lazy(() => import('../features/info/faqs-page').then((m) => ({ default: m.FaqsPage })));
const ListCarPage = lazy(() => import('../features/info/list-car-page').then((m) => ({ default: m.ListCarPage })));
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const AddCarPage = lazy(() => import('../features/sell/add-car-page').then((m) => ({ default: m.AddCarPage })));
const UserDashboardPage = lazy(() =>
  import('../features/my-cars/user-dashboard-page').then((m) => ({ default: m.UserDashboardPage })),
);
const AdminPage = lazy(() => import('../features/moderation/admin-page').then((m) => ({ default: m.AdminPage })));
const NotFoundPage = lazy(() => import('./layout/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const ComingSoonPage = lazy(() => import('./layout/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })));
const ContactMessagesPage = lazy(() =>
  import('../features/contact-inbox/contact-messages-page').then((m) => ({ default: m.ContactMessagesPage })),
);

/** Until a page's chunk arrives: as tall as the screen, so the footer does not jump when it does. */
function PageLoading() {
  return (
    <div className="flex min-h-dvh justify-center pt-24">
      <Spinner size="lg" showLabel />
    </div>
  );
}

function load(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** Linked from the header; their screens are being built (issue 5). */
const COMING_SOON: Record<string, string> = {
  workshops: 'الورش',
  stores: 'المتاجر',
};

export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        // Errors render inside the layout so the header stays usable.
        errorElement: <RouteError />,
        children: [
          { index: true, element: load(HomePage) },
          { path: 'car-listings', element: load(CarListingsPage) },
          { path: 'car/:id', element: load(CarDetailsPage) },
          { path: 'searchResults', element: load(SearchResultsPage) },
          { path: 'rentals', element: load(RentalsPage) },
          { path: 'spare-parts', element: load(SparePartsPage) },
          { path: 'know-your-needs', element: load(KnowYourNeedsPage) },
          { path: 'about', element: load(AboutPage) },
          { path: 'contact', element: load(ContactPage) },
          { path: 'privacy', element: load(PrivacyPage) },
          { path: 'terms', element: load(TermsPage) },
          { path: 'faqs', element: load(FaqsPage) },
          { path: 'list-car', element: load(ListCarPage) },
          { path: 'login', element: load(LoginPage) },
          { path: 'register', element: load(RegisterPage) },
          { path: 'forgot-password', element: load(ForgotPasswordPage) },
          { path: 'reset-password', element: load(ResetPasswordPage) },
          {
            element: <RequireAuth />,
            children: [
              { path: 'add-car', element: load(AddCarPage) },
              { path: 'user-dashboard', element: <NotAdmin>{load(UserDashboardPage)}</NotAdmin> },
              { path: 'dashboard', element: <NotAdmin>{load(UserDashboardPage)}</NotAdmin> },
              { path: 'admin', element: <AdminOnly>{load(AdminPage)}</AdminOnly> },
              { path: 'admin/contact-messages', element: <AdminOnly>{load(ContactMessagesPage)}</AdminOnly> },
            ],
          },
          ...Object.entries(COMING_SOON).map(([path, title]) => ({
            path,
            element: (
              <Suspense fallback={<PageLoading />}>
                <ComingSoonPage title={title} />
              </Suspense>
            ),
          })),
          { path: '*', element: load(NotFoundPage) },
        ],
      },
    ],
  },
]);
