import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { errorBody, serveHttp, sessionUser } from '@esign/api-client/testing';
import type { SessionUser } from '@esign/contract';
import { useSessionStore } from '@esign/session';
import { toaster } from '@esign/ui-kit';
import { renderPage } from '@esign/ui-kit/testing';
import { HomePage } from './home-page';

function user(codes: string[]): SessionUser {
  return sessionUser({
    id: 1,
    name: 'Budi Santoso',
    username: 'superadmin',
    privy_id: 'DEMO001',
    auth_role: { name: 'super_admin', description: 'Super Administrator' },
    roles: [{ name: 'super_admin', description: 'Super Administrator' }],
    permissions: codes,
    fe_permissions: codes,
    notification_topup: true,
  });
}

/** An IntersectionObserver whose targets come near the viewport when a test calls `reach()`. */
class ScrollObserver {
  static last: ScrollObserver | undefined;
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScrollObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve(target: Element) {
    this.targets = this.targets.filter((observed) => observed !== target);
  }
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  reach() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(
      entries as unknown as IntersectionObserverEntry[],
      this as unknown as IntersectionObserver,
    );
  }
}
const realIntersectionObserver = window.IntersectionObserver;
afterEach(() => {
  window.IntersectionObserver = realIntersectionObserver;
  ScrollObserver.last = undefined;
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(toaster, 'create').mockImplementation(() => 'toast');
  serveHttp(() => ({ status: 500, data: errorBody({ status: 500 }) }));
});

describe('HomePage', () => {
  it('greets the user by name with their role and offers named shortcuts, not paths', async () => {
    useSessionStore.setState({ user: user(['home', 'documents', 'documents.sign']) });
    renderPage(<HomePage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Budi Santoso' })).toBeVisible();
    expect(screen.getByText('Signed in as Super Administrator.')).toBeVisible();
    const shortcuts = screen.getByRole('region', { name: 'Pick up where you left off' });
    const link = within(shortcuts).getByRole('link', { name: /Need to Sign/ });
    expect(link).toHaveAttribute('href', '/admin/documents/sign');
    expect(link).toHaveTextContent('Need to SignDocument');
    expect(screen.queryByText('Account usage this month')).not.toBeInTheDocument();
  });

  it('shows the analytics dashboard below the shortcuts to a user holding the analytics code, loading it when scrolled near', async () => {
    window.IntersectionObserver = ScrollObserver as unknown as typeof IntersectionObserver;
    useSessionStore.setState({ user: user(['home', 'monitoring', 'monitoring.analytics']) });
    renderPage(<HomePage />, { path: '/admin' });
    expect(await screen.findByRole('region', { name: 'Go to' })).toBeVisible();
    expect(screen.queryByText('Account usage this month')).not.toBeInTheDocument();

    act(() => ScrollObserver.last?.reach());
    expect(await screen.findByText('Account usage this month')).toBeVisible();
  });
});
