import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlertStore } from '@esign/api-client';
import { errorBody, requestPath } from '@esign/api-client/testing';
import type { SessionUser } from '@esign/contract';
import { useSessionStore } from '@esign/session';
import { notifyError, notifySuccess } from '@esign/ui-kit';
import { transfer } from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { TransferDetailPage } from './transfer-detail-page';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const PATTERN = '/admin/ematerai/transfer-details/:id';
const DETAIL = '/api/admin/api/v1/transfer-balance/12';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(notifyError).mockClear();
  useAlertStore.getState().clear();
  const codes = ['ematerai.ematerai-balance', 'ematerai.transfer.approve'];
  useSessionStore.setState({
    user: { fe_permissions: codes, permissions: codes } as unknown as SessionUser,
  });
});

describe('TransferDetailPage', () => {
  it('shows a rejected transfer with its reason and no decision buttons', async () => {
    serveHttp(() => ({
      status: 200,
      data: {
        data: {
          data: transfer({
            status: 'rejected',
            can_decide: false,
            reject_reason: 'Wrong branch',
            decided_by: { privy_id: 'DEMO001', name: 'Budi Santoso' },
            decided_at: '2026-11-21T08:00:00.000Z',
          }),
        },
      },
    }));
    renderPage(<TransferDetailPage />, '/admin/ematerai/transfer-details/12', PATTERN);
    expect(await screen.findByText('Wrong branch')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('25 stamps')).toBeInTheDocument();
    expect(screen.getByText('Budi Santoso')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('approves a waiting transfer after confirming', async () => {
    const adapter = serveHttp(() => ({ status: 200, data: { data: { data: transfer() } } }));
    renderPage(<TransferDetailPage />, '/admin/ematerai/transfer-details/12', PATTERN);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve transfer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalled());
    expect(
      adapter.requests.filter((request) => requestPath(request) === `${DETAIL}/approve`),
    ).toHaveLength(1);
  });

  it("toasts 'Failed get detail transfer balanced' and says the transfer is not found", async () => {
    serveHttp(() => ({ status: 404, data: errorBody({ status: 404 }) }));
    renderPage(<TransferDetailPage />, '/admin/ematerai/transfer-details/12', PATTERN);
    expect(await screen.findByText('Transfer not found')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith(
      'Failed get detail transfer balanced',
      expect.any(String),
    );
  });
});
