import { sanitizeAlpha } from './sanitize-alpha';

describe('sanitizeAlpha', () => {
  it('keeps letters, spaces and underscores', () => {
    expect(sanitizeAlpha('Budi Santoso_Jr')).toBe('Budi Santoso_Jr');
  });

  it('drops digits and punctuation, typed or pasted', () => {
    expect(sanitizeAlpha('Budi1')).toBe('Budi');
    expect(sanitizeAlpha("O'Neil-Smith, 3rd!")).toBe('ONeilSmith rd');
  });

  it('drops letters outside A–Z', () => {
    expect(sanitizeAlpha('José')).toBe('Jos');
  });
});
