// Public API of @esign/documents: named exports only. Pages are not exported (they load lazily).
export { documentsRoutes, documentCategoryRoutes } from './routes';
export {
  resolveStatus,
  type ResolvedStatus,
  type ResolvedNeedToSign,
} from './model/resolve-status';
