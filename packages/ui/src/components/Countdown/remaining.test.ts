import { describe, expect, it } from 'vitest';
import { remaining } from './remaining.ts';

describe('remaining', () => {
  const target = Date.parse('2025-05-02T20:00:00-04:00');
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(remaining(target, target - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      ended: false,
    });
  });
  it('rounds a partial second up, so the last second shows 1 and not 0', () => {
    expect(remaining(target, target - 300)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, ended: false });
  });
  it('has ended at the target and after it', () => {
    expect(remaining(target, target).ended).toBe(true);
    expect(remaining(target, target + 86_400_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
  });
});
