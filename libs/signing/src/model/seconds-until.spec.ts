import { formatCountdown, secondsUntil } from './seconds-until';

describe('secondsUntil', () => {
  const now = Date.parse('2025-03-01T08:00:00.000Z');
  it('rounds the time left up to whole seconds', () => {
    expect(secondsUntil('2025-03-01T08:00:59.100Z', now)).toBe(60);
  });
  it('is 0 once the instant has passed, or when there is none', () => {
    expect(secondsUntil('2025-03-01T07:59:00.000Z', now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });
  it('formats as m:ss', () => {
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(9)).toBe('0:09');
  });
});
