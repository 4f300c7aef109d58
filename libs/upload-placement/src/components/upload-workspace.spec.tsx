import { beforeEach, describe, expect, it, jest } from '@jest/globals';
// jest-dom's matchers on the `expect` of @jest/globals.
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  errorBody,
  requestBody,
  requestPath,
  serveHttp,
  type MockReply,
} from '@esign/api-client/testing';
import type { UploadedDocument } from '@esign/contract';
import { toaster } from '@esign/ui-kit';
import { renderPage } from '@esign/ui-kit/testing';
import {
  batchBody,
  otpChallenge,
  recipient,
  recipientOption,
  signBox,
  temporer,
  uploadedDocument,
} from '../testing/factories';
import { UploadWorkspace } from './upload-workspace';

const ADMIN = '/api/admin/api/v1';
const CHECK = `${ADMIN}/document-upload/check`;
const BATCH = `${ADMIN}/document-upload`;
const TEMPORER = `${ADMIN}/e-meterai/temporer`;
const TOOLS = '/api/tools/api/v1/dropdown';

type Handler = (path: string, method: string, body: unknown) => MockReply | undefined;

/** Serves the page's calls: the check, the batch, the dropdowns and `handle` for the rest. */
function serve({
  present = true,
  drafts,
  handle = () => undefined,
}: {
  present?: boolean;
  drafts: UploadedDocument[];
  handle?: Handler;
}) {
  return serveHttp((request) => {
    const path = requestPath(request);
    const method = (request.method ?? 'get').toUpperCase();
    const body = requestBody(request);
    const reply = handle(path, method, body);
    if (reply) return reply;
    if (path === CHECK) return { status: 200, data: { data: { is_document_present: present } } };
    if (path === BATCH && method === 'GET') return { status: 200, data: batchBody(drafts) };
    if (path === TEMPORER) return { status: 200, data: { data: temporer() } };
    if (path === `${TOOLS}/document-category`)
      return {
        status: 200,
        data: { data: [{ id: 1, category_name: 'Agreement', is_confidential: false }] },
      };
    if (path === `${TOOLS}/category-meterai`) return { status: 200, data: { data: [] } };
    if (path === `${TOOLS}/user`) return { status: 200, data: { data: { data: [] } } };
    return { status: 404, data: errorBody({ status: 404 }) };
  });
}

const calls = (adapter: ReturnType<typeof serve>, method: string, path: string) =>
  adapter.requests.filter(
    (request) => (request.method ?? '').toUpperCase() === method && requestPath(request) === path,
  );

function renderWorkspace() {
  return renderPage(<UploadWorkspace renderEditor={() => null} />, {
    path: '/admin/upload-document',
  });
}

/** Enters the page with an unfinished batch and continues it. */
async function continueBatch() {
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(toaster, 'create');
});

