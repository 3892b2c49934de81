import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { RequireAuth } from '../shared/session/guards';
import { Spinner } from '../shared/ui/spinner';
import type { LandingPath } from './landing-pages';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error';

/**
 * A page a first visit can land on (app/landing-pages.ts lists them; the server preloads
 * their code). main.tsx loads the one the address names before the first render, so the page
 * paints at once: otherwise the loader paints first and React keeps a shown loader at least
 * 300 ms, which holds back the page, its data requests and its photos. Later visits to it load
 * on demand like any page.
 */
function landingPage(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((Page) => (loaded = Page));
  const Lazy = lazy(() => preload().then((Page) => ({ default: Page })));
  // `loaded` is set before Lazy can show anything, so a mounted page never changes type.
  const Page = () => (loaded ? createElement(loaded) : <Lazy />);
  return Object.assign(Page, { preload });
}

// Every page is its own chunk: the first paint carries the layout and the page
// asked for, nothing else (a budget test holds public routes to 130 KB gzipped).
const HomePage = landingPage(() => import('../features/cars/home-page').then((m) => m.HomePage));
const CarListingsPage = landingPage(() => import('../features/cars/car-listings-page').then((m) => m.CarListingsPage));
const CarDetailsPage = landingPage(() => import('../features/cars/car-details-page').then((m) => m.CarDetailsPage));
const SearchResultsPage = landingPage(() => import('../features/cars/search-results-page').then((m) => m.SearchResultsPage));
const RentalsPage = landingPage(() => import('../features/cars/rentals/rentals-page').then((m) => m.RentalsPage));
const SparePartsPage = landingPage(() => import('../features/parts/spare-parts-page').then((m) => m.SparePartsPage));
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
const EditCarPage = lazy(() => import('../features/sell/edit-car-page').then((m) => ({ default: m.EditCarPage })));
// Auditors and admins only; the guard loads with the page.
const auditorOnly = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => {
    const [Page, { AuditorOnly }] = await Promise.all([load(), import('../shared/session/role-guards')]);
    return {
      default: (props: P) => (
        <AuditorOnly>
          <Page {...props} />
        </AuditorOnly>
      ),
    };
  });
const AuditLogPage = auditorOnly(() => import('../features/audit/audit-log-page').then((m) => m.AuditLogPage));
const AuditStreamPage = auditorOnly(() => import('../features/audit/audit-stream-page').then((m) => m.AuditStreamPage));
const NotFoundPage = lazy(() => import('./layout/not-found-page').then((m) => ({ default: m.NotFoundPage })));

// The dashboards' frame loads with the first dashboard page, not with the public pages.
const shell = () => import('./shells/dashboard-frames');
const UserDashboardFrame = lazy(() => shell().then((m) => ({ default: m.UserDashboardFrame })));
const AdminFrame = lazy(() => shell().then((m) => ({ default: m.AdminFrame })));

// Stores, workshops and warranty inspection; their dashboard and admin panels are sections of the shells.
const stores = () => import('../features/stores/pages');
const workshops = () => import('../features/workshops/pages');
const inspection = () => import('../features/inspection/pages');
const StoresPage = landingPage(() => stores().then((m) => m.StoresPage));
const StorePage = lazy(() => stores().then((m) => ({ default: m.StorePage })));
const StoreFormPage = lazy(() => stores().then((m) => ({ default: m.StoreFormPage })));
const WorkshopsPage = landingPage(() => workshops().then((m) => m.WorkshopsPage));
const WorkshopDetailsPage = lazy(() => workshops().then((m) => ({ default: m.WorkshopDetailsPage })));
const WorkshopServicesPage = lazy(() => workshops().then((m) => ({ default: m.WorkshopServicesPage })));
const WorkshopFormPage = lazy(() => workshops().then((m) => ({ default: m.WorkshopFormPage })));
const AddAdPage = lazy(() => workshops().then((m) => ({ default: m.AddAdPage })));
const EditAdPage = lazy(() => workshops().then((m) => ({ default: m.EditAdPage })));
const WorkshopsDashboardPage = lazy(() => workshops().then((m) => ({ default: m.WorkshopsDashboardPage })));
const InspectionPage = lazy(() => inspection().then((m) => ({ default: m.InspectionPage })));

/** Until a page's chunk arrives: as tall as the screen, so the footer does not jump when it does. */
function PageLoading() {
  return (
    <div className="flex min-h-dvh justify-center pt-24">
      <Spinner size="lg" showLabel />
    </div>
  );
}

