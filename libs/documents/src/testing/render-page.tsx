import { apiClient } from '@esign/api-client';
import { createMockAdapter, type MockHandler } from '@esign/api-client/testing';

export { renderPage } from '@esign/ui-kit/testing';

/** Answers every HTTP call of the test from `handler` (the axios adapter boundary). */
export function serveHttp(handler: MockHandler) {
  const adapter = createMockAdapter(handler);
  apiClient.defaults.adapter = adapter;
  return adapter;
}
