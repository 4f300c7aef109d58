import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testing/render-with-ui';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('asks "Are you sure?" with Cancel and Confirm by default', async () => {
    renderWithUi(<ConfirmDialog open onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('calls onConfirm when Confirm is pressed', async () => {
    const onConfirm = jest.fn();
    renderWithUi(<ConfirmDialog open onConfirm={onConfirm} onCancel={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const onCancel = jest.fn();
    renderWithUi(<ConfirmDialog open onConfirm={jest.fn()} onCancel={onCancel} />);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
  });
});

describe('ConfirmDialog options', () => {
  it('cancels with the Cancel button', async () => {
    const onCancel = jest.fn();
    renderWithUi(<ConfirmDialog open onConfirm={jest.fn()} onCancel={onCancel} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the given title, text and button labels', async () => {
    renderWithUi(
      <ConfirmDialog
        open
        title="Void document"
        text="The signers will no longer be able to sign."
        confirmLabel="Void"
        cancelLabel="Keep"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Void document' });
    expect(dialog).toHaveAccessibleDescription('The signers will no longer be able to sign.');
    expect(screen.getByRole('button', { name: 'Void' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it('is 500px wide by default and takes another width', async () => {
    const { unmount } = renderWithUi(
      <ConfirmDialog open onConfirm={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(getComputedStyle(await screen.findByRole('alertdialog')).maxWidth).toBe('500px');
    unmount();
    renderWithUi(<ConfirmDialog open width={640} onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(getComputedStyle(await screen.findByRole('alertdialog')).maxWidth).toBe('640px');
  });

  it('disables Confirm while loading so the action cannot be sent twice', async () => {
    const onConfirm = jest.fn();
    renderWithUi(<ConfirmDialog open loading onConfirm={onConfirm} onCancel={jest.fn()} />);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderWithUi(<ConfirmDialog open={false} onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('uses the red palette for a destructive action', async () => {
    renderWithUi(<ConfirmDialog open destructive onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(getComputedStyle(confirm).getPropertyValue('--chakra-colors-color-palette-solid')).toBe(
      'var(--chakra-colors-red-solid)',
    );
  });
});
