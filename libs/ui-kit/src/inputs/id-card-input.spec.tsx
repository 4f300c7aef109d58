import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../testing/render-with-ui';
import { IdCardInput } from './id-card-input';

function Harness() {
  const [value, setValue] = useState('');
  return <IdCardInput aria-label="ID card" value={value} onValueChange={setValue} />;
}

describe('IdCardInput', () => {
  it('keeps letters and digits only, typed or pasted', async () => {
    renderWithUi(<Harness />);
    const input = screen.getByRole('textbox', { name: 'ID card' });
    await userEvent.type(input, 'A1 ');
    await userEvent.paste('3174-0912');
    expect(input).toHaveValue('A131740912');
  });
});
