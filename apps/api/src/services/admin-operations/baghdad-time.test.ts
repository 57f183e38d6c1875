import { describe, expect, it } from 'vitest';
import { addDays, baghdadDay, baghdadDayStart, weekStart } from './baghdad-time';

describe('Baghdad calendar days', () => {
  it('puts 22:30 UTC in the next Baghdad day and starts that day at 21:00 UTC', () => {
    expect(baghdadDay(new Date('2026-03-01T20:59:59Z'))).toBe('2026-03-01');
    expect(baghdadDay(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02');
    expect(baghdadDayStart('2026-03-02').toISOString()).toBe('2026-03-01T21:00:00.000Z');
  });
  it('counts days across month ends and starts the week on Saturday', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -30)).toBe('2026-01-30');
    expect(weekStart('2026-11-28')).toBe('2026-11-28'); // a Saturday
    expect(weekStart('2026-11-27')).toBe('2026-11-21'); // Friday ends the week begun the Saturday before
    expect(weekStart('2026-11-24')).toBe('2026-11-21');
  });
});
