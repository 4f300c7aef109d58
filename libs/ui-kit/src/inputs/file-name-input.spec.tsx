import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../testing/render-with-ui';
import { FileNameInput } from './file-name-input';

function Harness({ strict }: { strict?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <FileNameInput aria-label="File name" value={value} onValueChange={setValue} strict={strict} />
  );
}

describe('FileNameInput', () => {
  it('keeps letters, digits, underscore, dot, hyphen and space', async () => {
    renderWithUi(<Harness />);
    const input = screen.getByRole('textbox', { name: 'File name' });
    await userEvent.type(input, 'my file/');
    await userEvent.paste('_v1.2-x?');
    expect(input).toHaveValue('my file_v1.2-x');
  });

  it('refuses spaces in strict mode', async () => {
    renderWithUi(<Harness strict />);
    const input = screen.getByRole('textbox', { name: 'File name' });
    await userEvent.type(input, 'my file');
    expect(input).toHaveValue('myfile');
  });

  it('drops spaces from pasted text in strict mode', async () => {
    renderWithUi(<Harness strict />);
    const input = screen.getByRole('textbox', { name: 'File name' });
    await userEvent.click(input);
    await userEvent.paste('final copy v2.pdf');
    expect(input).toHaveValue('finalcopyv2.pdf');
  });
});
