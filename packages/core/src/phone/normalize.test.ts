import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber } from './normalize';

describe('normalizePhoneNumber', () => {
  it.each([
    ['07501234567', '+9647501234567'],
    ['0750 123 4567', '+9647501234567'],
    ['+964 750 123 4567', '+9647501234567'],
    ['00964-750-123-4567', '+9647501234567'],
    ['٠٧٥٠١٢٣٤٥٦٧', '+9647501234567'],
    ['۰۷۵۰۱۲۳۴۵۶۷', '+9647501234567'],
    ['(0770) 123-4567', '+9647701234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizePhoneNumber(input)).toBe(expected);
  });

  it.each(['', '123', 'abc', '0750123456789012', '+964 750 123 4567; drop table', 'x'.repeat(300)])(
    'refuses %s',
    (input) => {
      expect(normalizePhoneNumber(input)).toBeNull();
    },
  );
});
