import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useAlertStore } from '@esign/api-client';
import { errorBody, requestBody, requestPath, sessionUser } from '@esign/api-client/testing';
import { useSessionStore } from '@esign/session';
import { notifyError, notifySuccess } from '@esign/ui-kit';
import { documentDetail, documentSigner } from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { DocumentDetailPage } from './document-detail-page';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));
// The real viewer (react-pdf, pdf.js worker) is exercised in Playwright.
jest.mock('@esign/ui-kit/pdf', () => ({
  ...jest.requireActual('@esign/ui-kit/pdf'),
  preloadPdfViewer: () => undefined,
  prefetchPdfFonts: () => undefined,
  openPdfAhead: () => undefined,
  // Draws page 1's overlay at 100%, as the viewer does for each page.
  PdfViewer: ({
    data,
    renderPageOverlay,
  }: {
    data: ArrayBuffer;
    renderPageOverlay: (page: object) => ReactNode;
  }) => (
    <div data-testid="pdf-viewer">
      {data.byteLength} bytes
      {renderPageOverlay({ pageNumber: 1, width: 595, height: 842, scale: 1, mounted: true })}
    </div>
  ),
}));

const DETAIL = '/api/admin/api/v1/document/DOC-0001';
const PDF = '/api/downloader/v1/pdf/document/DOC-0001';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function serveDetail(
  document = documentDetail(),
  extra: (path: string, method?: string) => { status: number; data?: unknown } | undefined = () =>
    undefined,
) {
  return serveHttp((request) => {
    const path = requestPath(request);
    const answer = extra(path, request.method);
    if (answer) return answer;
    if (path === DETAIL) return { status: 200, data: { data: { data: document } } };
    if (path === PDF)
      return { status: 200, data: '%PDF-1.7 fake', headers: { 'content-type': 'application/pdf' } };
    return { status: 404, data: errorBody({ status: 404 }) };
  });
}

const renderDetail = () =>
  renderPage(<DocumentDetailPage status="need_to_sign" />, {
    path: '/admin/documents/sign/DOC-0001',
    pattern: '/admin/documents/sign/:ref',
  });

