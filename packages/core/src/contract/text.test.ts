import { describe, expect, it } from 'vitest';
import { CustomerProfileBody } from './auth';
import { hasNulByte, isCalendarDay, text } from './text';

describe('shared text rules', () => {
  it('finds NUL bytes and refuses them in text()', () => {
    expect(hasNulByte('a\u0000b')).toBe(true);
    expect(hasNulByte('ئاشتی')).toBe(false);
    expect(text().safeParse('a\u0000b').success).toBe(false);
    expect(text().safeParse('ئاشتی').data).toBe('ئاشتی');
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2021-02-31', false],
    ['2021-13-01', false],
    ['not-a-date', false],
    ['2021-1-1', false],
    ['', false],
  ])('isCalendarDay(%j) is %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });

  it('makes a malformed birthday a field error, never an exception', () => {
    for (const birthday of ['not-a-date', '2021-02-31', 'ffff', '\u0000', '9'.repeat(10_000)]) {
      const parsed = CustomerProfileBody.safeParse({ first_name: 'Ava', last_name: 'Kurd', birthday });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues.map((i) => i.path.join('.'))).toEqual(['birthday']);
    }
  });
});
