import { apiClient } from '../api-client';
import { createMockAdapter, type MockHandler } from './mock-adapter';

/** Answers every HTTP call of the app's client from `handler` (the axios adapter boundary). */
export function serveHttp(handler: MockHandler) {
  const adapter = createMockAdapter(handler);
  apiClient.defaults.adapter = adapter;
  return adapter;
}
