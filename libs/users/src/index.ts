// Public API of @esign/users: named exports only. Pages are not exported (they load lazily).
export { userRoutes } from './routes';
