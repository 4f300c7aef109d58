import { Input } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../testing/render-with-ui';
import { FormField } from './form-field';
import { NumericInput } from './numeric-input';

describe('FormField', () => {
  it('labels the input inside it', () => {
    renderWithUi(
      <FormField label="PO number">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'PO number' })).toBeInTheDocument();
  });

  it('marks a required field and its input', () => {
    renderWithUi(
      <FormField label="Amount" required>
        <NumericInput value="" onValueChange={jest.fn()} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Amount/ });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toBeInTheDocument();
  });

  it('describes the input with its helper text', () => {
    renderWithUi(
      <FormField label="Amount" helperText="In rupiah">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'In rupiah',
    );
  });

  it('marks the input invalid and links it to the error text', () => {
    renderWithUi(
      <FormField label="Amount" errorText="Amount is required">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleErrorMessage('Amount is required');
  });

  it('shows no error text while the field is valid', () => {
    renderWithUi(
      <FormField label="Amount">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).not.toBeInvalid();
  });
});
