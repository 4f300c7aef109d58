import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../testing/render-with-ui';
import { ThousandDotInput } from './thousand-dot-input';

function Harness({ max }: { max?: number }) {
  const [value, setValue] = useState('');
  return <ThousandDotInput aria-label="Amount" value={value} onValueChange={setValue} max={max} />;
}

describe('ThousandDotInput', () => {
  it('groups typed digits with dots', async () => {
    renderWithUi(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1234567');
    expect(input).toHaveValue('1.234.567');
  });

  it('stops accepting digits once the maximum is reached', async () => {
    renderWithUi(<Harness max={5000} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '50009');
    expect(input).toHaveValue('5.000');
  });

  it('truncates pasted digits to the length of the maximum', async () => {
    renderWithUi(<Harness max={5000} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.click(input);
    await userEvent.paste('123456789');
    expect(input).toHaveValue('1.234');
  });
});
