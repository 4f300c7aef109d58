import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { useAlertStore } from '@esign/api-client';
import { errorBody, requestBody, requestPath } from '@esign/api-client/testing';
import type { SessionUser } from '@esign/contract';
import { useSessionStore } from '@esign/session';
import { notifyError, notifySuccess } from '@esign/ui-kit';
import { costCenter, pagination, transfer } from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { BalancePage } from './balance-page';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const BASE = '/api/admin/api/v1';
const COST_CENTERS = `${BASE}/cost-center`;
const TOTAL = `${BASE}/cost-center/show/total-balance`;
const TRANSFERS = `${BASE}/transfer-balance`;

const centers = [
  costCenter(),
  costCenter({
    id: 2,
    office_area: { id: 4, code: 'SBY', name: 'Surabaya' },
    office_branch: { id: 5, code: 'default', name: 'Default' },
    office_department: { id: 6, code: 'OPS', name: 'Operations' },
    balance: 600,
  }),
];

type Overrides = Partial<
  Record<'costCenters' | 'total' | 'transfers' | 'write', { status: number; data: unknown }>
>;

function serve(overrides: Overrides = {}, transfers = [transfer()]) {
  return serveHttp((request) => {
    const path = requestPath(request);
    if (path === COST_CENTERS)
      return (
        overrides.costCenters ?? {
          status: 200,
          data: { data: { cost_centers: centers }, meta: { pagination: pagination(2) } },
        }
      );
    if (path === TOTAL)
      return overrides.total ?? { status: 200, data: { data: { total_balance: 8614 } } };
    if (path === TRANSFERS)
      return (
        overrides.transfers ?? {
          status: 200,
          data: {
            data: { data: transfers, need_approval_count: 1 },
            meta: { pagination: pagination(transfers.length) },
          },
        }
      );
    if (path.startsWith(TRANSFERS))
      return overrides.write ?? { status: 200, data: { data: { data: transfer() } } };
    return { status: 404, data: errorBody({ status: 404 }) };
  });
}

const calls = (requests: InternalAxiosRequestConfig[], path: string, method = 'get') =>
  requests.filter((request) => requestPath(request) === path && request.method === method);

function signInWith(codes: string[]) {
  useSessionStore.setState({
    user: { fe_permissions: codes, permissions: codes } as unknown as SessionUser,
  });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
  useAlertStore.getState().clear();
  signInWith(['ematerai', 'ematerai.ematerai-balance', 'ematerai.transfer.approve']);
});

