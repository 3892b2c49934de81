// The workshops feature's screens, loaded as one lazy chunk by the router.
export { AddAdPage, EditAdPage } from './ad-form-page';
export { AdminWorkshopsPage } from './admin-workshops-page';
export { MyWorkshopsPage } from './my-workshops-page';
export { WorkshopDetailsPage } from './workshop-details-page';
export { WorkshopFormPage } from './workshop-form-page';
export { WorkshopServicesPage } from './workshop-services-page';
export { WorkshopsDashboardPage } from './workshops-dashboard-page';
export { WorkshopsPage } from './workshops-page';
