import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { apiClient } from '@esign/api-client';
import { createMockAdapter, type MockHandler } from '@esign/api-client/testing';
import { UiProvider } from '@esign/ui-kit';

/** Answers every HTTP call of the test from `handler` (the axios adapter boundary). */
export function serveHttp(handler: MockHandler) {
  const adapter = createMockAdapter(handler);
  apiClient.defaults.adapter = adapter;
  return adapter;
}

export function renderWithProviders(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <UiProvider>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </UiProvider>,
  );
}
