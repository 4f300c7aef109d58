import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlertStore } from '@esign/api-client';
import { errorBody, requestBody, requestPath, type MockReply } from '@esign/api-client/testing';
import type { TopUp } from '@esign/contract';
import { notifyError, notifySuccess } from '@esign/ui-kit';
import { topUp } from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { stubBlobUrls } from '@esign/ui-kit/testing';
import { TopUpDetailPage } from './top-up-detail-page';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const PATTERN = '/admin/ematerai/topup-balance/detail/:ref';
const PATH = '/admin/ematerai/topup-balance/detail/30';
const DETAIL = '/api/admin/api/v1/cost-center/top-up/transactions/30';
const INVOICE = '/api/downloader/v1/pdf/cost-center/top-up/transactions/30/invoice';
const ATTACHMENT = '/api/downloader/v1/pdf/cost-center/top-up/transactions/30/po-attachment';

function serve(shown: TopUp, replies: Record<string, MockReply> = {}) {
  return serveHttp((request) => {
    const path = requestPath(request);
    if (replies[path]) return replies[path];
    if (path === DETAIL || path.startsWith(`${DETAIL}/`))
      return { status: 200, data: { data: { transaction: shown } } };
    if (path === INVOICE || path === ATTACHMENT)
      return {
        status: 200,
        data: new Blob(['%PDF-1.7']),
        headers: { 'content-disposition': 'attachment; filename="file.pdf"' },
      };
    return { status: 404, data: errorBody({ status: 404 }) };
  });
}

const calls = (adapter: ReturnType<typeof serve>, path: string) =>
  adapter.requests.filter((request) => requestPath(request) === path);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
  useAlertStore.getState().clear();
  stubBlobUrls();
});

describe('TopUpDetailPage', () => {
  it('shows every field, and no decision or invoice for a top-up the user may not decide', async () => {
    serve(topUp({ can_decide: false, has_invoice: false, can_update: true }));
    renderPage(<TopUpDetailPage />, PATH, PATTERN);
    expect(await screen.findByText('Waiting Verification')).toBeInTheDocument();
    expect(screen.getByText('Rp 1.000.000')).toBeInTheDocument();
    expect(screen.getByText('100 stamps')).toBeInTheDocument();
    expect(screen.getByText('JKT-PST - Jakarta Pusat')).toBeInTheDocument();
    expect(screen.getByText(/po-2026-001\.pdf \(2 KB\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download invoice/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Update PO attachment/ })).toHaveAttribute(
      'href',
      '/admin/ematerai/topup-balance/update/30',
    );
  });

  it('approves a top-up the user may decide after confirming', async () => {
    const adapter = serve(topUp({ can_decide: true, can_update: false }));
    renderPage(<TopUpDetailPage />, PATH, PATTERN);
    expect(screen.queryByRole('link', { name: /Update PO attachment/ })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve top up' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith('Top up approved', expect.any(String)),
    );
    expect(calls(adapter, `${DETAIL}/approve`)).toHaveLength(1);
  });

  it('rejects only with a reason, and sends it', async () => {
    const adapter = serve(topUp({ can_decide: true }));
    renderPage(<TopUpDetailPage />, PATH, PATTERN);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject top up' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Enter the reason for rejecting')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong PO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Top up rejected'));
    const [reject] = calls(adapter, `${DETAIL}/reject`);
    expect(reject && requestBody(reject)).toEqual({ reject_reason: 'Wrong PO' });
  });

  it("downloads the invoice with 'Successfully download invoice!' and the PO attachment", async () => {
    const adapter = serve(topUp({ status: 'success', has_invoice: true, can_update: false }));
    renderPage(<TopUpDetailPage />, PATH, PATTERN);
    await userEvent.click(await screen.findByRole('button', { name: /Download invoice/ }));
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith('Successfully download invoice!'),
    );
    expect(calls(adapter, INVOICE)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /^Download$/ }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Successfully download data!'));
    expect(calls(adapter, ATTACHMENT)).toHaveLength(1);
  });

  it("toasts 'Failed download top up balance invoice' when the invoice fails", async () => {
    serve(topUp({ has_invoice: true }), {
      [INVOICE]: { status: 404, data: errorBody({ status: 404 }) },
    });
    renderPage(<TopUpDetailPage />, PATH, PATTERN);
    await userEvent.click(await screen.findByRole('button', { name: /Download invoice/ }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Failed download top up balance invoice',
        expect.any(String),
      ),
    );
  });

  it("toasts 'Failed get top up balance detail' and says the top-up is not found", async () => {
    serve(topUp(), { [DETAIL]: { status: 404, data: errorBody({ status: 404 }) } });
    renderPage(<TopUpDetailPage />, PATH, PATTERN);
    expect(await screen.findByText('Top up not found')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith(
      'Failed get top up balance detail',
      expect.any(String),
    );
  });
});
