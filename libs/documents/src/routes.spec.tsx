import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ContractError } from '@esign/api-client';
import { errorBody, requestPath, sessionUser } from '@esign/api-client/testing';
import { useSessionStore } from '@esign/session';
import { UiProvider } from '@esign/ui-kit';
import { stubBlobUrls } from '@esign/ui-kit/testing';
import type { DocumentStatus } from '@esign/contract';
import { documentKeys } from './api/document-keys';
import { takeEarlyDocumentDetail } from './api/early-document-load';
import {
  earlyDocumentList,
  earlyDocumentPreview,
  forgetDocumentListShownForTests,
  listResponseKey,
  markDocumentListShown,
  startDocumentPageLoad,
} from './api/early-document-requests';
import { documentQueryOptions, forgetDocumentAhead } from './api/get-document';
import { documentsQueryOptions, forgetDocumentListAhead } from './api/get-documents';
import { documentDetail, documentListBody, documentSummary } from './testing/factories';
import { serveHttp } from './testing/render-page';
import { documentsRoutes } from './routes';

const mockStartPdfViewerLoad = jest.fn();
jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  startPdfViewerLoad: () => mockStartPdfViewerLoad(),
}));
// The real viewer (react-pdf, pdf.js worker) is exercised in Playwright.
const mockPreloadPdfViewer = jest.fn();
const mockOpenPdfAhead = jest.fn();
const mockPrefetchPdfFonts = jest.fn();
jest.mock('@esign/ui-kit/pdf', () => ({
  ...jest.requireActual('@esign/ui-kit/pdf'),
  preloadPdfViewer: () => mockPreloadPdfViewer(),
  prefetchPdfFonts: () => mockPrefetchPdfFonts(),
  openPdfAhead: (data: ArrayBuffer) => mockOpenPdfAhead(data),
  PdfViewer: ({ data, firstPagePreview }: { data: ArrayBuffer; firstPagePreview?: string }) => (
    <div data-testid="pdf-viewer">
      {data.byteLength} bytes{firstPagePreview ? `, preview ${firstPagePreview}` : ''}
    </div>
  ),
}));

const DETAIL = '/api/admin/api/v1/document/DOC-0001';
const PDF = '/api/downloader/v1/pdf/document/DOC-0001';
const PREVIEW = '/api/downloader/v1/pdf/document/DOC-0001/preview';
const PDF_BYTES = '%PDF-1.7 fake';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * The detail answers only once `detailMay` resolves, the PDF once `pdfMay` does (by default at
 * once): `names` per answer,
 * the document in `status`.
 */
function serveDocument({
  detailMay = Promise.resolve(),
  pdfMay = Promise.resolve(),
  names = ['Employment agreement'],
  status = 'need_to_sign',
}: {
  detailMay?: Promise<void>;
  pdfMay?: Promise<void>;
  names?: string[];
  status?: DocumentStatus;
} = {}) {
  let answered = 0;
  return serveHttp(async (request) => {
    const path = requestPath(request);
    if (path === DETAIL) {
      await detailMay;
      const name = names[Math.min(answered++, names.length - 1)];
      return {
        status: 200,
        data: { data: { data: documentDetail({ name, status_document: status }) } },
      };
    }
    if (path === PDF) {
      await pdfMay;
      return { status: 200, data: PDF_BYTES, headers: { 'content-type': 'application/pdf' } };
    }
    if (path === PREVIEW)
      return { status: 200, data: 'RIFF fake WEBP', headers: { 'content-type': 'image/webp' } };
    return { status: 404, data: errorBody({ status: 404 }) };
  });
}

/** Fresh for 30 s, as in the app (apps/shell query-client.ts). */
const appLikeClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });

/** The image of page 1 on screen: loaded (jsdom loads no image), so the PDF may be requested. */
async function showPreview() {
  const image = await waitFor(() => {
    const found = document.querySelector('[data-first-page-preview] img');
    if (!found) throw new Error('no image of page 1 yet');
    return found;
  });
  // The viewer hears of it a promise later (after the image's decoding).
  await act(async () => {
    fireEvent.load(image);
    await Promise.resolve();
  });
}

