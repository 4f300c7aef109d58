import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../testing/render-with-ui';
import { NumericInput } from './numeric-input';

function Harness() {
  const [value, setValue] = useState('');
  return <NumericInput aria-label="Line item" value={value} onValueChange={setValue} />;
}

describe('NumericInput', () => {
  it('accepts digits only and strips pasted text to its digits', async () => {
    renderWithUi(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Line item' });
    await userEvent.type(input, '1a2');
    await userEvent.paste(' 3-4 ');
    expect(input).toHaveValue('1234');
  });

  it('asks phones for the numeric keyboard', () => {
    renderWithUi(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Line item' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
  });
});
