// The stores feature's screens, loaded as one lazy chunk by the router.
export { AdminStoresPage } from './admin-stores-page';
export { MyStoresPage } from './my-stores-page';
export { StoreFormPage } from './store-form-page';
export { StorePage } from './store-page';
export { StoresPage } from './stores-page';
