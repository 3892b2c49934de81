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
