import { act, screen } from '@testing-library/react';
import { renderWithUi } from '../testing/render-with-ui';
import { toaster } from './toaster-store';

afterEach(() => act(() => toaster.remove()));

describe('Toaster', () => {
  it('renders nothing until the first toast', () => {
    renderWithUi(<p>page</p>);
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
  });

  it('shows toasts in a 400px-wide popup at the top right', async () => {
    renderWithUi(<p>page</p>);
    act(() => {
      toaster.create({ type: 'info', title: 'Your top up is being processed.' });
    });
    const title = await screen.findByText('Your top up is being processed.');
    expect(title.closest('[data-placement]')).toHaveAttribute('data-placement', 'top-end');
    const root = title.closest('[data-part="root"]');
    expect(root && getComputedStyle(root).width).toBe('400px');
  });

  it('shows a toast created before it mounted', async () => {
    act(() => {
      toaster.create({ type: 'success', title: 'Early toast' });
    });
    renderWithUi(<p>page</p>);
    expect(await screen.findByText('Early toast')).toBeInTheDocument();
  });
});
