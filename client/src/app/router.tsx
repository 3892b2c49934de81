import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { CarDetailsPage } from '../features/cars/car-details-page';
import { CarListingsPage } from '../features/cars/car-listings-page';
import { HomePage } from '../features/cars/home-page';
import { AdminOnly, NotAdmin, RequireAuth } from '../shared/session/guards';
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
const AdminPage = lazy(() => import('../features/moderation/admin-page').then((m) => ({ default: m.AdminPage })));

// Stores, workshops and warranty inspection (issue 5). The dashboard and admin panels are their own
// routes for now; they move under the dashboard and admin shells when those land.
const stores = () => import('../features/stores/pages');
const workshops = () => import('../features/workshops/pages');
const inspection = () => import('../features/inspection/pages');
const StoresPage = lazy(() => stores().then((m) => ({ default: m.StoresPage })));
const StorePage = lazy(() => stores().then((m) => ({ default: m.StorePage })));
const StoreFormPage = lazy(() => stores().then((m) => ({ default: m.StoreFormPage })));
const MyStoresPage = lazy(() => stores().then((m) => ({ default: m.MyStoresPage })));
const AdminStoresPage = lazy(() => stores().then((m) => ({ default: m.AdminStoresPage })));
const WorkshopsPage = lazy(() => workshops().then((m) => ({ default: m.WorkshopsPage })));
const WorkshopDetailsPage = lazy(() => workshops().then((m) => ({ default: m.WorkshopDetailsPage })));
const WorkshopServicesPage = lazy(() => workshops().then((m) => ({ default: m.WorkshopServicesPage })));
const WorkshopFormPage = lazy(() => workshops().then((m) => ({ default: m.WorkshopFormPage })));
const AddAdPage = lazy(() => workshops().then((m) => ({ default: m.AddAdPage })));
const EditAdPage = lazy(() => workshops().then((m) => ({ default: m.EditAdPage })));
const WorkshopsDashboardPage = lazy(() => workshops().then((m) => ({ default: m.WorkshopsDashboardPage })));
const MyWorkshopsPage = lazy(() => workshops().then((m) => ({ default: m.MyWorkshopsPage })));
const AdminWorkshopsPage = lazy(() => workshops().then((m) => ({ default: m.AdminWorkshopsPage })));
const InspectionPage = lazy(() => inspection().then((m) => ({ default: m.InspectionPage })));
const MyInspectionsPage = lazy(() => inspection().then((m) => ({ default: m.MyInspectionsPage })));
const AdminInspectionsPage = lazy(() => inspection().then((m) => ({ default: m.AdminInspectionsPage })));

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
              { path: 'user-dashboard', element: <NotAdmin>{load(UserDashboardPage)}</NotAdmin> },
              { path: 'dashboard', element: <NotAdmin>{load(UserDashboardPage)}</NotAdmin> },
              { path: 'admin', element: <AdminOnly>{load(AdminPage)}</AdminOnly> },
              { path: 'add-store', element: load(StoreFormPage) },
              { path: 'edit-store/:id', element: load(StoreFormPage) },
              { path: 'add-workshop', element: load(WorkshopFormPage) },
              { path: 'edit-workshop/:id', element: load(WorkshopFormPage) },
              { path: 'add-workshop-ad', element: load(AddAdPage) },
              { path: 'edit-workshop-ad/:id', element: load(EditAdPage) },
              { path: 'inspction', element: load(InspectionPage) },
              { path: 'workshops-dashboard', element: load(WorkshopsDashboardPage) },
              { path: 'user-dashboard/stores', element: load(MyStoresPage) },
              { path: 'user-dashboard/workshops', element: load(MyWorkshopsPage) },
              { path: 'user-dashboard/inspections', element: load(MyInspectionsPage) },
              { path: 'admin/stores', element: <AdminOnly>{load(AdminStoresPage)}</AdminOnly> },
              { path: 'admin/workshops', element: <AdminOnly>{load(AdminWorkshopsPage)}</AdminOnly> },
              { path: 'admin/inspections', element: <AdminOnly>{load(AdminInspectionsPage)}</AdminOnly> },
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
