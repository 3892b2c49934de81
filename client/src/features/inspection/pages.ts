// The warranty inspection feature's screens, loaded as one lazy chunk by the router.
export { AdminInspectionsPage } from './admin-inspections-page';
export { InspectionPage } from './inspection-page';
export { MyInspectionsPage } from './my-inspections-page';
