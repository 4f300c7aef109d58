import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlertStore } from '@esign/api-client';
import { errorBody, requestPath, type MockReply } from '@esign/api-client/testing';
import { activityLog, pagination } from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { spyToasts } from '../testing/spy-toasts';
import { ActivityLogPage } from './activity-log-page';

const LIST = '/api/admin/api/v1/log/activity';
const USERS = '/api/tools/api/v1/dropdown/user';

function serve(list?: MockReply) {
  return serveHttp((request) => {
    const path = requestPath(request);
    if (path === LIST)
      return (
        list ?? {
          status: 200,
          data: { data: { logs: [activityLog()] }, meta: { pagination: pagination(1) } },
        }
      );
    if (path === USERS) {
      const search = (request.params as { search?: string }).search;
      const users = [
        { id: 1, name: 'Super Admin', privy_id: 'demo001', email: 'admin@example.test' },
        { id: 3, name: 'Sari Signer', privy_id: 'demo003', email: 'signer@example.test' },
      ].filter((user) => !search || user.name.toLowerCase().includes(search.toLowerCase()));
      return { status: 200, data: { data: { data: users } } };
    }
    return { status: 404, data: errorBody({ status: 404 }) };
  });
}

let toasts: ReturnType<typeof spyToasts>;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  toasts = spyToasts();
  useAlertStore.getState().clear();
});

describe('ActivityLogPage', () => {
  it('shows who did what and when', async () => {
    serve();
    renderPage(<ActivityLogPage />, '/admin/monitoring/activity-log');
    const row = (await screen.findByText('Voided document PKS-2026-0001')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Super Admin')).toBeInTheDocument();
    expect(within(row).getByText('DEMO001')).toBeInTheDocument();
    expect(within(row).getByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('filters by a user picked from the users dropdown and by text, kept in the URL', async () => {
    const adapter = serve();
    const { router } = renderPage(<ActivityLogPage />, '/admin/monitoring/activity-log');
    await screen.findByText('Voided document PKS-2026-0001');
    await userEvent.type(screen.getByRole('textbox', { name: 'Find user' }), 'sari{Enter}');
    const picker = screen.getByRole('combobox', { name: 'User' });
    await waitFor(() => expect(within(picker).queryByText('Super Admin (DEMO001)')).toBeNull());
    await userEvent.selectOptions(picker, 'Sari Signer (DEMO003)');
    await userEvent.type(screen.getByRole('textbox', { name: 'Activity' }), 'voided{Enter}');
    await waitFor(() =>
      expect(
        adapter.requests.filter((request) => requestPath(request) === LIST).at(-1)?.params,
      ).toEqual({ page: 1, per_page: 10, user_id: 3, search: 'voided' }),
    );
    expect(router.state.location.search).toBe('?user_id=3&search=voided');
  });

  it("toasts 'Failed get activity log data' and says the log could not be loaded", async () => {
    serve({ status: 500, data: errorBody({ status: 500 }) });
    renderPage(<ActivityLogPage />, '/admin/monitoring/activity-log');
    expect(await screen.findByText('The activity log could not be loaded')).toBeInTheDocument();
    toasts.expectToast('error', 'Failed get activity log data');
  });
});
