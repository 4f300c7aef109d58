import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { errorBody, serveHttp } from '@esign/api-client/testing';
import type { SessionUser } from '@esign/contract';
import { useSessionStore } from '@esign/session';
import { toaster } from '@esign/ui-kit';
import { renderPage } from '@esign/ui-kit/testing';
import { HomePage } from './home-page';

function user(codes: string[]): SessionUser {
  return {
    id: 1,
    name: 'Budi Santoso',
    username: 'superadmin',
    email: 'budi@example.test',
    privy_id: 'DEMO001',
    user_type: 0,
    auth_role: { name: 'super_admin', description: 'Super Administrator' },
    roles: [{ name: 'super_admin', description: 'Super Administrator' }],
    permissions: codes,
    fe_permissions: codes,
    unread_notification: 0,
    notification_topup: true,
  };
}

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

  it('shows the analytics dashboard to a user holding the analytics code', async () => {
    useSessionStore.setState({ user: user(['home', 'monitoring', 'monitoring.analytics']) });
    renderPage(<HomePage />, { path: '/admin' });
    expect(await screen.findByText('Account usage this month')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Go to' })).toBeVisible();
  });
});
