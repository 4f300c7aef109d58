import { initialsOf } from './initials-of';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Budi Santoso')).toBe('BS');
    expect(initialsOf('Siti Nur Aisyah')).toBe('SA');
  });

  it('takes one letter from a single name', () => {
    expect(initialsOf('Admin')).toBe('A');
  });

  it('upper-cases and ignores extra whitespace', () => {
    expect(initialsOf('  dewi   lestari ')).toBe('DL');
  });

  it("returns '?' for an empty name", () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('   ')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });
});