function renderRoute(client = appLikeClient()) {
  // Like the app's root route, render nothing while the page's code loads (said explicitly, so
  // the router does not warn that no HydrateFallback was given).
  const router = createMemoryRouter(
    [{ path: '/admin/documents', HydrateFallback: () => null, children: freshRoutes() }],
    { initialEntries: ['/admin/documents/sign/DOC-0001'] },
  );
  render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { router, client };
}

/** The route objects as the app builds them once: the router takes over their lazy objects. */
function freshRoutes(routes: RouteObject[] = documentsRoutes): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    ...(typeof route.lazy === 'object' ? { lazy: { ...route.lazy } } : {}),
    ...(route.children ? { children: freshRoutes(route.children) } : {}),
  })) as RouteObject[];
}

const paths = (adapter: ReturnType<typeof serveHttp>) => adapter.requests.map(requestPath);

/** Runs the loader of a route of the `sign` list for `path`, as the router does on entering it. */
async function runLoader(
  route: RouteObject | undefined,
  path: string,
  params: Record<string, string> = {},
): Promise<void> {
  if (typeof route?.loader !== 'function') throw new Error('the route has no loader');
  const url = new URL(`http://localhost/admin/documents/sign${path}`);
  await route.loader(
    { params, request: new Request(url), url, pattern: url.pathname, context: undefined },
    undefined,
  );
}

/** Enters a document's page (its route's loader only). */
const enterDocument = (ref: string) =>
  runLoader(
    documentsRoutes[0]?.children?.find((route) => route.path === ':ref'),
    `/${ref}`,
    { ref },
  );

/** Enters the list (its index route's loader only), with `search` in the URL. */
const enterList = (search: string) =>
  runLoader(
    documentsRoutes[0]?.children?.find((route) => route.index),
    search,
  );

beforeEach(() => {
  stubBlobUrls();
  useSessionStore.getState().setTokens({ token: 'access', refreshToken: 'refresh' });
});
afterEach(() => {
  forgetDocumentAhead('DOC-0001');
  useSessionStore.getState().clear();
  mockPreloadPdfViewer.mockClear();
  mockPrefetchPdfFonts.mockClear();
});

