import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlertStore } from '@esign/api-client';
import { errorBody, requestPath, type MockReply } from '@esign/api-client/testing';
import { httpLog, httpLogDetail, pagination } from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { spyToasts } from '../testing/spy-toasts';
import { HttpLogPage } from './http-log-page';

const LIST = '/api/admin/api/v1/log/http';
const ID = '3f1c2a9e-7b1d-4c55-9a0e-2d4b6c8e0f11';

function serve(overrides: { list?: MockReply; detail?: MockReply } = {}) {
  return serveHttp((request) => {
    const path = requestPath(request);
    if (path === LIST)
      return (
        overrides.list ?? {
          status: 200,
          data: {
            data: {
              logs: [
                httpLog(),
                httpLog({
                  transaction_id: 'a'.repeat(8) + ID.slice(8),
                  http_status: 404,
                  method: 'GET',
                  url: '/api/admin/api/v1/document/NOPE',
                }),
              ],
            },
            meta: { pagination: pagination(2) },
          },
        }
      );
    if (path === `${LIST}/${ID}`)
      return overrides.detail ?? { status: 200, data: { data: { logs: httpLogDetail() } } };
    return { status: 404, data: errorBody({ status: 404 }) };
  });
}

let toasts: ReturnType<typeof spyToasts>;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  toasts = spyToasts();
  useAlertStore.getState().clear();
});

describe('HttpLogPage', () => {
  it('shows each request with its time, method, status and URL', async () => {
    serve();
    renderPage(<HttpLogPage />, '/admin/monitoring/http-log');
    const row = (
      await screen.findByText('/api/admin/api/v1/document/PKS-2026-0001/revoke')
    ).closest('tr') as HTMLElement;
    expect(within(row).getByText('PUT')).toBeInTheDocument();
    expect(within(row).getByText('200')).toBeInTheDocument();
    expect(within(row).getByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(row).getByText('Super Admin')).toBeInTheDocument();
  });

  it('keeps method, status and path search in the URL and sends them from page 1', async () => {
    const adapter = serve();
    const { router } = renderPage(<HttpLogPage />, '/admin/monitoring/http-log?page=2');
    await screen.findAllByText('Super Admin');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'PUT');
    await userEvent.type(screen.getByRole('textbox', { name: 'Status' }), '404');
    await userEvent.type(screen.getByRole('textbox', { name: 'Path' }), 'revoke{Enter}');
    await waitFor(() =>
      expect(adapter.requests.at(-1)?.params).toEqual({
        page: 1,
        per_page: 10,
        method: 'PUT',
        http_status: 404,
        search: 'revoke',
      }),
    );
    expect(router.state.location.search).toBe('?method=PUT&http_status=404&search=revoke');
  });

  it('says a reversed date range is wrong instead of sending it', async () => {
    const adapter = serve();
    renderPage(
      <HttpLogPage />,
      '/admin/monitoring/http-log?start_date=2026-11-20&end_date=2026-11-01',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end date must not be before the start date.',
    );
    await screen.findAllByRole('row');
    expect(
      adapter.requests.every(
        (request) => !(request.params as Record<string, unknown>)?.['end_date'],
      ),
    ).toBe(true);
  });

  it('opens the detail in the right drawer with the stored headers and bodies as indented JSON', async () => {
    serve();
    renderPage(<HttpLogPage />, '/admin/monitoring/http-log');
    await userEvent.click(await screen.findByRole('button', { name: `Show detail of ${ID}` }));
    const drawer = await screen.findByRole('dialog', { name: 'HTTP Log Detail' });
    expect(await within(drawer).findByText(ID)).toBeInTheDocument();
    expect(within(drawer).getByText('PKS-2026-0001')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Request header')).toHaveTextContent(
      '"authorization": "[REDACTED]"',
    );
    expect(within(drawer).getByLabelText('Request body').textContent).toBe(
      '{\n  "reason": "Wrong counterparty"\n}',
    );
    expect(within(drawer).getByLabelText('Response body')).toHaveTextContent('Document voided');
  });

  it("toasts 'Failed get HTTP log data' and says the log could not be loaded", async () => {
    serve({ list: { status: 500, data: errorBody({ status: 500 }) } });
    renderPage(<HttpLogPage />, '/admin/monitoring/http-log');
    expect(await screen.findByText('The HTTP log could not be loaded')).toBeInTheDocument();
    toasts.expectToast('error', 'Failed get HTTP log data');
  });

  it("toasts 'Failed get HTTP log detail' when the detail fails", async () => {
    serve({ detail: { status: 500, data: errorBody({ status: 500 }) } });
    renderPage(<HttpLogPage />, '/admin/monitoring/http-log');
    await userEvent.click(await screen.findByRole('button', { name: `Show detail of ${ID}` }));
    expect(await screen.findByText('The request could not be loaded')).toBeInTheDocument();
    toasts.expectToast('error', 'Failed get HTTP log detail');
  });
});
