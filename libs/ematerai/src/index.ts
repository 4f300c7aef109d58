// Public API of @esign/ematerai: named exports only.
export { emateraiRoutes } from './routes';
