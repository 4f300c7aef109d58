import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { UiProvider } from '../provider/ui-provider';
import { adminMenu } from '../testing/admin-menu';
import { renderWithUi } from '../testing/render-with-ui';
import { SidebarNav } from './sidebar-nav';

describe('SidebarNav', () => {
  it('marks the active entry as the current page and opens its parent', () => {
    renderWithUi(
      <SidebarNav
        menu={adminMenu}
        pathname="/admin/ematerai/topup-balance/add"
        poweredBy="PrivyID"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Top Up Balance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Digital Meterai' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(nav).getByRole('button', { name: 'Document' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('collapses and expands a parent with its button', async () => {
    renderWithUi(
      <SidebarNav menu={adminMenu} pathname="/admin/documents/sign" poweredBy="PrivyID" />,
    );
    const toggle = screen.getByRole('button', { name: 'Document' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Need to Sign' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Need to Sign' })).toBeInTheDocument();
  });

  it('reopens a collapsed group when navigation lands inside it, keeping groups the user opened', async () => {
    const view = (pathname: string) => (
      <MemoryRouter>
        <UiProvider>
          <SidebarNav menu={adminMenu} pathname={pathname} poweredBy="PrivyID" />
        </UiProvider>
      </MemoryRouter>
    );
    const { rerender } = render(view('/admin/documents/sign'));
    await userEvent.click(screen.getByRole('button', { name: 'Document' }));
    await userEvent.click(screen.getByRole('button', { name: 'Digital Meterai' }));
    expect(screen.getByRole('button', { name: 'Document' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    rerender(view('/admin/documents/completed'));
    expect(screen.getByRole('button', { name: 'Document' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Digital Meterai' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('reports a followed link so a drawer can close', async () => {
    const onNavigate = jest.fn();
    renderWithUi(
      <SidebarNav menu={adminMenu} pathname="/admin" poweredBy="PrivyID" onNavigate={onNavigate} />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Upload Document' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it("ends with 'Powered by' the provider", () => {
    renderWithUi(<SidebarNav menu={adminMenu} pathname="/admin" poweredBy="PrivyID" />);
    expect(screen.getByText('Powered by PrivyID')).toBeInTheDocument();
  });
});
