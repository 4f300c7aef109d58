import { act, screen } from '@testing-library/react';
import { renderWithUi } from '../testing/render-with-ui';
import { notifyError } from './notify-error';
import { toaster } from './toaster-store';

afterEach(() => act(() => toaster.remove()));

describe('notifyError', () => {
  it('pops up an error toast with the title and the message as description', async () => {
    renderWithUi(<p>page</p>);
    act(() => {
      notifyError('Failed get document list', 'Data not found. Please try again later...');
    });
    const title = await screen.findByText('Failed get document list');
    expect(screen.getByText('Data not found. Please try again later...')).toBeInTheDocument();
    expect(title.closest('[data-type]')).toHaveAttribute('data-type', 'error');
  });

  it('returns the id of the toast so it can be dismissed', async () => {
    renderWithUi(<p>page</p>);
    let id = '';
    act(() => {
      id = notifyError('Failed reject document');
    });
    await screen.findByText('Failed reject document');
    expect(toaster.isVisible(id)).toBe(true);
  });
});
