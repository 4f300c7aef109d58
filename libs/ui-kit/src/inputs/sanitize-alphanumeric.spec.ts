import { sanitizeAlphanumeric } from './sanitize-alphanumeric';

describe('sanitizeAlphanumeric', () => {
  it('keeps letters, digits and spaces', () => {
    expect(sanitizeAlphanumeric('Branch 12 Jakarta')).toBe('Branch 12 Jakarta');
  });

  it('drops underscores and punctuation, typed or pasted', () => {
    expect(sanitizeAlphanumeric('PO_2024/07-001#')).toBe('PO202407001');
  });
});
