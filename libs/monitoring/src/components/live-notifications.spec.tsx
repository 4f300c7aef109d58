import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, requestPath } from '@esign/api-client/testing';
import { useSessionStore } from '@esign/session';
import { AdminLayout } from '@esign/ui-kit';
import { notification, sessionUser } from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { usePopupStore } from '../model/popup-store';
import { LiveNotifications } from './live-notifications';
import { POPUP_HIDE_MS } from './notification-popups';

/** The browser's EventSource, replaced for these tests by one they drive. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    const event = { data: JSON.stringify(data) } as MessageEvent<string>;
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }
}

const TOKEN = '/api/admin/api/v1/notification/stream-token';

/** The admin header's bell reading the session's count, with the frame's live notifications. */
function Frame() {
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  return (
    <AdminLayout
      menu={[]}
      pathname="/admin"
      user={{ name: user.name, privyId: user.privy_id, roleDescription: 'Signer' }}
      unreadCount={user.unread_notification}
      onLogout={() => undefined}
      poweredBy="Privy"
    >
      <LiveNotifications />
    </AdminLayout>
  );
}

async function openStream() {
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const stream = FakeEventSource.opened[0] as FakeEventSource;
  return stream;
}

beforeEach(() => {
  FakeEventSource.opened = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
  usePopupStore.getState().clear();
  useSessionStore.setState({ user: sessionUser({ unread_notification: 98 }) });
  serveHttp((request) =>
    requestPath(request) === TOKEN
      ? { status: 200, data: { data: { stream_token: 'stream-1', expires_in: 60 } } }
      : { status: 404, data: errorBody({ status: 404 }) },
  );
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'EventSource');
});

describe('LiveNotifications', () => {
  it('opens one stream with a stream token and pops up what it delivers, bumping the badge to 99+', async () => {
    renderPage(<Frame />, '/admin');
    const stream = await openStream();
    expect(stream.url).toBe('/api/admin/api/v1/notification/stream?stream_token=stream-1');
    stream.emit('ready', { unread_count: 99 });
    expect(screen.getByRole('link', { name: '99 unread notifications' })).toBeInTheDocument();
    stream.emit('notification', notification({ id: 5, title: 'Document voided' }));
    expect(screen.getByRole('link', { name: '99+ unread notifications' })).toHaveTextContent('99+');
    const popup = screen.getByRole('status', { name: 'Document voided' });
    expect(within(popup).getByRole('link', { name: 'Document voided' })).toHaveAttribute(
      'href',
      '/admin/documents/rejected/PKS-2026-0001',
    );
  });

  it('stacks at most three popups, newest on top, each dismissable', async () => {
    renderPage(<Frame />, '/admin');
    const stream = await openStream();
    for (const id of [1, 2, 3, 4])
      stream.emit('notification', notification({ id, title: `N${id}` }));
    const region = screen.getByLabelText('New notifications');
    expect(
      within(region)
        .getAllByRole('status')
        .map((popup) => popup.getAttribute('aria-label')),
    ).toEqual(['N4', 'N3', 'N2']);
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss N3' }));
    expect(
      within(region)
        .getAllByRole('status')
        .map((popup) => popup.getAttribute('aria-label')),
    ).toEqual(['N4', 'N2']);
  });

  it('hides a popup by itself after about eight seconds', async () => {
    jest.useFakeTimers();
    try {
      renderPage(<Frame />, '/admin');
      await act(() => jest.advanceTimersByTimeAsync(0));
      const stream = FakeEventSource.opened[0] as FakeEventSource;
      stream.emit('notification', notification({ id: 1, title: 'Soon gone' }));
      expect(screen.getByRole('status', { name: 'Soon gone' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(POPUP_HIDE_MS - 1));
      expect(screen.getByRole('status', { name: 'Soon gone' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.queryByRole('status', { name: 'Soon gone' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes the stream when the user signs out', async () => {
    renderPage(<Frame />, '/admin');
    const stream = await openStream();
    act(() => useSessionStore.getState().clear());
    expect(stream.closed).toBe(true);
  });
});
