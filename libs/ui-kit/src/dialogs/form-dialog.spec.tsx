import { Input } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { renderWithUi } from '../testing/render-with-ui';
import { FormDialog, type FormDialogProps } from './form-dialog';

function NameDialog(props: Partial<FormDialogProps>) {
  const second = useRef<HTMLInputElement>(null);
  return (
    <FormDialog
      open
      title="Add Category"
      onClose={jest.fn()}
      onSubmit={jest.fn()}
      initialFocusRef={second}
      {...props}
    >
      <Input aria-label="Name" />
      <Input aria-label="Code" ref={second} />
    </FormDialog>
  );
}

afterEach(() => jest.restoreAllMocks());

describe('FormDialog', () => {
  it('shows the title, the body and Cancel and Save', async () => {
    renderWithUi(<NameDialog />);
    expect(await screen.findByRole('dialog', { name: 'Add Category' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('submits with the submit button', async () => {
    const onSubmit = jest.fn();
    renderWithUi(<NameDialog onSubmit={onSubmit} submitLabel="Reject" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits when Enter is pressed in a field', async () => {
    const onSubmit = jest.fn();
    renderWithUi(<NameDialog onSubmit={onSubmit} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Finance{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('focuses the field it is given when it opens', async () => {
    // The focus trap only focuses what has a layout box; jsdom lays nothing out.
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    renderWithUi(<NameDialog />);
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveFocus());
  });

  it('disables every control and submits nothing while pending', async () => {
    const onSubmit = jest.fn();
    renderWithUi(<NameDialog onSubmit={onSubmit} pending />);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    name.closest('form')?.requestSubmit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays open on Escape while pending', async () => {
    const onClose = jest.fn();
    renderWithUi(<NameDialog onClose={onClose} pending />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Cancel and with Escape when nothing is pending', async () => {
    const onClose = jest.fn();
    renderWithUi(<NameDialog onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('does not submit while the submit button is disabled', async () => {
    const onSubmit = jest.fn();
    renderWithUi(<NameDialog onSubmit={onSubmit} submitDisabled />);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('announces a form error in its slot', async () => {
    renderWithUi(<NameDialog error="The server refused the category" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server refused the category');
  });

  it('without onSubmit, shows only the body, which brings its own buttons', async () => {
    renderWithUi(
      <FormDialog open title="Sign Document" onClose={jest.fn()}>
        <button type="button">Verify</button>
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign Document' });
    expect(dialog.querySelector('form')).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Verify']);
  });
});
