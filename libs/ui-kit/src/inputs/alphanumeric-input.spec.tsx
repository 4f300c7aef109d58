import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../testing/render-with-ui';
import { AlphanumericInput } from './alphanumeric-input';

function Harness() {
  const [value, setValue] = useState('');
  return <AlphanumericInput aria-label="PO number" value={value} onValueChange={setValue} />;
}

describe('AlphanumericInput', () => {
  it('keeps letters, digits and spaces, typed or pasted', async () => {
    renderWithUi(<Harness />);
    const input = screen.getByRole('textbox', { name: 'PO number' });
    await userEvent.type(input, 'PO 1_');
    await userEvent.paste('2/3');
    expect(input).toHaveValue('PO 123');
  });
});
