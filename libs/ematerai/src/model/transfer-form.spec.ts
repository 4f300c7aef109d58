import { parseTransferForm } from './transfer-form';

describe('parseTransferForm', () => {
  it('names every missing field', () => {
    expect(parseTransferForm({ source: '', recipient: '', amount: '' })).toEqual({
      errors: {
        source_cost_center_id: 'Choose the source cost center',
        recipient_cost_center_id: 'Choose the recipient cost center',
        amount: 'Enter the number of stamps',
      },
    });
  });

  it('refuses the same cost center on both sides and a zero amount', () => {
    expect(parseTransferForm({ source: '1', recipient: '1', amount: '0' })).toEqual({
      errors: {
        recipient_cost_center_id: 'Must differ from the source cost center',
        amount: 'Must be at least 1',
      },
    });
  });

  it('refuses more stamps than the source holds', () => {
    expect(parseTransferForm({ source: '1', recipient: '2', amount: '1.501' }, 1500)).toEqual({
      errors: { amount: 'Must not exceed the source balance' },
    });
  });

  it('reads a dotted amount into the request body', () => {
    expect(parseTransferForm({ source: '1', recipient: '2', amount: '1.200' }, 1500)).toEqual({
      body: { source_cost_center_id: 1, recipient_cost_center_id: 2, amount: 1200 },
    });
  });
});