describe('DocumentDetailPage', () => {
  it('shows the document, its signers and the PDF with its placements', async () => {
    const adapter = serveDetail(
      documentDetail({
        signers: [
          documentSigner({
            status: 'signed',
            signed_at: '2025-03-02T10:00:00.000Z',
            auth_user: { id: 9, privy_id: 'demo009', name: 'Rina' },
          }),
        ],
      }),
    );
    renderDetail();
    expect(
      await screen.findByRole('heading', { name: 'Employment agreement' }),
    ).toBeInTheDocument();
    const viewer = await screen.findByTestId('pdf-viewer');
    // The placement is drawn over its page, at its position in points times the zoom.
    const box = viewer.querySelector('[data-placement="signature"]');
    expect(box).toHaveTextContent('Signature: Rina');
    expect(box).toHaveStyle({ left: '50px', top: '600px', width: '150px', height: '60px' });
    const signers = screen.getByRole('list', { name: 'Signers' });
    expect(within(signers).getByText('Signed')).toBeInTheDocument();
    expect(within(signers).getByText('DEMO009')).toBeInTheDocument();
    // Fetched ahead of the viewer (as soon as the detail says the document exists), yet once.
    expect(adapter.requests.map(requestPath).filter((path) => path === PDF)).toHaveLength(1);
  });

  it('shows only the actions the server allows', async () => {
    serveDetail(documentDetail({ can_sign: false, can_reject: false, can_void: false }));
    renderDetail();
    await screen.findByRole('heading', { name: 'Employment agreement' });
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('requires a reason to reject and sends it', async () => {
    const adapter = serveDetail(documentDetail({ can_reject: true }), (path) =>
      path === `${DETAIL}/reject`
        ? { status: 200, data: { data: { message: 'Rejected' } } }
        : undefined,
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(adapter.requests.some((request) => requestPath(request) === `${DETAIL}/reject`)).toBe(
      false,
    );

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Wrong salary figure',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(adapter.requests.some((request) => requestPath(request) === `${DETAIL}/reject`)).toBe(
        true,
      ),
    );
    const reject = adapter.requests.find((request) => requestPath(request) === `${DETAIL}/reject`);
    expect(reject?.method).toBe('put');
    expect(reject && requestBody(reject)).toEqual({ reason: 'Wrong salary figure' });
  });

  it('toasts a failed reject', async () => {
    serveDetail(documentDetail({ can_reject: true }), (path) =>
      path === `${DETAIL}/reject`
        ? { status: 409, data: errorBody({ status: 409, error: 'Already rejected' }) }
        : undefined,
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Document' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Failed reject document', 'Already rejected'),
    );
  });

  it('asks for a reason and a confirmation before voiding, then sends the reason', async () => {
    const adapter = serveDetail(
      documentDetail({ can_void: true, can_sign: false, can_reject: false }),
      (path) =>
        path === `${DETAIL}/revoke`
          ? { status: 200, data: { data: { message: 'Voided' } } }
          : undefined,
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void Document' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Sent to the wrong people',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(adapter.requests.some((request) => requestPath(request) === `${DETAIL}/revoke`)).toBe(
      false,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Void' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Successfully void document!'));
    const revoke = adapter.requests.find((request) => requestPath(request) === `${DETAIL}/revoke`);
    expect(revoke && requestBody(revoke)).toEqual({ reason: 'Sent to the wrong people' });
  });

  it('toasts a failed void', async () => {
    serveDetail(documentDetail({ can_void: true }), (path) =>
      path === `${DETAIL}/revoke`
        ? {
            status: 409,
            data: errorBody({ status: 409, error: 'Completed documents cannot be voided' }),
          }
        : undefined,
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void Document' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Void' }),
    );
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Failed Void Document',
        'Completed documents cannot be voided',
      ),
    );
  });

  it('shows "Failed to Open Document" when the PDF cannot be loaded', async () => {
    serveDetail(documentDetail(), (path) => (path === PDF ? { status: 500, data: {} } : undefined));
    renderDetail();
    expect(await screen.findByText('Failed to Open Document')).toBeInTheDocument();
  });

  it('shows "Document not found" with a way back to the list, and requests no PDF, for a document that does not exist', async () => {
    useAlertStore.getState().clear();
    const adapter = serveHttp(() => ({ status: 404, data: errorBody({ status: 404 }) }));
    const { router } = renderDetail();
    expect(await screen.findByText('Document not found')).toBeInTheDocument();
    expect(screen.getByText(/DOC-0001/)).toBeInTheDocument();
    expect(useAlertStore.getState().alertCode).toBe(404);
    expect(adapter.requests.map(requestPath)).toEqual([DETAIL]);
    await userEvent.click(screen.getByRole('link', { name: 'Back to Need to Sign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/documents/sign'));
  });

  it('says the document could not be loaded on a server failure, not that it does not exist', async () => {
    const adapter = serveHttp(() => ({ status: 500, data: errorBody({ status: 500 }) }));
    renderDetail();
    expect(await screen.findByText('The document could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('Document not found')).not.toBeInTheDocument();
    expect(useAlertStore.getState().alertCode).toBe(500);
    expect(adapter.requests.map(requestPath)).toEqual([DETAIL]);
  });

  it('confirms a reject with a success toast and goes back to the list', async () => {
    serveDetail(documentDetail({ can_reject: true }), (path) =>
      path === `${DETAIL}/reject`
        ? { status: 200, data: { data: { message: 'Rejected' } } }
        : undefined,
    );
    const { router } = renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Document' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong figure');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith('Successfully reject document!'),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/documents/sign'));
  });

  describe('opened under a list that does not hold the document', () => {
    const withLists = (...codes: string[]) =>
      useSessionStore.setState({
        user: sessionUser({ fe_permissions: ['home', 'documents', 'documents.sign', ...codes] }),
      });
    afterEach(() => useSessionStore.setState({ user: null }));

    it('goes on to the list that holds it now (an old "to sign" link to a completed document)', async () => {
      withLists('documents.completed');
      serveDetail(documentDetail({ status_document: 'completed' }));
      const { router } = renderDetail();
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/admin/documents/completed/DOC-0001'),
      );
      // Replaced, not pushed: Back leaves the document instead of coming round to this link again.
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('stays where it is when the user may not open that list', async () => {
      withLists();
      serveDetail(documentDetail({ status_document: 'completed' }));
      const { router } = renderDetail();
      expect(
        await screen.findByRole('heading', { name: 'Employment agreement' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/documents/sign/DOC-0001');
    });

    it('stays where it is when the document moves to another list while the page is open', async () => {
      withLists('documents.completed');
      serveDetail(documentDetail({ status_document: 'need_to_sign' }));
      const { router, client } = renderDetail();
      await screen.findByRole('heading', { name: 'Employment agreement' });
      const [cached] = client
        .getQueryCache()
        .findAll({ predicate: (q) => q.state.data !== undefined });
      if (!cached) throw new Error('The detail is not in the cache');
      client.setQueryData(cached.queryKey, documentDetail({ status_document: 'completed' }));
      expect(await screen.findByText('Completed')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/documents/sign/DOC-0001');
    });
  });

  it('toasts a failed detail load', async () => {
    serveHttp(() => ({ status: 404, data: errorBody({ status: 404 }) }));
    renderDetail();
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Failed get document detail',
        'Data not found. Please try again later...',
      ),
    );
  });
});
