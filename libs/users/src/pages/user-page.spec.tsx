import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, requestBody, requestPath } from '@esign/api-client/testing';
import { notifyError } from '@esign/ui-kit';
import { externalUser, internalUser, pagination } from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { UserPage } from './user-page';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const USERS = '/api/admin/api/v1/master-data/user';
const EXTERNAL = '/api/admin/api/v1/master-data/external-user';
const CHECK = '/api/tools/api/v1/checker/email';

const users = [
  internalUser({ privy_id: 'demo002' }),
  internalUser({ id: 8, privy_id: 'DEMO111', name: 'Lukman Hakim', is_active: false }),
];
const userList = {
  status: 200,
  data: { data: { user: users }, meta: { pagination: pagination() } },
};

beforeEach(() => {
  jest.mocked(notifyError).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('UserPage, internal users', () => {
  it('lists users with the PrivyID in upper case, offices, type and status', async () => {
    serveHttp(() => userList);
    renderPage(<UserPage />);
    expect(await screen.findByText('DEMO002')).toBeInTheDocument();
    expect(screen.getAllByText('LGL - Legal & Compliance')).toHaveLength(2);
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    // A deactivated user cannot be deleted again.
    expect(screen.queryByRole('button', { name: 'Delete Lukman Hakim' })).toBeNull();
  });

  it("shows 'Failed to get user data' when the list fails", async () => {
    serveHttp(() => ({ status: 500, data: errorBody({ status: 500, error: 'Down' }) }));
    renderPage(<UserPage />);
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Failed to get user data', 'Down'),
    );
  });

  it('deletes after a confirmation, and names the failure in its toast', async () => {
    const adapter = serveHttp((request) =>
      request.method === 'delete'
        ? {
            status: 409,
            data: errorBody({ status: 409, error: 'This is the last super administrator' }),
          }
        : userList,
    );
    renderPage(<UserPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Siti Rahayu' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Failed to deleted user. Please try again.',
        'This is the last super administrator',
      ),
    );
    const sent = adapter.requests.find((request) => request.method === 'delete');
    expect(sent && requestPath(sent)).toBe(`${USERS}/7`);
  });

  it('checks the e-mail once typing pauses and says when it is taken', async () => {
    const adapter = serveHttp((request) => {
      if (request.url?.endsWith('checker/email'))
        return { status: 200, data: { data: { is_exist: true } } };
      if (request.url?.includes('dropdown')) return { status: 200, data: { data: [] } };
      return userList;
    });
    renderPage(<UserPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Add User/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'Siti@Corp.id');
    // The check waits for typing to pause, then for its answer.
    expect(
      await within(dialog).findByText('Email already exists', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const checks = adapter.requests.filter((request) => requestPath(request) === CHECK);
    expect(checks).toHaveLength(1);
    expect(checks[0] && requestBody(checks[0])).toEqual({ email: 'siti@corp.id' });
  });

  it("shows 'Failed to user email. Please try again.' when the check fails", async () => {
    serveHttp((request) => {
      if (request.url?.endsWith('checker/email'))
        return { status: 500, data: errorBody({ status: 500, error: 'Down' }) };
      if (request.url?.includes('dropdown')) return { status: 200, data: { data: [] } };
      return userList;
    });
    renderPage(<UserPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Add User/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'a@corp.id');
    await waitFor(
      () =>
        expect(notifyError).toHaveBeenCalledWith('Failed to user email. Please try again.', 'Down'),
      { timeout: 5000 },
    );
  });

  it("shows 'Failed get detail user data' when the user to edit cannot be read", async () => {
    serveHttp((request) => {
      if (request.url?.endsWith('/7'))
        return { status: 500, data: errorBody({ status: 500, error: 'Down' }) };
      if (request.url?.includes('dropdown')) return { status: 200, data: { data: [] } };
      return userList;
    });
    renderPage(<UserPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Siti Rahayu' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Failed get detail user data', 'Down'),
    );
  });
});

describe('UserPage, external users', () => {
  const externalList = {
    status: 200,
    data: { data: [externalUser()], meta: { pagination: pagination({ total: 1, count: 1 }) } },
  };

  it("adds one, and shows 'Failed add user account. Please try again.' on failure", async () => {
    const adapter = serveHttp((request) =>
      request.method === 'post'
        ? { status: 409, data: errorBody({ status: 409, error: 'Email already exists' }) }
        : externalList,
    );
    renderPage(<UserPage />, '/admin/setting/user?tab=external');
    await userEvent.click(await screen.findByRole('button', { name: /Add External User/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add External User' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /PrivyID/ }), 'ext9-9');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Guest 1 Signer');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'g@partner.id');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Failed add user account. Please try again.',
        'Email already exists',
      ),
    );
    const post = adapter.requests.find((request) => request.method === 'post');
    expect(post && requestPath(post)).toBe(EXTERNAL);
    expect(post && requestBody(post)).toEqual({
      privy_id: 'EXT99',
      name: 'Guest  Signer',
      email: 'g@partner.id',
    });
  });

  it('deletes after a confirmation and shows its §8 title on failure', async () => {
    serveHttp((request) =>
      request.method === 'delete'
        ? { status: 500, data: errorBody({ status: 500, error: 'Down' }) }
        : externalList,
    );
    renderPage(<UserPage />, '/admin/setting/user?tab=external');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Maya Anggraini' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Failed delete user account. Please try again.',
        'Down',
      ),
    );
  });

  it("shows 'Failed get user account data. Please try again.' when the list fails", async () => {
    serveHttp(() => ({ status: 500, data: errorBody({ status: 500, error: 'Down' }) }));
    renderPage(<UserPage />, '/admin/setting/user?tab=external');
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Failed get user account data. Please try again.',
        'Down',
      ),
    );
  });
});
