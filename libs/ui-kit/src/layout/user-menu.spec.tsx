import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testing/render-with-ui';
import { UserMenu } from './user-menu';

const user = { name: 'Siti Aisyah', privyId: 'SITI77', roleDescription: 'Finance Officer' };

describe('UserMenu', () => {
  it('shows the initials, the name with the privy id in brackets, and the role', () => {
    renderWithUi(<UserMenu user={user} onLogout={jest.fn()} />);
    // The initials are decoration: the button is named by the full name, id and role.
    const trigger = screen.getByRole('button', { name: 'Siti Aisyah (SITI77) Finance Officer' });
    expect(trigger).toHaveTextContent(/^SA/);
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on click with the focus on Log Out', async () => {
    renderWithUi(<UserMenu user={user} onLogout={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Siti Aisyah/ }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Siti Aisyah/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('logs out with the Log Out item and closes', async () => {
    const onLogout = jest.fn();
    renderWithUi(<UserMenu user={user} onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: /Siti Aisyah/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens with ArrowDown and closes with Escape, returning focus to the button', async () => {
    renderWithUi(<UserMenu user={user} onLogout={jest.fn()} />);
    const trigger = screen.getByRole('button', { name: /Siti Aisyah/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    renderWithUi(
      <>
        <UserMenu user={user} onLogout={jest.fn()} />
        <p>Elsewhere</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Siti Aisyah/ }));
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when Tab moves the focus on', async () => {
    renderWithUi(<UserMenu user={user} onLogout={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Siti Aisyah/ }));
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
