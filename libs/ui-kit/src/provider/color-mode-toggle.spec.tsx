import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testing/render-with-ui';
import { ColorModeToggle } from './color-mode-toggle';

afterEach(() => localStorage.clear());

describe('ColorModeToggle', () => {
  it('switches to dark mode and back, naming the mode it switches to', async () => {
    renderWithUi(<ColorModeToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).toHaveClass('light');
  });

  it('remembers the choice', async () => {
    renderWithUi(<ColorModeToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