describe('entering a document page', () => {
  it("requests the detail and the first page's image side by side, the PDF once that image is on screen, and the page uses those responses", async () => {
    const detailMay = deferred();
    const adapter = serveDocument({ detailMay: detailMay.promise });
    renderRoute();
    // Both on their way while the detail has not answered yet; the PDF waits for the page.
    await waitFor(() => expect(paths(adapter)).toEqual([DETAIL, PREVIEW]));
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(paths(adapter)).toEqual([DETAIL, PREVIEW]);
    expect(mockPrefetchPdfFonts).not.toHaveBeenCalled();
    detailMay.resolve();
    expect(await screen.findByRole('heading', { name: 'Employment agreement' })).toBeVisible();
    // The PDF waits for the image of page 1 to be on screen.
    await showPreview();
    expect(await screen.findByTestId('pdf-viewer')).toHaveTextContent(`${PDF_BYTES.length} bytes`);
    await waitFor(() =>
      expect(screen.getByTestId('pdf-viewer')).toHaveTextContent(', preview blob:test'),
    );
    expect(paths(adapter)).toEqual([DETAIL, PREVIEW, PDF]);
  });

  it("asks for pdf.js (the viewer's code and worker) with the PDF, once the image of page 1 is on screen, not with the page's code", async () => {
    const detailMay = deferred();
    const adapter = serveDocument({ detailMay: detailMay.promise });
    renderRoute();
    detailMay.resolve();
    expect(await screen.findByRole('heading', { name: 'Employment agreement' })).toBeVisible();
    expect(mockPreloadPdfViewer).not.toHaveBeenCalled();
    expect(mockStartPdfViewerLoad).not.toHaveBeenCalled();
    await showPreview();
    await waitFor(() => expect(mockPreloadPdfViewer).toHaveBeenCalled());
    expect(paths(adapter)).toContain(PDF);
    expect(await screen.findByTestId('pdf-viewer')).toBeVisible();
  });

  it('shows the page and its loading state when the detail is slower than the route waits for it, then the document', async () => {
    jest.useFakeTimers();
    try {
      const detailMay = deferred();
      serveDocument({ detailMay: detailMay.promise });
      renderRoute();
      // The route waits a second for the detail (routes.tsx), then shows the page without it.
      await act(() => jest.advanceTimersByTimeAsync(900));
      expect(screen.queryByText('Loading the document')).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(await screen.findByText('Loading the document')).toBeVisible();
      detailMay.resolve();
      expect(await screen.findByRole('heading', { name: 'Employment agreement' })).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it("hands the PDF to pdf.js as it arrives, and asks for pdf.js's fonts as its download starts", async () => {
    const pdfMay = deferred();
    const adapter = serveDocument({ pdfMay: pdfMay.promise });
    renderRoute();
    await showPreview();
    await waitFor(() => expect(paths(adapter)).toContain(PDF));
    expect(mockPreloadPdfViewer).toHaveBeenCalled();
    expect(mockPrefetchPdfFonts).toHaveBeenCalled();
    expect(mockOpenPdfAhead).not.toHaveBeenCalled();
    pdfMay.resolve();
    expect(await screen.findByTestId('pdf-viewer')).toHaveTextContent(`${PDF_BYTES.length} bytes`);
    expect(mockOpenPdfAhead).toHaveBeenCalledTimes(1);
    expect(new TextDecoder().decode(mockOpenPdfAhead.mock.calls[0]?.[0] as ArrayBuffer)).toBe(
      PDF_BYTES,
    );
  });

  it('takes an early response once: a later refetch asks the server again', async () => {
    const adapter = serveDocument({ names: ['Employment agreement', 'Signed agreement'] });
    const { client } = renderRoute();
    await screen.findByRole('heading', { name: 'Employment agreement' });
    await client.invalidateQueries({ queryKey: documentKeys.detail('DOC-0001') });
    expect(await screen.findByRole('heading', { name: 'Signed agreement' })).toBeVisible();
    expect(paths(adapter).filter((path) => path === DETAIL)).toHaveLength(2);
  });

  it('forgets the early detail when the page shows a fresh one from the cache, so a refetch is never older', async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
    });
    client.setQueryData(
      documentKeys.detail('DOC-0001'),
      documentDetail({ name: 'Cached agreement' }),
    );
    // The early request answers with the state before a signature; the refetch after it with the new one.
    const adapter = serveDocument({ names: ['Before signing', 'After signing'] });
    renderRoute(client);
    expect(await screen.findByRole('heading', { name: 'Cached agreement' })).toBeVisible();
    await waitFor(() => expect(paths(adapter)).toContain(DETAIL));
    await client.invalidateQueries({ queryKey: documentKeys.detail('DOC-0001') });
    expect(await screen.findByRole('heading', { name: 'After signing' })).toBeVisible();
  });

  it('moves to the list that holds the document without asking the server again', async () => {
    useSessionStore.setState({
      user: sessionUser({ fe_permissions: ['documents', 'documents.sign', 'documents.completed'] }),
    });
    const adapter = serveDocument({ status: 'completed' });
    const { router } = renderRoute();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/documents/completed/DOC-0001'),
    );
    await showPreview();
    expect(await screen.findByTestId('pdf-viewer')).toHaveTextContent(`${PDF_BYTES.length} bytes`);
    expect(await screen.findByRole('heading', { name: 'Employment agreement' })).toBeVisible();
    expect(paths(adapter)).toEqual([DETAIL, PREVIEW, PDF]);
  });

  it("requests the detail and the first page's image before any code of the page has loaded, and lets the page render once the detail is in, with it", async () => {
    const detailMay = deferred();
    const adapter = serveDocument({ detailMay: detailMay.promise });
    // Nothing lazy was asked for: on a full load the loader may run before the page's code is in.
    let entered = false;
    const entering = enterDocument('DOC-0001').then(() => {
      entered = true;
    });
    await waitFor(() => expect(paths(adapter)).toEqual([DETAIL, PREVIEW]));
    expect(mockPreloadPdfViewer).not.toHaveBeenCalled();
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(entered).toBe(false);

    detailMay.resolve();
    await entering;
    // The page's query starts with the detail: its first render shows the document.
    const { initialData } = documentQueryOptions('DOC-0001');
    const initial = typeof initialData === 'function' ? initialData() : initialData;
    expect(initial).toMatchObject({ name: 'Employment agreement' });
    expect((await earlyDocumentPreview.take('DOC-0001'))?.type).toBe('image/webp');
    expect(paths(adapter)).toEqual([DETAIL, PREVIEW]);
  });

  it('refuses a held detail that does not match the contract when the page takes it', async () => {
    serveHttp((request) =>
      requestPath(request) === DETAIL
        ? { status: 200, data: { data: { data: { name: 42 } } } }
        : { status: 200, data: PDF_BYTES },
    );
    startDocumentPageLoad('DOC-0001');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(takeEarlyDocumentDetail('DOC-0001')).rejects.toThrow(ContractError);
    earlyDocumentPreview.drop('DOC-0001');
  });

  it('requests nothing ahead without a session', async () => {
    useSessionStore.getState().clear();
    const detailMay = deferred();
    const adapter = serveDocument({ detailMay: detailMay.promise });
    renderRoute();
    // Only the page's own detail call (the guard keeps a visitor without a session out anyway):
    // no PDF before the detail says the document exists.
    await waitFor(() => expect(paths(adapter)).toEqual([DETAIL]));
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(paths(adapter)).toEqual([DETAIL]);
    detailMay.resolve();
    await showPreview();
    await screen.findByTestId('pdf-viewer');
    expect(paths(adapter).sort()).toEqual([DETAIL, PDF, PREVIEW]);
  });
});

