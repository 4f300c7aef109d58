import { truncate } from './truncate';

describe('truncate', () => {
  it('leaves text of up to 50 characters unchanged by default', () => {
    const fifty = 'x'.repeat(50);
    expect(truncate(fifty)).toBe(fifty);
  });

  it('cuts text longer than 50 characters and appends "..."', () => {
    expect(truncate('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
  });

  it('uses the given length', () => {
    expect(truncate('Hello world', 5)).toBe('Hello...');
    expect(truncate('Hello', 5)).toBe('Hello');
    expect(truncate('Hello', 0)).toBe('...');
  });

  it('returns an empty string for null or undefined', () => {
    expect(truncate(null)).toBe('');
    expect(truncate(undefined)).toBe('');
  });
});
