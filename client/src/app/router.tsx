import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, useLocation, useParams } from 'react-router-dom';
import { LogoutButton } from '../features/auth/logout-button';
import { CarDetailsPage } from '../features/cars/car-details-page';
import { CarListingsPage } from '../features/cars/car-listings-page';
import { HomePage } from '../features/cars/home-page';
import { AdminOnly, AuditorOnly, RequireAuth, UserDashboardOnly } from '../shared/session/guards';
import { PageSpinner } from '../shared/ui/spinner';
import { ComingSoonPage } from './layout/coming-soon-page';
import { NotFoundPage } from './layout/not-found-page';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { ADMIN_SECTIONS } from './shells/admin-sections';
import { DashboardShell } from './shells/dashboard-shell';
import { sectionRoutes } from './shells/sections';
import { SuspendedNotice } from './shells/suspended-notice';
import { USER_DASHBOARD_SECTIONS } from './shells/user-dashboard-sections';

// Sign-in forms and management screens load on demand, so the public listing
// pages do not carry the form and validation libraries.
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const AddCarPage = lazy(() => import('../features/sell/add-car-page').then((m) => ({ default: m.AddCarPage })));
const EditCarPage = lazy(() => import('../features/sell/edit-car-page').then((m) => ({ default: m.EditCarPage })));
const AuditLogPage = lazy(() => import('../features/audit/audit-log-page').then((m) => ({ default: m.AuditLogPage })));
const AuditStreamPage = lazy(() => import('../features/audit/audit-stream-page').then((m) => ({ default: m.AuditStreamPage })));

// Stores, workshops and warranty inspection; their dashboard and admin panels are sections of the shells.
const stores = () => import('../features/stores/pages');
const workshops = () => import('../features/workshops/pages');
const inspection = () => import('../features/inspection/pages');
const StoresPage = lazy(() => stores().then((m) => ({ default: m.StoresPage })));
const StorePage = lazy(() => stores().then((m) => ({ default: m.StorePage })));
const StoreFormPage = lazy(() => stores().then((m) => ({ default: m.StoreFormPage })));
const WorkshopsPage = lazy(() => workshops().then((m) => ({ default: m.WorkshopsPage })));
const WorkshopDetailsPage = lazy(() => workshops().then((m) => ({ default: m.WorkshopDetailsPage })));
const WorkshopServicesPage = lazy(() => workshops().then((m) => ({ default: m.WorkshopServicesPage })));
const WorkshopFormPage = lazy(() => workshops().then((m) => ({ default: m.WorkshopFormPage })));
const AddAdPage = lazy(() => workshops().then((m) => ({ default: m.AddAdPage })));
const EditAdPage = lazy(() => workshops().then((m) => ({ default: m.EditAdPage })));
const WorkshopsDashboardPage = lazy(() => workshops().then((m) => ({ default: m.WorkshopsDashboardPage })));
const InspectionPage = lazy(() => inspection().then((m) => ({ default: m.InspectionPage })));

function load(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
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

/** Linked from the header and footer; their screens come in later versions. */
const COMING_SOON: Record<string, string> = {
  rentals: 'تأجير السيارات',
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
          { path: 'stores', element: load(StoresPage) },
          { path: 'store/:id', element: load(StorePage) },
          { path: 'workshops', element: load(WorkshopsPage) },
          { path: 'workshop-details/:id', element: load(WorkshopDetailsPage) },
          { path: 'workshop/:id', element: load(WorkshopDetailsPage) },
          { path: 'workshop-services', element: load(WorkshopServicesPage) },
          // The spec's target after creating a store; it has no screen of its own.
          { path: 'dashboards', element: <Navigate to="/user-dashboard" replace /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'add-car', element: load(AddCarPage) },
              { path: 'edit-car/:id', element: load(EditCarPage) },
              {
                // Admins go to /admin, workshop owners to their own dashboard (signed-in-area.md §6).
                path: 'user-dashboard',
                element: (
                  <UserDashboardOnly>
                    <DashboardShell
                      base="/user-dashboard"
                      title="لوحة التحكم"
                      sections={USER_DASHBOARD_SECTIONS}
                      notice={<SuspendedNotice />}
                    />
                  </UserDashboardOnly>
                ),
                children: sectionRoutes(USER_DASHBOARD_SECTIONS),
              },
              { path: 'dashboard/*', element: <DashboardAlias /> },
              {
                // Every /admin URL needs the admin role; the server answers 403 to anyone else anyway.
                path: 'admin',
                element: (
                  <AdminOnly>
                    <DashboardShell base="/admin" title="لوحة الإدارة" sections={ADMIN_SECTIONS} footer={<LogoutButton />} />
                  </AdminOnly>
                ),
                children: sectionRoutes(ADMIN_SECTIONS),
              },
              { path: 'audit', element: <AuditorOnly>{load(AuditLogPage)}</AuditorOnly> },
              { path: 'audit/streams/:type/:id', element: <AuditorOnly>{load(AuditStreamPage)}</AuditorOnly> },
              { path: 'add-store', element: load(StoreFormPage) },
              { path: 'edit-store/:id', element: load(StoreFormPage) },
              { path: 'add-workshop', element: load(WorkshopFormPage) },
              { path: 'edit-workshop/:id', element: load(WorkshopFormPage) },
              { path: 'add-workshop-ad', element: load(AddAdPage) },
              { path: 'edit-workshop-ad/:id', element: load(EditAdPage) },
              { path: 'inspction', element: load(InspectionPage) },
              { path: 'workshops-dashboard', element: load(WorkshopsDashboardPage) },
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
