import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlertStore } from '@esign/api-client';
import { errorBody, requestPath } from '@esign/api-client/testing';
import { notifyError, notifySuccess } from '@esign/ui-kit';
import { balanceLog, pagination } from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { stubBlobUrls } from '@esign/ui-kit/testing';
import { HistoryBalancePage } from './history-balance-page';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const LOGS = '/api/admin/api/v1/log/e-materai-balance';
const EXPORT = '/api/downloader/v1/xlsx/balance-history';

function serve(
  reply?: { status: number; data: unknown },
  exported: { status: number; data: unknown; headers?: Record<string, string> } = {
    status: 200,
    data: new Blob(['xlsx']),
    headers: { 'content-disposition': 'attachment; filename="balance-history.xlsx"' },
  },
) {
  const logs = [
    balanceLog(),
    balanceLog({ id: 41, kind: 'transfer_in', amount: 1500, balance_after: 2100, user: null }),
  ];
  return serveHttp((request) => {
    if (requestPath(request) === EXPORT) return exported;
    return requestPath(request) === LOGS
      ? (reply ?? {
          status: 200,
          data: { data: { logs }, meta: { pagination: pagination(2) } },
        })
      : { status: 404, data: errorBody({ status: 404 }) };
  });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
  useAlertStore.getState().clear();
  stubBlobUrls();
});

describe('HistoryBalancePage', () => {
  it('shows each movement with its date, readable kind, signed amount and balance after', async () => {
    serve();
    renderPage(<HistoryBalancePage />, '/admin/ematerai/history-balance');
    const out = (await screen.findByRole('cell', { name: 'Transfer out' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(out).getByText('−25')).toBeInTheDocument();
    expect(within(out).getByText('1.475 stamps')).toBeInTheDocument();
    expect(within(out).getByText('transfer:12')).toBeInTheDocument();
    expect(within(out).getByText('Super Admin')).toBeInTheDocument();
    expect(within(out).getByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/)).toBeInTheDocument();
    const into = screen.getByRole('cell', { name: 'Transfer in' }).closest('tr') as HTMLElement;
    expect(within(into).getByText('+1.500')).toBeInTheDocument();
    expect(within(into).getByText('2.100 stamps')).toBeInTheDocument();
  });

  it('keeps the kind and dates in the URL and sends them, back on page 1', async () => {
    const adapter = serve();
    const { router } = renderPage(<HistoryBalancePage />, '/admin/ematerai/history-balance?page=2');
    await screen.findByRole('cell', { name: 'Transfer out' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'usage');
    await userEvent.type(screen.getByLabelText('Start date'), '2026-11-01');
    await waitFor(() =>
      expect(adapter.requests.at(-1)?.params).toEqual({
        page: 1,
        per_page: 10,
        kind: 'usage',
        start_date: '2026-11-01',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('usage');
  });

  it("toasts 'Failed get balance history data' and says the history could not be loaded", async () => {
    serve({ status: 500, data: errorBody({ status: 500 }) });
    renderPage(<HistoryBalancePage />, '/admin/ematerai/history-balance');
    expect(await screen.findByText('The balance history could not be loaded')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith('Failed get balance history data', expect.any(String));
  });

  it("exports the list with the current filters and no page, toasting 'Successfully download list!'", async () => {
    const adapter = serve();
    renderPage(
      <HistoryBalancePage />,
      '/admin/ematerai/history-balance?kind=usage&start_date=2026-11-01&page=2',
    );
    await screen.findByRole('cell', { name: 'Transfer out' });
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Successfully download list!'));
    const exported = adapter.requests.filter((request) => requestPath(request) === EXPORT);
    expect(exported).toHaveLength(1);
    expect(exported[0]?.params).toEqual({ kind: 'usage', start_date: '2026-11-01' });
  });

  it("toasts 'Failed to download list. Please try again.' when the export fails", async () => {
    serve(undefined, { status: 500, data: errorBody({ status: 500 }) });
    renderPage(<HistoryBalancePage />, '/admin/ematerai/history-balance');
    await screen.findByRole('cell', { name: 'Transfer out' });
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Failed to download list. Please try again.',
        expect.any(String),
      ),
    );
  });
});
