import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlertStore } from '@esign/api-client';
import { errorBody, requestPath, type MockReply } from '@esign/api-client/testing';
import { notifyError } from '@esign/ui-kit';
import { pagination, topUp } from '../testing/factories';
import { officeOptionsReply } from '../testing/office-options';
import { renderPage, serveHttp } from '../testing/render-page';
import { TopUpListPage } from './top-up-list-page';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
}));

const LIST = '/api/admin/api/v1/cost-center/top-up/transactions';
const TOTAL = '/api/admin/api/v1/cost-center/show/total-top-up-balance';
const PATH = '/admin/ematerai/topup-balance';

function serve(overrides: { list?: MockReply; total?: MockReply } = {}) {
  const topUps = [
    topUp(),
    topUp({
      id: 31,
      po_number: 'PO-2026-002',
      amount: 25_000_000,
      stamps: 2500,
      status: 'success',
      office_branch: { id: 5, code: 'default', name: 'Default' },
    }),
  ];
  return serveHttp((request) => {
    const path = requestPath(request);
    if (path === LIST)
      return (
        overrides.list ?? {
          status: 200,
          data: { data: { transactions: topUps }, meta: { pagination: pagination(2) } },
        }
      );
    if (path === TOTAL)
      return overrides.total ?? { status: 200, data: { data: { total_top_up_balance: 12_500 } } };
    return officeOptionsReply(path) ?? { status: 404, data: errorBody({ status: 404 }) };
  });
}

const rowOf = async (po: string) =>
  (await screen.findByRole('cell', { name: po })).closest('tr') as HTMLElement;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(notifyError).mockClear();
  useAlertStore.getState().clear();
});

describe('TopUpListPage', () => {
  it('shows each top-up with its offices, rupiah amount, stamps, status label and requester', async () => {
    serve();
    renderPage(<TopUpListPage />, PATH);
    const first = await rowOf('PO-2026-001');
    expect(within(first).getByText('Rp 1.000.000')).toBeInTheDocument();
    expect(within(first).getByText('100')).toBeInTheDocument();
    expect(within(first).getByText('Waiting Verification')).toBeInTheDocument();
    expect(within(first).getByText('JKT - Jakarta')).toBeInTheDocument();
    expect(within(first).getByText('FIN - Finance')).toBeInTheDocument();
    expect(within(first).getByText('Fina Finance')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Detail of PO PO-2026-001' })).toHaveAttribute(
      'href',
      '/admin/ematerai/topup-balance/detail/30',
    );
    const second = await rowOf('PO-2026-002');
    expect(within(second).getByText('Rp 25.000.000')).toBeInTheDocument();
    expect(within(second).getByText('2.500')).toBeInTheDocument();
    expect(within(second).getByText('Success')).toBeInTheDocument();
    // A placeholder branch shows a dash (spec §3).
    expect(within(second).getByText('-')).toBeInTheDocument();
    expect(await screen.findByText('12.500 stamps')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Top Up$/ })).toHaveAttribute('href', `${PATH}/add`);
    expect(screen.getByRole('link', { name: /Multiple Top Up/ })).toHaveAttribute(
      'href',
      `${PATH}/multiple`,
    );
  });

  it('offers the display set of statuses and keeps the filters in the URL, back on page 1', async () => {
    const adapter = serve();
    const { router } = renderPage(<TopUpListPage />, `${PATH}?page=2`);
    await rowOf('PO-2026-001');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All statuses',
      'Request',
      'Waiting Verification',
      'Unpaid',
      'Paid',
      'Success',
      'Failed',
      'Overdue',
    ]);
    await userEvent.selectOptions(status, 'waiting');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Office area' }),
      await screen.findByRole('option', { name: 'JKT - Jakarta' }),
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Office branch' }),
      await screen.findByRole('option', { name: 'JKT-PST - Jakarta Pusat' }),
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Office department' }),
      await screen.findByRole('option', { name: 'FIN - Finance' }),
    );
    await waitFor(() =>
      expect(
        adapter.requests.filter((request) => requestPath(request) === LIST).at(-1)?.params,
      ).toEqual({
        page: 1,
        per_page: 10,
        status: 'waiting',
        office_area_id: 1,
        office_branch_id: 2,
        office_department_id: '[3]',
      }),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      status: 'waiting',
      office_area_id: '1',
      office_branch_id: '2',
      office_department_id: '3',
    });
    // The total follows the offices, its department as a JSON array (spec §5).
    expect(
      adapter.requests.filter((request) => requestPath(request) === TOTAL).at(-1)?.params,
    ).toEqual({ office_area_id: 1, office_branch_id: 2, office_department_id: '[3]' });
  });

  it("toasts 'Failed get top up balance data' and 'Failed get total top up balance' when they fail", async () => {
    serve({
      list: { status: 500, data: errorBody({ status: 500 }) },
      total: { status: 503, data: errorBody({ status: 503 }) },
    });
    renderPage(<TopUpListPage />, PATH);
    expect(await screen.findByText('The top ups could not be loaded')).toBeInTheDocument();
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Failed get total top up balance',
        expect.any(String),
      ),
    );
    expect(notifyError).toHaveBeenCalledWith('Failed get top up balance data', expect.any(String));
    expect(useAlertStore.getState().alertCode).toBe(500);
  });
});
