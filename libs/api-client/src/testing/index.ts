// Test helpers of @esign/api-client, imported as "@esign/api-client/testing" by this lib's
// tests and by the libs built on it: an axios adapter that answers without a network, and factories.
export {
  createMockAdapter,
  requestBody,
  requestHeader,
  requestPath,
  type MockAdapter,
  type MockHandler,
  type MockReply,
} from './mock-adapter';
export {
  errorBody,
  httpError,
  pagination,
  runtimeConfig,
  sessionUser,
  tokenPair,
} from './factories';
export { serveHttp } from './serve-http';
