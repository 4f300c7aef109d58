// Public API of @esign/upload-placement: named exports only. Pages are not exported (they load lazily).
export { uploadPlacementRoutes } from './routes';
