import { act, screen } from '@testing-library/react';
import { renderWithUi } from '../testing/render-with-ui';
import { notifySuccess } from './notify-success';
import { toaster } from './toaster-store';

afterEach(() => act(() => toaster.remove()));

describe('notifySuccess', () => {
  it('pops up a success toast with the title and description', async () => {
    renderWithUi(<p>page</p>);
    act(() => {
      notifySuccess('Successfully download document!', 'Contract.pdf');
    });
    const title = await screen.findByText('Successfully download document!');
    expect(screen.getByText('Contract.pdf')).toBeInTheDocument();
    expect(title.closest('[data-type]')).toHaveAttribute('data-type', 'success');
  });

  it('can be dismissed with its close button', async () => {
    renderWithUi(<p>page</p>);
    act(() => {
      notifySuccess('Successfully download list!');
    });
    expect(await screen.findByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });
});
