// `jest` stays the global one: swc hoists `jest.mock` above the imports only for the global.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { StrictMode, useImperativeHandle, type ReactNode, type Ref } from 'react';
import { errorBody, requestBody, requestPath, serveHttp } from '@esign/api-client/testing';
import { callEndpoint } from '@esign/api-client';
import { getDocumentUpload, type SignerPlacement, type UploadedDocument } from '@esign/contract';
import { notifyError, UiProvider } from '@esign/ui-kit';
import type { PdfPageGeometry, PdfViewerControl } from '@esign/ui-kit/pdf';
import { uploadKeys } from '../api/upload-keys';
import { PlacementEditor } from './placement-editor';
import { recipient, signBox, uploadedDocument } from '../testing/factories';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual<typeof import('@esign/ui-kit')>('@esign/ui-kit'),
  notifyError: jest.fn(),
}));
// pdf.js needs a worker and a canvas (the real viewer runs in the browser tests); this stand-in
// draws every page's overlay at 100 %, as the viewer does for the pages it mounts.
jest.mock('@esign/ui-kit/pdf', () => ({
  ...jest.requireActual<typeof import('@esign/ui-kit/pdf')>('@esign/ui-kit/pdf'),
  PdfViewer: ({
    renderPageOverlay,
    controlRef,
  }: {
    renderPageOverlay: (page: PdfPageGeometry) => ReactNode;
    controlRef?: Ref<PdfViewerControl>;
  }) => {
    useImperativeHandle(controlRef, () => ({ scrollToPage: () => undefined }), []);
    return (
      <div>
        {[1, 2, 3].map((pageNumber) => (
          <div key={pageNumber} role="region" aria-label={`Page ${pageNumber}`}>
            {renderPageOverlay({ pageNumber, width: 595, height: 842, scale: 1, mounted: true })}
          </div>
        ))}
      </div>
    );
  },
}));

const A4 = { width: 595, height: 842 };

/** The draft on screen: REF-0001, three A4 pages, one recipient (Rina, user 7), no boxes. */
function draft(overrides: Partial<UploadedDocument> = {}): UploadedDocument {
  return uploadedDocument({
    reference_number: 'REF-0001',
    category_id: null,
    page_count: 3,
    pages: [A4, A4, A4],
    recipients: [recipient({ user_id: 7, name: 'Rina' })],
    ...overrides,
  });
}

/** Rina's signature box on page 1 at 100, 200 (version 3). */
function rinaSignature(overrides: Partial<SignerPlacement> = {}): SignerPlacement {
  return signBox({ id: 11, pos_x_signer: 100, pos_y_signer: 200, version: 3, ...overrides });
}

const SIGNER = '/api/admin/api/v1/signer/REF-0001';
const ADD_STAMP = '/api/admin/api/v1/e-meterai/temporer/add/REF-0001';
const BATCH = '/api/admin/api/v1/document-upload';
const PDF = new Uint8Array([37, 80, 68, 70]).buffer;
const categories = [
  { id: 2, name: 'Contract' },
  { id: 5, name: 'Receipt' },
];

type Reply = { status: number; data?: unknown };
type Handler = (request: InternalAxiosRequestConfig) => Reply | undefined;

/** The batch as the page shows it: the editor's document comes from the query cache. */
function Page({ readOnly }: { readOnly?: boolean }) {
  const batch = useQuery({
    queryKey: uploadKeys.batch(),
    queryFn: async () => (await callEndpoint(getDocumentUpload)).data,
    staleTime: Infinity,
  });
  const document = batch.data?.documents[0];
  if (!document) return null;
  return (
    <PlacementEditor
      document={document}
      pdf={PDF}
      seal={null}
      meteraiCategories={categories}
      readOnly={readOnly}
    />
  );
}

function setup(
  document: UploadedDocument,
  handler: Handler = () => undefined,
  { readOnly = false }: { readOnly?: boolean } = {},
) {
  const http = serveHttp((request) => {
    const reply = handler(request);
    if (reply) return reply;
    return { status: 404, data: errorBody({ status: 404, code: 'not_found' }) };
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(uploadKeys.batch(), { seal: null, documents: [document] });
  // Strict mode as in the shell: effects mount, unmount and mount again.
  render(
    <StrictMode>
      <UiProvider>
        <QueryClientProvider client={client}>
          <Page readOnly={readOnly} />
        </QueryClientProvider>
      </UiProvider>
    </StrictMode>,
  );
  const cachedDocument = () =>
    client.getQueryData<{ documents: UploadedDocument[] }>(uploadKeys.batch())?.documents[0];
  return { http, client, cachedDocument };
}

/** The answer of `signer/{reference}`: the box as the server now has it. */
function placed(request: InternalAxiosRequestConfig, id: number, version: number): Reply {
  const body = requestBody(request) as Record<string, unknown>;
  return {
    status: 200,
    data: { data: { placement: rinaSignature({ ...body, id, version, meterai_id: null }) } },
  };
}

const signatureBox = () => screen.getByRole('button', { name: /^Signature of Rina, page/ });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
});