describe('BalancePage', () => {
  it('shows the total and each cost center balance as grouped stamp counts', async () => {
    serve();
    renderPage(<BalancePage />, '/admin/ematerai/ematerai-balance');

    expect(await screen.findByText('8.614 stamps')).toBeInTheDocument();
    const row = screen.getByText('SBY - Surabaya').closest('tr') as HTMLElement;
    expect(within(row).getByText('600 stamps')).toBeInTheDocument();
    // A placeholder branch shows a dash (spec §3).
    expect(within(row).getByText('-')).toBeInTheDocument();
    expect(within(row).getByText('OPS - Operations')).toBeInTheDocument();
    expect(screen.getByText('1 need approval')).toBeInTheDocument();
  });

  it('sends the department filter of the URL as a JSON array to the list and the total', async () => {
    const adapter = serve();
    renderPage(
      <BalancePage />,
      '/admin/ematerai/ematerai-balance?office_area_id=1&office_branch_id=2&office_department_id=3',
    );
    await screen.findByText('8.614 stamps');
    expect(calls(adapter.requests, COST_CENTERS).at(0)?.params).toMatchObject({
      office_department_id: '[3]',
      page: 1,
    });
    expect(calls(adapter.requests, TOTAL).at(0)?.params).toEqual({
      office_area_id: 1,
      office_branch_id: 2,
      office_department_id: '[3]',
    });
  });

  it('asks for a reason before rejecting a transfer and sends it', async () => {
    const adapter = serve();
    renderPage(<BalancePage />, '/admin/ematerai/ematerai-balance');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject transfer 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject transfer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter the reason for rejecting')).toBeInTheDocument();
    expect(calls(adapter.requests, `${TRANSFERS}/12/reject`, 'put')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong branch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Transfer rejected'));
    const [put] = calls(adapter.requests, `${TRANSFERS}/12/reject`, 'put');
    expect(put && requestBody(put)).toEqual({ reject_reason: 'Wrong branch' });
  });

  it('approves after confirming and reloads the balances', async () => {
    const adapter = serve();
    renderPage(<BalancePage />, '/admin/ematerai/ematerai-balance');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve transfer 12' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve transfer' });
    expect(dialog).toHaveTextContent('Move 25 stamps from JKT - Jakarta › JKT-PST');
    const totalsBefore = calls(adapter.requests, TOTAL).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith(
        'Transfer approved',
        'The balances have been moved.',
      ),
    );
    expect(calls(adapter.requests, `${TRANSFERS}/12/approve`, 'put')).toHaveLength(1);
    await waitFor(() =>
      expect(calls(adapter.requests, TOTAL).length).toBeGreaterThan(totalsBefore),
    );
  });

  it('hides Approve and Reject from a session without the approve code', async () => {
    signInWith(['ematerai', 'ematerai.ematerai-balance']);
    serve();
    renderPage(<BalancePage />, '/admin/ematerai/ematerai-balance');
    await screen.findByText('Fina Finance');
    expect(screen.queryByRole('button', { name: /Approve transfer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reject transfer/ })).not.toBeInTheDocument();
  });

  it('hides Approve and Reject on a transfer the session may not decide (its own request)', async () => {
    serve({}, [transfer({ can_decide: false })]);
    renderPage(<BalancePage />, '/admin/ematerai/ematerai-balance');
    await screen.findByText('Fina Finance');
    expect(screen.queryByRole('button', { name: /Approve transfer/ })).not.toBeInTheDocument();
  });

  it('searches all cost centers on the server from the transfer form, keeping the chosen one', async () => {
    const adapter = serve();
    renderPage(<BalancePage />, '/admin/ematerai/ematerai-balance');
    await userEvent.click(await screen.findByRole('button', { name: 'Request transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request transfer' });
    const source = within(dialog).getByRole('combobox', { name: /Source cost center/ });
    await waitFor(() => expect(within(source).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(source, '1');
    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Search source cost center' }),
      'SBY',
    );
    await waitFor(() =>
      expect(calls(adapter.requests, COST_CENTERS).at(-1)?.params).toEqual({
        page: 1,
        per_page: 100,
        search: 'SBY',
      }),
    );
    expect(source).toHaveValue('1');
  });

  it('checks the transfer form, then shows the server field errors next to their fields', async () => {
    const adapter = serve({
      write: {
        status: 422,
        data: errorBody({
          status: 422,
          messages: [{ param: 'amount', messages: ['Not enough e-meterai balance'] }],
        }),
      },
    });
    renderPage(<BalancePage />, '/admin/ematerai/ematerai-balance');
    await userEvent.click(await screen.findByRole('button', { name: 'Request transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request transfer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request transfer' }));
    expect(within(dialog).getByText('Choose the source cost center')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the number of stamps')).toBeInTheDocument();

    const source = within(dialog).getByRole('combobox', { name: /Source cost center/ });
    await waitFor(() => expect(within(source).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(source, '1');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Recipient cost center/ }),
      '2',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '1200');
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('1.200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request transfer' }));

    expect(await within(dialog).findByText('Not enough e-meterai balance')).toBeInTheDocument();
    const [post] = calls(adapter.requests, `${TRANSFERS}/transfer`, 'post');
    expect(post && requestBody(post)).toEqual({
      source_cost_center_id: 1,
      recipient_cost_center_id: 2,
      amount: 1200,
    });
  });

  it('toasts the spec §8 titles when the balances and transfers fail to load', async () => {
    const failure = { status: 500, data: errorBody({ status: 500 }) };
    serve({ costCenters: failure, total: failure, transfers: failure });
    renderPage(<BalancePage />, '/admin/ematerai/ematerai-balance');
    expect(await screen.findByText('The balances could not be loaded')).toBeInTheDocument();
    await waitFor(() => {
      const titles = jest.mocked(notifyError).mock.calls.map(([title]) => title);
      expect(titles).toEqual(
        expect.arrayContaining([
          'Failed get balance data',
          'Failed get total balance',
          'Failed get transfer balance data',
        ]),
      );
    });
  });
});
