import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testing/render-with-ui';
import { SharedDialog } from './shared-dialog';

describe('SharedDialog', () => {
  it('shows the title and message with a Close button that closes it', async () => {
    const onClose = jest.fn();
    renderWithUi(
      <SharedDialog
        open
        title="Download complete"
        icon="download-success"
        message="Your file is ready."
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Download complete' });
    expect(dialog).toHaveAccessibleDescription('Your file is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each(['download-success', 'document-signed'] as const)(
    'illustrates the %s message',
    async (icon) => {
      renderWithUi(
        <SharedDialog open title="Done" icon={icon} message="Done." onClose={jest.fn()} />,
      );
      const dialog = await screen.findByRole('dialog');
      const illustration = dialog.querySelector(`[data-icon="${icon}"]`);
      expect(illustration?.querySelector('svg')).toBeInTheDocument();
    },
  );

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    renderWithUi(
      <SharedDialog
        open
        title="Signed"
        icon="document-signed"
        message="Signed."
        onClose={onClose}
      />,
    );
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
