import { sanitizeFileName } from './sanitize-file-name';

describe('sanitizeFileName', () => {
  it('keeps letters, digits, underscore, dot, hyphen and space', () => {
    expect(sanitizeFileName('Contract_v2.1-final copy')).toBe('Contract_v2.1-final copy');
  });

  it('drops other characters, typed or pasted', () => {
    expect(sanitizeFileName('a/b\\c:d*e?f"g<h>i|j')).toBe('abcdefghij');
  });

  it('drops spaces too in strict mode', () => {
    expect(sanitizeFileName('final copy.pdf', true)).toBe('finalcopy.pdf');
    expect(sanitizeFileName('a_b-c.d', true)).toBe('a_b-c.d');
  });
});
