import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../testing/render-with-ui';
import { MultipleEmailInput } from './multiple-email-input';

function Harness() {
  const [value, setValue] = useState('');
  return <MultipleEmailInput aria-label="Recipients" value={value} onValueChange={setValue} />;
}

describe('MultipleEmailInput', () => {
  it('turns a typed space into a comma and collapses repeated commas', async () => {
    renderWithUi(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Recipients' });
    await userEvent.type(input, 'a@x.id ,b@x.id');
    expect(input).toHaveValue('a@x.id,b@x.id');
  });

  it('separates a pasted, space-separated list with commas', async () => {
    renderWithUi(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Recipients' });
    await userEvent.click(input);
    await userEvent.paste('a@x.id  b@x.id');
    expect(input).toHaveValue('a@x.id,b@x.id');
  });
});
