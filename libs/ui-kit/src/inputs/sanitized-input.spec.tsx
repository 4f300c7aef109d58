import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../testing/render-with-ui';
import { SanitizedInput } from './sanitized-input';

const upperOnly = (raw: string) => raw.replace(/[^A-Z]/g, '');

function Controlled({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SanitizedInput
      aria-label="Code"
      value={value}
      sanitize={upperOnly}
      onValueChange={(next) => {
        onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('SanitizedInput', () => {
  it('reports the sanitised value of each keystroke', async () => {
    const onValueChange = jest.fn();
    renderWithUi(<Controlled onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'Ab');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith('A');
  });

  it('blocks a keystroke the sanitiser refuses, leaving the value unchanged', async () => {
    renderWithUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, 'AB1c');
    expect(input).toHaveValue('AB');
  });

  it('cleans pasted text', async () => {
    renderWithUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.click(input);
    await userEvent.paste('x-Y-z-Q');
    expect(input).toHaveValue('YQ');
  });

  it('cleans a value set in one change, such as browser autofill', () => {
    renderWithUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    fireEvent.change(input, { target: { value: 'a1B2C' } });
    expect(input).toHaveValue('BC');
  });
});

describe('SanitizedInput caret', () => {
  it('keeps the caret after a blocked keystroke typed in the middle of the text', async () => {
    renderWithUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, 'AC');
    await userEvent.type(input, '1', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('AC');
    expect(input).toHaveProperty('selectionStart', 1);
  });

  it('puts the caret after the kept part of text pasted in the middle', async () => {
    renderWithUi(<Controlled />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code' });
    await userEvent.type(input, 'AZ');
    input.setSelectionRange(1, 1);
    await userEvent.paste('b-C-d-E');
    expect(input).toHaveValue('ACEZ');
    expect(input).toHaveProperty('selectionStart', 3);
  });
});
