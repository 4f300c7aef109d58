import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlertStore } from '@esign/api-client';
import { errorBody, requestPath, type MockReply } from '@esign/api-client/testing';
import { useSessionStore } from '@esign/session';
import { notification, pagination, sessionUser } from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { spyToasts } from '../testing/spy-toasts';
import { NotificationPage } from './notification-page';

const LIST = '/api/admin/api/v1/notification';
const ME = '/api/admin/api/v1/user/me';

type Overrides = Partial<Record<string, MockReply>>;

function serve(overrides: Overrides = {}) {
  // The server's state: a mark makes the next list read what it marked.
  let rows = [
    notification({ id: 2, title: 'Your turn to sign', is_read: false }),
    notification({
      id: 1,
      title: 'Top-up approved',
      is_read: true,
      read_at: '2026-11-20T04:00:00.000Z',
      link: null,
    }),
  ];
  return serveHttp((request) => {
    const key = `${request.method?.toUpperCase()} ${requestPath(request)}`;
    const override = overrides[key];
    if (override) return override;
    switch (key) {
      case `GET ${LIST}`: {
        const unread_count = rows.filter((row) => !row.is_read).length;
        return {
          status: 200,
          data: {
            data: { data: { data: rows, unread_count } },
            meta: { pagination: pagination(2) },
          },
        };
      }
      case `PUT ${LIST}/2`:
      case `PUT ${LIST}`:
        rows = rows.map((row) => ({ ...row, is_read: true }));
        return { status: 200, data: { data: { message: 'ok', unread_count: 0 } } };
      case `PUT ${ME}`:
        return {
          status: 200,
          data: {
            data: { user: sessionUser({ unread_notification: 1, notification_topup: false }) },
          },
        };
      default:
        return { status: 404, data: errorBody({ status: 404 }) };
    }
  });
}

let toasts: ReturnType<typeof spyToasts>;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  toasts = spyToasts();
  useAlertStore.getState().clear();
  useSessionStore.setState({ user: sessionUser({ unread_notification: 5 }) });
});

const unreadCount = () => useSessionStore.getState().user?.unread_notification;

describe('NotificationPage', () => {
  it('lists notifications newest first with their time as DD/MM/YYYY HH:mm and unread ones marked', async () => {
    serve();
    renderPage(<NotificationPage />, '/admin/notification');
    const items = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent(/^Unread: Your turn to sign/);
    expect(items[1]).toHaveTextContent(/^Top-up approved/);
    expect(within(items[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your turn to sign' })).toHaveAttribute(
      'href',
      '/admin/documents/rejected/PKS-2026-0001',
    );
    // The list's unread count corrects the header's badge.
    expect(unreadCount()).toBe(1);
  });

  it('marks one read and moves the header count at once', async () => {
    const adapter = serve();
    renderPage(<NotificationPage />, '/admin/notification');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark Your turn to sign as read' }),
    );
    await waitFor(() => expect(unreadCount()).toBe(0));
    expect(adapter.requests.some((r) => r.method === 'put' && requestPath(r) === `${LIST}/2`)).toBe(
      true,
    );
  });

  it('marks all read and clears the header count', async () => {
    const adapter = serve();
    renderPage(<NotificationPage />, '/admin/notification');
    await screen.findByText('Top-up approved');
    await userEvent.click(screen.getByRole('button', { name: /Mark all as read/ }));
    await waitFor(() => expect(unreadCount()).toBe(0));
    expect(adapter.requests.some((r) => r.method === 'put' && requestPath(r) === LIST)).toBe(true);
  });

  it("toasts 'Failed to retreive notification list. Please try again' and says the list could not load", async () => {
    serve({ [`GET ${LIST}`]: { status: 500, data: errorBody({ status: 500 }) } });
    renderPage(<NotificationPage />, '/admin/notification');
    expect(await screen.findByText('The notifications could not be loaded')).toBeInTheDocument();
    toasts.expectToast('error', 'Failed to retreive notification list. Please try again');
  });

  it("toasts 'Failed to read notification. Please try again' and keeps the count when a mark fails", async () => {
    serve({ [`PUT ${LIST}/2`]: { status: 500, data: errorBody({ status: 500 }) } });
    renderPage(<NotificationPage />, '/admin/notification');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark Your turn to sign as read' }),
    );
    await waitFor(() =>
      toasts.expectToast('error', 'Failed to read notification. Please try again'),
    );
    expect(unreadCount()).toBe(1);
  });

  it("toasts 'Failed to mark all notification as read. Please try again' when mark-all fails", async () => {
    serve({ [`PUT ${LIST}`]: { status: 500, data: errorBody({ status: 500 }) } });
    renderPage(<NotificationPage />, '/admin/notification');
    await screen.findByText('Top-up approved');
    await userEvent.click(screen.getByRole('button', { name: /Mark all as read/ }));
    await waitFor(() =>
      toasts.expectToast('error', 'Failed to mark all notification as read. Please try again'),
    );
  });

  it('saves the top-up setting with PUT user/me and shows the saved value', async () => {
    const adapter = serve();
    renderPage(<NotificationPage />, '/admin/notification');
    const toggle = await screen.findByRole('checkbox', {
      name: 'Notify me when a top-up is processed',
    });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(useSessionStore.getState().user?.notification_topup).toBe(false));
    const put = adapter.requests.find((r) => r.method === 'put' && requestPath(r) === ME);
    expect(JSON.parse(String(put?.data))).toEqual({ notification_topup: false });
  });

  it("toasts 'Failed notification topup' and keeps the setting when saving fails", async () => {
    serve({ [`PUT ${ME}`]: { status: 500, data: errorBody({ status: 500 }) } });
    renderPage(<NotificationPage />, '/admin/notification');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Notify me when a top-up is processed' }),
    );
    await waitFor(() => toasts.expectToast('error', 'Failed notification topup'));
    expect(useSessionStore.getState().user?.notification_topup).toBe(true);
  });
});