describe('entering a document list', () => {
  const LIST = '/api/admin/api/v1/document';
  // A test above shows a list page; each test here starts as after a reload.
  beforeEach(() => forgetDocumentListShownForTests());

  it('requests the list of the URL at once and lets the page render once it is in, with its rows: one request', async () => {
    const listMay = deferred();
    const adapter = serveHttp(async () => {
      await listMay.promise;
      return { status: 200, data: documentListBody([documentSummary({ name: 'Lease' })]) };
    });
    let entered = false;
    const entering = enterList('?search=lease&page=2').then(() => {
      entered = true;
    });
    await waitFor(() => expect(paths(adapter)).toEqual([LIST]));
    expect(adapter.at(0).params).toMatchObject({
      status: 'need_to_sign',
      search: 'lease',
      page: 2,
    });
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(entered).toBe(false);

    listMay.resolve();
    await entering;
    // The page's query starts with the list: its first render shows the rows.
    const query = {
      status: 'need_to_sign',
      search: 'lease',
      page: 2,
      per_page: 10,
      sort_by: 'created_at',
      sort_dir: 'desc',
    } as const;
    const { initialData } = documentsQueryOptions(query);
    const initial = typeof initialData === 'function' ? initialData() : initialData;
    expect(initial?.data.map((row) => row.name)).toEqual(['Lease']);
    const page = await appLikeClient().fetchQuery(documentsQueryOptions(query));
    expect(page.data.map((row) => row.name)).toEqual(['Lease']);
    expect(paths(adapter)).toEqual([LIST]);
    forgetDocumentListAhead(query);
  });

  it('shows the list page without its rows when the first list is slower than the route waits for it', async () => {
    jest.useFakeTimers();
    try {
      const adapter = serveHttp(() => new Promise(() => undefined));
      let entered = false;
      void enterList('').then(() => {
        entered = true;
      });
      await act(() => jest.advanceTimersByTimeAsync(900));
      expect(entered).toBe(false);
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(entered).toBe(true);
      expect(paths(adapter)).toEqual([LIST]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('requests nothing once a list page has shown: its lists are its own, cache included', () => {
    const adapter = serveHttp(() => ({ status: 200, data: documentListBody([]) }));
    markDocumentListShown();
    void enterList('');
    const query = {
      status: 'need_to_sign',
      page: 1,
      per_page: 10,
      sort_by: 'created_at',
      sort_dir: 'desc',
    } as const;
    // Held synchronously when requested: nothing is.
    expect(earlyDocumentList.take(listResponseKey(query))).toBeUndefined();
    expect(adapter.requests).toHaveLength(0);
  });
});
