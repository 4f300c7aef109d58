// Public API of @esign/vendors: named exports only.
export { vendorRoutes } from './routes';
