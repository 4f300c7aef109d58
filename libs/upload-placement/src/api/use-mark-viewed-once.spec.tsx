import { describe, expect, it } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { requestPath, serveHttp } from '@esign/api-client/testing';
import { batchBody, uploadedDocument } from '../testing/factories';
import { uploadKeys } from './upload-keys';
import { useMarkViewedOnce } from './use-mark-viewed-once';

const VIEW = '/api/admin/api/v1/document-upload/DOC-001/view';

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(uploadKeys.batch(), batchBody([uploadedDocument({ is_viewed: false })]).data);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useMarkViewedOnce', () => {
  it('records the view once, when the editor first shows the draft', async () => {
    const adapter = serveHttp(() => ({
      status: 200,
      data: { data: { document: uploadedDocument({ is_viewed: true }) } },
    }));
    const { client, wrapper } = setup();
    const hidden = uploadedDocument({ is_viewed: false });
    const { rerender } = renderHook(
      ({ shown }: { shown: boolean }) => useMarkViewedOnce(hidden, shown),
      { wrapper, initialProps: { shown: false } },
    );
    expect(adapter.requests).toHaveLength(0);

    rerender({ shown: true });
    rerender({ shown: true });
    await waitFor(() =>
      expect(
        client.getQueryData<{ documents: { is_viewed: boolean }[] }>(uploadKeys.batch())
          ?.documents[0]?.is_viewed,
      ).toBe(true),
    );
    expect(adapter.requests.map(requestPath)).toEqual([VIEW]);
  });

  it('does not record a draft that was viewed before', () => {
    const adapter = serveHttp(() => ({ status: 500, data: {} }));
    const { wrapper } = setup();
    renderHook(() => useMarkViewedOnce(uploadedDocument({ is_viewed: true }), true), { wrapper });
    expect(adapter.requests).toHaveLength(0);
  });
});