describe('PlacementEditor', () => {
  it('places a signature with the keyboard: POST signer with the meterai fields zeroed', async () => {
    const { http, cachedDocument } = setup(draft(), (request) =>
      requestPath(request) === SIGNER && request.method === 'post'
        ? placed(request, 41, 1)
        : undefined,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place with keyboard' }));
    fireEvent.change(screen.getByLabelText('What to place'), { target: { value: 'sign:7' } });
    fireEvent.change(screen.getByLabelText('Page (1 to 3)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place' }));

    const box = await screen.findByRole('button', {
      name: 'Signature of Rina, page 2 at 223, 384, 150 by 75 points',
    });
    expect(box).toHaveFocus();
    expect(within(screen.getByRole('region', { name: 'Page 2' })).getByRole('button')).toBe(box);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Signature of Rina placed on page 2 at 223, 384',
    );
    await waitFor(() => expect(http.requests).toHaveLength(1));
    expect(requestBody(http.at(0))).toEqual({
      sign_type: 'sign',
      signer_id: 7,
      pos_x_signer: 222.5,
      pos_y_signer: 383.5,
      sign_page: 2,
      pos_x_meterai: 0,
      pos_y_meterai: 0,
      page_meterai: 0,
      width: 150,
      height: 75,
    });
    await waitFor(() =>
      expect(cachedDocument()?.placements[0]).toMatchObject({ id: 41, version: 1 }),
    );
  });

  it('places one box for a double click on a page after choosing a recipient', async () => {
    const { http } = setup(draft(), (request) =>
      requestPath(request) === SIGNER ? placed(request, 43, 1) : undefined,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Signature of Rina' }));
    const layer = document.querySelector('[data-page-layer="3"]');
    if (!layer) throw new Error('page 3 has no layer');
    fireEvent.click(layer, { detail: 1, clientX: 300, clientY: 400 });
    fireEvent.click(layer, { detail: 2, clientX: 300, clientY: 400 });
    await waitFor(() => expect(http.requests).toHaveLength(1));
    expect(requestBody(http.at(0))).toMatchObject({
      pos_x_signer: 225,
      pos_y_signer: 362.5,
      sign_page: 3,
    });
    expect(screen.getAllByRole('button', { name: /^Signature of Rina, page 3/ })).toHaveLength(1);
  });

  it('shows the boxes read-only: no palette, and keys change nothing', () => {
    const { http } = setup(draft({ placements: [rinaSignature()] }), () => undefined, {
      readOnly: true,
    });
    expect(screen.queryByRole('toolbar')).toBeNull();
    const box = signatureBox();
    act(() => box.focus());
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    fireEvent.keyDown(box, { key: 'Delete' });
    expect(box).toHaveAccessibleName('Signature of Rina, page 1 at 100, 200, 150 by 75 points');
    expect(http.requests).toHaveLength(0);
  });

  it('saves nudges once the box has been still for 300 ms, with its last known version', async () => {
    jest.useFakeTimers();
    const { http } = setup(draft({ placements: [rinaSignature()] }), (request) =>
      requestPath(request) === SIGNER ? placed(request, 11, 4) : undefined,
    );
    const box = signatureBox();
    act(() => box.focus());
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    fireEvent.keyDown(box, { key: 'ArrowDown', shiftKey: true });
    expect(box).toHaveAccessibleName('Signature of Rina, page 1 at 101, 210, 150 by 75 points');
    act(() => jest.advanceTimersByTime(299));
    expect(http.requests).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await waitFor(() => expect(http.requests).toHaveLength(1));
    expect(requestBody(http.at(0))).toMatchObject({
      id: 11,
      version: 3,
      sign_type: 'sign',
      pos_x_signer: 101,
      pos_y_signer: 210,
      sign_page: 1,
    });
  });

  it('deletes a box with Delete and places it again with Ctrl+Z', async () => {
    const { http } = setup(draft({ placements: [rinaSignature()] }), (request) => {
      const path = requestPath(request);
      if (path === '/api/admin/api/v1/signer/11' && request.method === 'delete')
        return { status: 200, data: { data: { message: 'Deleted' } } };
      if (path === SIGNER && request.method === 'post') return placed(request, 42, 1);
      return undefined;
    });
    const box = signatureBox();
    act(() => box.focus());
    fireEvent.keyDown(box, { key: 'Delete' });
    expect(screen.queryByRole('button', { name: /^Signature of Rina, page/ })).toBeNull();
    await waitFor(() => expect(http.requests).toHaveLength(1));
    expect(http.at(0).params).toEqual({ sign_type: 'sign', version: 3 });

    fireEvent.keyDown(screen.getByRole('region', { name: /Placement editor/ }), {
      key: 'z',
      ctrlKey: true,
    });
    expect(signatureBox()).toHaveAccessibleName(
      'Signature of Rina, page 1 at 100, 200, 150 by 75 points',
    );
    await waitFor(() => expect(http.requests).toHaveLength(2));
    expect(requestPath(http.at(1))).toBe(SIGNER);
    expect(requestBody(http.at(1))).toMatchObject({
      sign_type: 'sign',
      signer_id: 7,
      pos_x_signer: 100,
      pos_y_signer: 200,
      sign_page: 1,
    });
    expect(requestBody(http.at(1))).not.toHaveProperty('id');
  });

  it('puts a box back and shows "Failed Placement Document" when its move is refused', async () => {
    jest.useFakeTimers();
    const { cachedDocument } = setup(draft({ placements: [rinaSignature()] }), (request) =>
      requestPath(request) === SIGNER
        ? {
            status: 500,
            data: errorBody({ status: 500, code: 'internal', error: 'Database down' }),
          }
        : undefined,
    );
    const box = signatureBox();
    act(() => box.focus());
    fireEvent.keyDown(box, { key: 'ArrowLeft', shiftKey: true });
    expect(cachedDocument()?.placements[0]?.pos_x_signer).toBe(90);
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Failed Placement Document', 'Database down'),
    );
    expect(signatureBox()).toHaveAccessibleName(
      'Signature of Rina, page 1 at 100, 200, 150 by 75 points',
    );
    expect(cachedDocument()?.placements[0]?.pos_x_signer).toBe(100);
  });

  it('shows the server’s message when an e-meterai cannot be reserved, and drops the box', async () => {
    const message = 'Not enough e-meterai balance: 1 stamp needed, 0 left in your cost center';
    const { http, cachedDocument } = setup(draft(), (request) =>
      requestPath(request) === ADD_STAMP
        ? {
            status: 409,
            data: errorBody({ status: 409, code: 'insufficient_balance', error: message }),
          }
        : undefined,
    );
    fireEvent.change(screen.getByLabelText('Meterai category'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place with keyboard' }));
    fireEvent.change(screen.getByLabelText('What to place'), { target: { value: 'e_meterai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place' }));
    expect(screen.getByRole('button', { name: /^E-meterai, page 1/ })).toBeInTheDocument();

    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Failed placement e-meterai', message),
    );
    expect(requestBody(http.at(0))).toEqual({
      meterai_id: 5,
      page_meterai: 1,
      pos_x_meterai: 257.5,
      pos_y_meterai: 381,
      width: 80,
      height: 80,
    });
    expect(screen.queryByRole('button', { name: /^E-meterai, page/ })).toBeNull();
    expect(cachedDocument()?.placements).toEqual([]);
  });

  it('fetches the batch again when a box was changed elsewhere, and says so', async () => {
    jest.useFakeTimers();
    const moved = rinaSignature({ pos_x_signer: 300, version: 5 });
    const { http } = setup(draft({ placements: [rinaSignature()] }), (request) => {
      const path = requestPath(request);
      if (path === SIGNER)
        return {
          status: 409,
          data: errorBody({ status: 409, code: 'stale_placement', error: 'Stale' }),
        };
      if (path === BATCH)
        return {
          status: 200,
          data: { data: { seal: null, documents: [draft({ placements: [moved] })] } },
        };
      return undefined;
    });
    const box = signatureBox();
    act(() => box.focus());
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Failed Placement Document',
        expect.stringContaining('changed elsewhere'),
      ),
    );
    await waitFor(() =>
      expect(signatureBox()).toHaveAccessibleName(
        'Signature of Rina, page 1 at 300, 200, 150 by 75 points',
      ),
    );
    expect(http.requests.map((request) => `${request.method} ${requestPath(request)}`)).toEqual([
      `post ${SIGNER}`,
      `get ${BATCH}`,
    ]);
  });
});
