import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlertStore } from '@esign/api-client';
import { errorBody, requestBody, requestPath } from '@esign/api-client/testing';
import { notifyError } from '@esign/ui-kit';
import type { InternalAxiosRequestConfig } from 'axios';
import { browserNavigation } from '../model/browser-navigation';
import { documentCategory, documentListBody, documentSummary } from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { DocumentListPage } from './document-list-page';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const LIST = '/api/admin/api/v1/document';
const DROPDOWN = '/api/tools/api/v1/dropdown/document-category';

const listRequests = (requests: InternalAxiosRequestConfig[]) =>
  requests.filter((request) => requestPath(request) === LIST);
const lastListQuery = (requests: InternalAxiosRequestConfig[]) =>
  listRequests(requests).at(-1)?.params as Record<string, unknown>;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function serveList(rows = [documentSummary()]) {
  return serveHttp((request) => {
    const path = requestPath(request);
    if (path === DROPDOWN)
      return {
        status: 200,
        data: {
          data: [
            documentCategory(),
            documentCategory({ id: 4, category_name: 'HR', is_confidential: true }),
          ],
        },
      };
    if (path === LIST) return { status: 200, data: documentListBody(rows) };
    if (path === '/api/downloader/v1/zip/document')
      return {
        status: 200,
        data: {
          data: {
            data: {
              url: 'https://files.example.com/zip/abc',
              expires_at: '2025-03-01T09:00:00.000Z',
            },
          },
        },
      };
    return { status: 404, data: errorBody({ status: 404 }) };
  });
}

describe('DocumentListPage', () => {
  it('shows the rows with uploader in upper case, office, created date and status badge', async () => {
    serveList([
      documentSummary({
        office_area_code: 'default',
        office_area_name: 'Head Office',
        office_branch_code: 'default',
        created_at: '2025-03-01T08:30:00.000Z',
      }),
    ]);
    renderPage(<DocumentListPage status="need_to_sign" />, { path: '/admin/documents/sign' });

    const row = (await screen.findByRole('link', { name: 'DOC-0001' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Employment agreement')).toBeInTheDocument();
    expect(within(row).getByText('Contract')).toBeInTheDocument();
    expect(within(row).getByText('DEMO001')).toBeInTheDocument();
    expect(within(row).getByText('Head Office')).toBeInTheDocument();
    expect(within(row).getByText('-')).toBeInTheDocument();
    expect(within(row).getByText('HR - Human Resources')).toBeInTheDocument();
    expect(within(row).getByText(/^\d{2}\/\d{2}\/2025 \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(row).getByText('Need to Sign')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DOC-0001' })).toHaveAttribute(
      'href',
      '/admin/documents/sign/DOC-0001',
    );
  });

  it('puts the filters in the URL and sends them with the request, back on page 1', async () => {
    const adapter = serveList();
    const { router } = renderPage(<DocumentListPage status="completed" />, {
      path: '/admin/documents/completed?page=2',
    });
    await screen.findByRole('link', { name: 'DOC-0001' });
    expect(lastListQuery(adapter.requests)).toMatchObject({ status: 'completed', page: 2 });

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'nda{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=nda'));
    await waitFor(() =>
      expect(lastListQuery(adapter.requests)).toMatchObject({
        status: 'completed',
        page: 1,
        search: 'nda',
      }),
    );

    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(
        within(category).getByRole('option', { name: 'HR (Confidential)' }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(category, '4');
    await waitFor(() =>
      expect(lastListQuery(adapter.requests)).toMatchObject({ search: 'nda', category_id: 4 }),
    );
    expect(new URLSearchParams(router.state.location.search).get('category_id')).toBe('4');

    const start = screen.getByLabelText('Start date');
    await userEvent.type(start, '2025-01-01');
    await waitFor(() =>
      expect(lastListQuery(adapter.requests)).toMatchObject({ start_date: '2025-01-01' }),
    );
  });

  it('has no date range on Need to Sign', async () => {
    serveList();
    renderPage(<DocumentListPage status="need_to_sign" />, {
      path: '/admin/documents/sign?start_date=2025-01-01',
    });
    await screen.findByRole('link', { name: 'DOC-0001' });
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
  });

  it('shows the empty state when there is no document', async () => {
    serveList([]);
    renderPage(<DocumentListPage status="pending" />, { path: '/admin/documents/pending' });
    expect(await screen.findByText('No documents')).toBeInTheDocument();
  });

  it('toasts the list failure with the message rule', async () => {
    serveHttp((request) =>
      requestPath(request) === LIST
        ? { status: 500, data: errorBody({ status: 500, error: 'Database unavailable' }) }
        : { status: 200, data: { data: [] } },
    );
    renderPage(<DocumentListPage status="pending" />, { path: '/admin/documents/pending' });
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Failed get document list', 'Database unavailable'),
    );
    expect(screen.getByText('The documents could not be loaded')).toBeInTheDocument();
  });

  it('shows an empty list on a failed load (spec §8 list loader) and sets the alert code to the HTTP status', async () => {
    useAlertStore.getState().clear();
    serveHttp((request) =>
      requestPath(request) === LIST
        ? { status: 503, data: errorBody({ status: 503, error: 'Try again soon' }) }
        : { status: 200, data: { data: [] } },
    );
    renderPage(<DocumentListPage status="pending" />, { path: '/admin/documents/pending' });
    expect(await screen.findByText('The documents could not be loaded')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith('Failed get document list', 'Try again soon');
    expect(useAlertStore.getState().alertCode).toBe(503);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('zips the selected documents and follows the returned link', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const adapter = serveList([
      documentSummary(),
      documentSummary({ id: 2, reference_number: 'DOC-0002' }),
    ]);
    renderPage(<DocumentListPage status="completed" />, { path: '/admin/documents/completed' });
    await screen.findByRole('link', { name: 'DOC-0001' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Download ZIP/ }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://files.example.com/zip/abc'));
    const zip = adapter.requests.find(
      (request) => requestPath(request) === '/api/downloader/v1/zip/document',
    );
    expect(zip && requestBody(zip)).toEqual({ reference_numbers: ['DOC-0001', 'DOC-0002'] });
  });

  it('offers bulk signing of the selection only on Need to Sign', async () => {
    serveList();
    renderPage(<DocumentListPage status="need_to_sign" />, { path: '/admin/documents/sign' });
    await screen.findByRole('link', { name: 'DOC-0001' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select DOC-0001' }));
    // The session user of these tests holds no permission: signing needs documents.sign.
    expect(screen.queryByRole('button', { name: /Sign selected/ })).not.toBeInTheDocument();
  });
});
