import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { CarDetailsPage } from '../features/cars/car-details-page';
import { CarListingsPage } from '../features/cars/car-listings-page';
import { HomePage } from '../features/cars/home-page';
import { AdminOnly, AuditorOnly, NotAdmin, RequireAuth } from '../shared/session/guards';
import { PageSpinner } from '../shared/ui/spinner';
import { ComingSoonPage } from './layout/coming-soon-page';
import { NotFoundPage } from './layout/not-found-page';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

// Sign-in forms and management screens load on demand, so the public listing
// pages do not carry the form and validation libraries.
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const AddCarPage = lazy(() => import('../features/sell/add-car-page').then((m) => ({ default: m.AddCarPage })));
const UserDashboardPage = lazy(() =>
  import('../features/my-cars/user-dashboard-page').then((m) => ({ default: m.UserDashboardPage })),
);
const AuditLogPage = lazy(() => import('../features/audit/audit-log-page').then((m) => ({ default: m.AuditLogPage })));
const AuditStreamPage = lazy(() => import('../features/audit/audit-stream-page').then((m) => ({ default: m.AuditStreamPage })));
const AdminPage = lazy(() => import('../features/moderation/admin-page').then((m) => ({ default: m.AdminPage })));

function load(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/** Linked from the header and footer; their screens come in later versions. */
const COMING_SOON: Record<string, string> = {
  rentals: 'تأجير السيارات',
  workshops: 'الورش',
  stores: 'المتاجر',
  'know-your-needs': 'اعرف احتياجاتك',
  'spare-parts': 'قطع الغيار',
  about: 'من نحن',
  contact: 'اتصل بنا',
  privacy: 'سياسة الخصوصية',
  terms: 'الشروط والأحكام',
  faqs: 'الأسئلة الشائعة',
  'forgot-password': 'استعادة كلمة المرور',
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
          { index: true, element: <HomePage /> },
          { path: 'car-listings', element: <CarListingsPage /> },
          { path: 'car/:id', element: <CarDetailsPage /> },
          { path: 'login', element: load(LoginPage) },
          { path: 'register', element: load(RegisterPage) },
          { path: 'list-car', element: <Navigate to="/add-car" replace /> },
          { path: 'searchResults', element: <Navigate to="/car-listings" replace /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'add-car', element: load(AddCarPage) },
              { path: 'user-dashboard', element: <NotAdmin>{load(UserDashboardPage)}</NotAdmin> },
              { path: 'dashboard', element: <NotAdmin>{load(UserDashboardPage)}</NotAdmin> },
              { path: 'admin', element: <AdminOnly>{load(AdminPage)}</AdminOnly> },
              { path: 'audit', element: <AuditorOnly>{load(AuditLogPage)}</AuditorOnly> },
              { path: 'audit/streams/:type/:id', element: <AuditorOnly>{load(AuditStreamPage)}</AuditorOnly> },
            ],
          },
          ...Object.entries(COMING_SOON).map(([path, title]) => ({
            path,
            element: <ComingSoonPage title={title} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
