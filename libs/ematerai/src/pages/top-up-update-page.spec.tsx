import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlertStore } from '@esign/api-client';
import { errorBody, requestPath, type MockReply } from '@esign/api-client/testing';
import type { TopUp } from '@esign/contract';
import { notifyError, notifySuccess } from '@esign/ui-kit';
import { topUp } from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { TopUpUpdatePage } from './top-up-update-page';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const PATTERN = '/admin/ematerai/topup-balance/update/:ref';
const PATH = '/admin/ematerai/topup-balance/update/30';
const DETAIL = '/api/admin/api/v1/cost-center/top-up/transactions/30';

function serve(shown: TopUp, patch?: MockReply) {
  return serveHttp((request) => {
    if (requestPath(request) !== DETAIL) return { status: 404, data: errorBody({ status: 404 }) };
    if (request.method === 'patch' && patch) return patch;
    return { status: 200, data: { data: { transaction: shown } } };
  });
}

const newAttachment = () => new File(['%PDF-1.7'], 'po-signed.pdf', { type: 'application/pdf' });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
  useAlertStore.getState().clear();
});

describe('TopUpUpdatePage', () => {
  it("replaces the PO attachment with a PATCH, toasts 'Successfully update your top up.' and opens the detail", async () => {
    const adapter = serve(topUp());
    const { router } = renderPage(<TopUpUpdatePage />, PATH, PATTERN);
    expect(await screen.findByText('Rp 1.000.000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Choose the new PO attachment')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText(/New PO attachment/), newAttachment());
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith('Successfully update your top up.'),
    );
    const patch = adapter.requests.find((request) => request.method === 'patch');
    expect(((patch?.data as FormData).get('po_attachment') as File).name).toBe('po-signed.pdf');
    expect(router.state.location.pathname).toBe('/admin/ematerai/topup-balance/detail/30');
  });

  it("toasts 'Failed update top up balance' when the server refuses", async () => {
    serve(topUp(), { status: 409, data: errorBody({ status: 409, error: 'Already decided' }) });
    renderPage(<TopUpUpdatePage />, PATH, PATTERN);
    await userEvent.upload(await screen.findByLabelText(/New PO attachment/), newAttachment());
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Failed update top up balance', 'Already decided'),
    );
  });

  it('offers no upload once the top-up can no longer be updated', async () => {
    serve(topUp({ status: 'success', can_update: false }));
    renderPage(<TopUpUpdatePage />, PATH, PATTERN);
    expect(await screen.findByText(/can no longer be updated/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/New PO attachment/)).not.toBeInTheDocument();
  });
});
