import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlertStore } from '@esign/api-client';
import { errorBody, requestPath, type MockReply } from '@esign/api-client/testing';
import type { MultipleTopUpResult } from '@esign/contract';
import { notifyError, notifySuccess } from '@esign/ui-kit';
import { sheetRow, topUp } from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { stubBlobUrls } from '@esign/ui-kit/testing';
import { TopUpMultiplePage } from './top-up-multiple-page';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const PATH = '/admin/ematerai/topup-balance/multiple';
const IMPORT = '/api/admin/api/v1/cost-center/top-up/import';
const MULTIPLE = '/api/admin/api/v1/cost-center/top-up/multiple';
const SAMPLE = '/api/downloader/v1/xlsx/sample-multiple-top-up';

const goodRow = sheetRow({ row: 2 });
const badRow = sheetRow({
  row: 3,
  po_number: 'PO-2026-009',
  office_department: null,
  amount: 15_000,
  errors: [
    { param: 'office_department', messages: ['Unknown department code XX'] },
    { param: 'amount', messages: ['Must be a multiple of 10000'] },
  ],
});
const otherGoodRow = sheetRow({
  row: 4,
  po_number: 'PO-2026-010',
  office_department: { id: 7, code: 'OPS', name: 'Operations' },
});

const created = (row: number, id: number): MultipleTopUpResult => ({
  row,
  office_department_id: 3,
  id,
  transaction: topUp({ id }),
  errors: [],
});

function serve(replies: { import?: MockReply; multiple?: MockReply } = {}) {
  return serveHttp((request) => {
    const path = requestPath(request);
    if (path === IMPORT)
      return (
        replies.import ?? {
          status: 200,
          data: { data: { top_up_details: [goodRow, badRow, otherGoodRow] } },
        }
      );
    if (path === MULTIPLE)
      return (
        replies.multiple ?? {
          status: 201,
          data: { data: { transactions: [created(1, 90), created(2, 91)] } },
        }
      );
    if (path === SAMPLE)
      return {
        status: 200,
        data: new Blob(['xlsx']),
        headers: { 'content-disposition': 'attachment; filename="sample.xlsx"' },
      };
    return { status: 404, data: errorBody({ status: 404 }) };
  });
}

const sheet = () => new File(['PK'], 'top-ups.xlsx');

async function uploadSheet() {
  await userEvent.upload(screen.getByLabelText(/Filled sheet/), sheet());
  await screen.findByText('Rows in the sheet');
}

const sentRows = (adapter: ReturnType<typeof serve>) => {
  const request = adapter.requests.find((candidate) => requestPath(candidate) === MULTIPLE);
  return ((request?.data as FormData).getAll('top_up_details[]') as string[]).map(
    (text) => JSON.parse(text) as { po_number: string; office_department_id: number },
  );
};

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
  useAlertStore.getState().clear();
  stubBlobUrls();
});

describe('TopUpMultiplePage', () => {
  it('previews the sheet with the bad values in red and their messages, and says they are left out', async () => {
    const adapter = serve();
    renderPage(<TopUpMultiplePage />, PATH);
    await uploadSheet();
    const upload = adapter.requests.find((request) => requestPath(request) === IMPORT);
    expect((upload?.data as FormData).get('top_up_details')).toBeInstanceOf(File);

    const bad = screen.getByRole('cell', { name: 'PO-2026-009' }).closest('tr') as HTMLElement;
    const department = within(bad).getByText('Unknown department code XX').parentElement;
    expect(department).toHaveAttribute('data-invalid');
    expect(within(bad).getByText('Must be a multiple of 10000')).toBeInTheDocument();
    expect(within(bad).getByText('2 errors, not sent')).toBeInTheDocument();
    const good = screen.getByRole('cell', { name: 'PO-2026-010' }).closest('tr') as HTMLElement;
    expect(within(good).getByText('Ready')).toBeInTheDocument();
    expect(
      screen.getByText(/2 of 3 rows are ready\. 1 with errors \(in red\) will not be sent/),
    ).toBeInTheDocument();
  });

  it('sends only the rows without errors, then toasts and goes back to the list when all are created', async () => {
    const adapter = serve();
    const { router } = renderPage(<TopUpMultiplePage />, PATH);
    await uploadSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Top up 2 rows' }));
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith(
        'Your top up is being processed. We will notify you once it’s approved.',
      ),
    );
    expect(sentRows(adapter).map((row) => row.po_number)).toEqual(['PO-2026-001', 'PO-2026-010']);
    expect(router.state.location.pathname).toBe('/admin/ematerai/topup-balance');
    expect(useAlertStore.getState().alertCode).toBeNull();
  });

  it('sets alert 499 with the department ids of the rows not created and lists them with why', async () => {
    serve({
      multiple: {
        status: 201,
        data: {
          data: {
            transactions: [
              created(1, 90),
              {
                row: 2,
                office_department_id: 7,
                id: null,
                transaction: null,
                errors: [{ param: 'po_number', messages: ['PO number is already used'] }],
              },
            ],
          },
        },
      },
    });
    const { router } = renderPage(<TopUpMultiplePage />, PATH);
    await uploadSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Top up 2 rows' }));

    expect(await screen.findByText('Rows not created')).toBeInTheDocument();
    expect(useAlertStore.getState()).toMatchObject({ alertCode: 499, alertDetails: [7] });
    const failed = screen.getByRole('cell', { name: 'PO-2026-010' }).closest('tr') as HTMLElement;
    expect(within(failed).getByText('po number: PO number is already used')).toBeInTheDocument();
    expect(within(failed).getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(screen.getByText('1 top ups created; 1 rows were not created.')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith(
      'Failed multiple top up balance',
      '1 of 2 rows were not created.',
    );
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it("toasts 'Failed import top up balance' when the sheet cannot be read", async () => {
    serve({ import: { status: 400, data: errorBody({ status: 400, code: 'invalid' }) } });
    renderPage(<TopUpMultiplePage />, PATH);
    await userEvent.upload(screen.getByLabelText(/Filled sheet/), sheet());
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Failed import top up balance', expect.any(String)),
    );
    expect(screen.queryByText('Rows in the sheet')).not.toBeInTheDocument();
  });

  it("toasts 'Failed multiple top up balance' when the whole request fails", async () => {
    serve({ multiple: { status: 500, data: errorBody({ status: 500 }) } });
    renderPage(<TopUpMultiplePage />, PATH);
    await uploadSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Top up 2 rows' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Failed multiple top up balance',
        expect.any(String),
      ),
    );
  });

  it('downloads the sample sheet', async () => {
    const adapter = serve();
    renderPage(<TopUpMultiplePage />, PATH);
    await userEvent.click(screen.getByRole('button', { name: /Download sample/ }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Successfully download data!'));
    expect(adapter.requests.filter((request) => requestPath(request) === SAMPLE)).toHaveLength(1);
  });
});
