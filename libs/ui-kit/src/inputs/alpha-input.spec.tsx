import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../testing/render-with-ui';
import { AlphaInput } from './alpha-input';

function Harness() {
  const [value, setValue] = useState('');
  return <AlphaInput aria-label="Name" value={value} onValueChange={setValue} />;
}

describe('AlphaInput', () => {
  it('keeps letters, spaces and underscores, typed or pasted', async () => {
    renderWithUi(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Ab 1_');
    await userEvent.paste('c-2d');
    expect(input).toHaveValue('Ab _cd');
  });
});