/** The code of each landing page, keyed by app/landing-pages.ts's paths (a page missing there or here does not compile). */
const LANDING_PAGE_CODE: Record<LandingPath, { preload(): Promise<unknown> }> = {
  '/': HomePage,
  '/car-listings': CarListingsPage,
  '/car/:id': CarDetailsPage,
  '/searchResults': SearchResultsPage,
  '/rentals': RentalsPage,
  '/spare-parts': SparePartsPage,
  '/stores': StoresPage,
  '/workshops': WorkshopsPage,
};

/** Loads the code of the landing page at `pathname`, if it is one (see landingPage). */
export function loadLandingPage(pathname: string): Promise<unknown> {
  const page = Object.entries(LANDING_PAGE_CODE).find(([path]) => matchPath(path, pathname));
  return page ? page[1].preload() : Promise.resolve();
}

function load(Page: ComponentType) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** /dashboard is the spec's second name for the user dashboard: /dashboard/cars → /user-dashboard/cars. */
function DashboardAlias() {
  const rest = useParams()['*'];
  const { search, hash } = useLocation();
  return <Navigate to={`/user-dashboard${rest ? `/${rest}` : ''}${search}${hash}`} replace />;
}

/**
 * Every page, declared with <Routes> (react-router's declarative mode): the pages fetch their own
 * data with RTK Query, so the data router's loaders were never used, and leaving it out takes
 * 17 KB gzipped off every first visit.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        {/* Errors render inside the layout so the header stays usable. */}
        <Route element={<RouteErrorBoundary />}>
          <Route index element={load(HomePage)} />
          <Route path="car-listings" element={load(CarListingsPage)} />
          <Route path="car/:id" element={load(CarDetailsPage)} />
          <Route path="searchResults" element={load(SearchResultsPage)} />
          <Route path="rentals" element={load(RentalsPage)} />
          <Route path="spare-parts" element={load(SparePartsPage)} />
          <Route path="know-your-needs" element={load(KnowYourNeedsPage)} />
          <Route path="about" element={load(AboutPage)} />
          <Route path="contact" element={load(ContactPage)} />
          <Route path="privacy" element={load(PrivacyPage)} />
          <Route path="terms" element={load(TermsPage)} />
          <Route path="faqs" element={load(FaqsPage)} />
          <Route path="list-car" element={load(ListCarPage)} />
          <Route path="login" element={load(LoginPage)} />
          <Route path="register" element={load(RegisterPage)} />
          <Route path="forgot-password" element={load(ForgotPasswordPage)} />
          <Route path="reset-password" element={load(ResetPasswordPage)} />
          <Route path="stores" element={load(StoresPage)} />
          <Route path="store/:id" element={load(StorePage)} />
          <Route path="workshops" element={load(WorkshopsPage)} />
          <Route path="workshop-details/:id" element={load(WorkshopDetailsPage)} />
          <Route path="workshop/:id" element={load(WorkshopDetailsPage)} />
          <Route path="workshop-services" element={load(WorkshopServicesPage)} />
          {/* The spec's target after creating a store; it has no screen of its own. */}
          <Route path="dashboards" element={<Navigate to="/user-dashboard" replace />} />
          <Route element={<RequireAuth />}>
            <Route path="add-car" element={load(AddCarPage)} />
            <Route path="edit-car/:id" element={load(EditCarPage)} />
            {/* Admins go to /admin, workshop owners to their own dashboard (signed-in-area.md §6). */}
            <Route path="user-dashboard/*" element={load(UserDashboardFrame)} />
            <Route path="dashboard/*" element={<DashboardAlias />} />
            {/* Every /admin URL needs the admin role; the server answers 403 to anyone else anyway. */}
            <Route path="admin/*" element={load(AdminFrame)} />
            <Route path="audit" element={load(AuditLogPage)} />
            <Route path="audit/streams/:type/:id" element={load(AuditStreamPage)} />
            <Route path="add-store" element={load(StoreFormPage)} />
            <Route path="edit-store/:id" element={load(StoreFormPage)} />
            <Route path="add-workshop" element={load(WorkshopFormPage)} />
            <Route path="edit-workshop/:id" element={load(WorkshopFormPage)} />
            <Route path="add-workshop-ad" element={load(AddAdPage)} />
            <Route path="edit-workshop-ad/:id" element={load(EditAdPage)} />
            <Route path="inspction" element={load(InspectionPage)} />
            <Route path="workshops-dashboard" element={load(WorkshopsDashboardPage)} />
          </Route>
          <Route path="*" element={load(NotFoundPage)} />
        </Route>
      </Route>
    </Routes>
  );
}