describe('UploadWorkspace', () => {
  it('asks whether to continue an unfinished batch and shows its drafts on Continue', async () => {
    serve({ drafts: [uploadedDocument({ name: 'Lease agreement' })] });
    renderWorkspace();

    expect(await screen.findByText('Continue your unfinished upload?')).toBeInTheDocument();
    await continueBatch();

    expect(await screen.findByLabelText(/Document name/)).toHaveValue('Lease agreement');
    expect(screen.getByTestId('temporer-balance')).toHaveTextContent(
      '12 stamps (3 held by drafts)',
    );
  });

  it('starts over after a confirmation by deleting every draft', async () => {
    const adapter = serve({
      drafts: [
        uploadedDocument({ reference_number: 'DOC-001' }),
        uploadedDocument({ reference_number: 'DOC-002' }),
      ],
      handle: (path, method) =>
        method === 'DELETE' ? { status: 200, data: { data: { message: 'Deleted' } } } : undefined,
    });
    renderWorkspace();

    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(calls(adapter, 'DELETE', `${BATCH}/DOC-001`)).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete all and start over' }));

    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(calls(adapter, 'DELETE', `${BATCH}/DOC-001`)).toHaveLength(1);
    expect(calls(adapter, 'DELETE', `${BATCH}/DOC-002`)).toHaveLength(1);
  });

  it('shows why a file was refused while the other files become drafts', async () => {
    let uploads = 0;
    const adapter = serve({
      present: false,
      drafts: [],
      handle: (path, method) => {
        if (path !== BATCH || method !== 'POST') return undefined;
        uploads += 1;
        return uploads === 1
          ? {
              status: 201,
              data: {
                data: {
                  documents: [uploadedDocument({ reference_number: 'DOC-010', name: 'Invoice' })],
                  refused: [],
                },
              },
            }
          : {
              status: 201,
              data: {
                data: {
                  documents: [],
                  refused: [
                    {
                      file_name: 'broken.pdf',
                      code: 'unreadable',
                      message: 'The PDF cannot be opened',
                    },
                  ],
                },
              },
            };
      },
    });
    renderWorkspace();

    const input = await screen.findByLabelText('PDF files to upload');
    fireEvent.change(input, {
      target: {
        files: [
          new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' }),
          new File(['%PDF-1.7'], 'broken.pdf', { type: 'application/pdf' }),
          new File(['hello'], 'notes.txt', { type: 'text/plain' }),
        ],
      },
    });

    expect(await screen.findByText('The PDF cannot be opened')).toBeInTheDocument();
    expect(screen.getByText('The file must be a PDF file')).toBeInTheDocument();
    expect(await screen.findByLabelText(/Document name/)).toHaveValue('Invoice');
    expect(calls(adapter, 'POST', BATCH)).toHaveLength(2);
    const rows = screen.getAllByTestId('upload-item');
    expect(within(rows[0] as HTMLElement).getByText('Uploaded')).toBeInTheDocument();
  });

  it('shows a file the server refuses alone (a 400 naming it) as refused with its reason, without a toast', async () => {
    serve({
      present: false,
      drafts: [],
      handle: (path, method) =>
        path === BATCH && method === 'POST'
          ? {
              status: 400,
              data: errorBody({
                status: 400,
                code: 'invalid_input',
                error: 'No file could be added',
                messages: [{ param: 'files', messages: ['photo.pdf: Must be a PDF file'] }],
              }),
            }
          : undefined,
    });
    renderWorkspace();

    fireEvent.change(await screen.findByLabelText('PDF files to upload'), {
      target: { files: [new File(['%PDF-1.7'], 'photo.pdf', { type: 'application/pdf' })] },
    });

    const row = await screen.findByTestId('upload-item');
    expect(await within(row).findByText('Must be a PDF file')).toBeInTheDocument();
    expect(within(row).getByText('Refused')).toBeInTheDocument();
    expect(toaster.create).not.toHaveBeenCalled();
  });

  it('refuses disallowed characters in the name and saves the cleaned name on Enter', async () => {
    const adapter = serve({
      drafts: [uploadedDocument()],
      handle: (path, method, body) =>
        path === `${BATCH}/DOC-001/name` && method === 'PUT'
          ? {
              status: 200,
              data: {
                data: { document: uploadedDocument({ name: (body as { name: string }).name }) },
              },
            }
          : undefined,
    });
    renderWorkspace();
    await continueBatch();

    const name = await screen.findByLabelText(/Document name/);
    await userEvent.clear(name);
    await userEvent.tab();
    expect(await screen.findByText('A name is required')).toBeInTheDocument();
    expect(calls(adapter, 'PUT', `${BATCH}/DOC-001/name`)).toHaveLength(0);

    await userEvent.type(name, 'Q3/report: v2?{Enter}');
    expect(name).toHaveValue('Q3report v2');
    await waitFor(() => expect(calls(adapter, 'PUT', `${BATCH}/DOC-001/name`)).toHaveLength(1));
    expect(calls(adapter, 'PUT', `${BATCH}/DOC-001/name`).map(requestBody)).toEqual([
      { name: 'Q3report v2' },
    ]);
  });

  it('moves a recipient up with its button and saves the new signing order', async () => {
    const draft = uploadedDocument({
      signing_type: 'only_others',
      signing_order: 'sequential',
      recipients: [
        recipient({ user_id: 7, name: 'Sari', order: 1 }),
        recipient({ user_id: 8, name: 'Budi', order: 2 }),
      ],
    });
    const adapter = serve({
      drafts: [draft],
      handle: (path, method) =>
        path === BATCH && method === 'PUT'
          ? {
              status: 200,
              data: {
                data: {
                  documents: [
                    {
                      ...draft,
                      recipients: [
                        recipient({ user_id: 8, name: 'Budi', order: 1 }),
                        recipient({ user_id: 7, name: 'Sari', order: 2 }),
                      ],
                    },
                  ],
                },
              },
            }
          : undefined,
    });
    renderWorkspace();
    await continueBatch();

    await userEvent.click(await screen.findByRole('button', { name: 'Move Budi up' }));
    const rows = screen.getAllByTestId('recipient-row');
    expect(rows[0]).toHaveTextContent('Budi');

    await waitFor(() => expect(calls(adapter, 'PUT', BATCH)).toHaveLength(1));
    expect(calls(adapter, 'PUT', BATCH).map(requestBody)).toEqual([
      { datas: [{ reference_number: 'DOC-001', recipients: [8, 7] }] },
    ]);
  });

  it('puts a change back and toasts when the batch update fails', async () => {
    serve({
      drafts: [uploadedDocument({ seal: false })],
      handle: (path, method) =>
        path === BATCH && method === 'PUT'
          ? { status: 500, data: errorBody({ status: 500, error: 'Database unavailable' }) }
          : undefined,
    });
    renderWorkspace();
    await continueBatch();

    const seal = await screen.findByRole('checkbox', { name: 'Add the company seal' });
    await userEvent.click(seal);
    expect(seal).toBeChecked();
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          title: 'Failed update document',
          description: 'Database unavailable',
        }),
      ),
    );
    expect(seal).not.toBeChecked();
  });

  it('shows every problem the server names when it refuses to send', async () => {
    serve({
      drafts: [uploadedDocument()],
      handle: (path, method) =>
        path === `${BATCH}/DOC-001/send` && method === 'POST'
          ? {
              status: 400,
              data: errorBody({
                status: 400,
                messages: [
                  { param: 'recipients', messages: ['Add at least one recipient'] },
                  { param: 'is_viewed', messages: ['Open the document before sending it'] },
                  { param: 'seal', messages: ['Place the company seal'] },
                ],
              }),
            }
          : undefined,
    });
    renderWorkspace();
    await continueBatch();

    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    const problems = await screen.findByTestId('send-problems');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Recipients: Add at least one recipient',
      'View: Open the document before sending it',
      'Seal: Place the company seal',
    ]);
  });

  it('asks for the uploader code when the send needs it, and a correct code sends the document', async () => {
    const draft = uploadedDocument({
      name: 'Board resolution',
      signing_type: 'only_me',
      recipients: [recipient({ user_id: 1, name: 'Me', is_uploader: true })],
      placements: [signBox({ signer_id: 1 })],
    });
    const adapter = serve({
      drafts: [draft],
      handle: (path, method, body) => {
        if (path !== `${BATCH}/DOC-001/send` || method !== 'POST') return undefined;
        const { otp } = body as { otp?: string };
        if (otp === undefined)
          return {
            status: 200,
            data: {
              data: { status: 'otp_required', message: 'Code sent', otp: otpChallenge() },
            },
          };
        return {
          status: 200,
          data: {
            data: {
              status: 'sent',
              reference_number: 'DOC-001',
              message: 'The document was sent to its signers.',
            },
          },
        };
      },
    });
    renderWorkspace();
    await continueBatch();

    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    const code = await screen.findByLabelText('One-time password');
    await waitFor(() => expect(code).toBeEnabled());
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('The document was sent to its signers.')).toBeInTheDocument();
    const sends = calls(adapter, 'POST', `${BATCH}/DOC-001/send`);
    expect(sends.map((request) => requestBody(request))).toEqual([{}, { otp: '123456' }]);
    expect(screen.getByRole('link', { name: 'Board resolution (DOC-001)' })).toHaveAttribute(
      'href',
      '/admin/documents/pending/DOC-001',
    );
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
  });
  it('adds a searched user as a recipient and saves the list with them last', async () => {
    const draft = uploadedDocument({
      signing_type: 'only_others',
      recipients: [recipient({ user_id: 7, name: 'Sari' })],
    });
    const adapter = serve({
      drafts: [draft],
      handle: (path, method) => {
        if (path === `${TOOLS}/user`)
          return {
            status: 200,
            data: {
              data: {
                data: [
                  recipientOption({ id: 7, name: 'Sari' }),
                  recipientOption({ id: 9, name: 'Dewi Lestari' }),
                ],
              },
            },
          };
        if (path === BATCH && method === 'PUT')
          return { status: 200, data: { data: { documents: [draft] } } };
        return undefined;
      },
    });
    renderWorkspace();
    await continueBatch();

    await userEvent.type(await screen.findByLabelText('Add recipient'), 'dew');
    // The users are searched once typing pauses.
    await waitFor(() =>
      expect(
        calls(adapter, 'GET', `${TOOLS}/user`).map((request) => request.params),
      ).toContainEqual({ search: 'dew', limit: 20 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Dewi Lestari/ }));
    // Sari is chosen already: she is not offered again.
    expect(screen.queryByRole('button', { name: /^Sari/ })).not.toBeInTheDocument();

    await waitFor(() => expect(calls(adapter, 'PUT', BATCH)).toHaveLength(1));
    expect(calls(adapter, 'PUT', BATCH).map(requestBody)).toEqual([
      { datas: [{ reference_number: 'DOC-001', recipients: [7, 9] }] },
    ]);
  });

  it('sends every ready draft one after another and lists them as sent', async () => {
    const ready = (reference_number: string, name: string) =>
      uploadedDocument({
        reference_number,
        name,
        signing_type: 'only_others',
        recipients: [recipient({ user_id: 7 })],
        placements: [signBox({ signer_id: 7 })],
      });
    const adapter = serve({
      drafts: [
        ready('DOC-001', 'First'),
        uploadedDocument({ reference_number: 'DOC-002', name: 'Unfinished', category_id: null }),
        ready('DOC-003', 'Third'),
      ],
      handle: (path, method) => {
        const sent = /\/document-upload\/(DOC-\d+)\/send$/.exec(path);
        if (!sent || method !== 'POST') return undefined;
        return {
          status: 200,
          data: { data: { status: 'sent', reference_number: sent[1], message: 'Sent' } },
        };
      },
    });
    renderWorkspace();
    await continueBatch();

    await userEvent.click(await screen.findByRole('button', { name: 'Send all ready (2)' }));

    expect(await screen.findByText('2 Documents Sent')).toBeInTheDocument();
    const sends = adapter.requests
      .filter((request) => requestPath(request).endsWith('/send'))
      .map(requestPath);
    expect(sends).toEqual([`${BATCH}/DOC-001/send`, `${BATCH}/DOC-003/send`]);
    expect(screen.getByRole('link', { name: 'Third (DOC-003)' })).toHaveAttribute(
      'href',
      '/admin/documents/pending/DOC-003',
    );
  });
});
