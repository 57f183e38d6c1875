import { describe, expect, it } from 'vitest';
import { dinarsOf } from './DeliveryPage';

describe('delivery price typed by staff', () => {
  it('reads whole dinars in any digits, with separators', () => {
    expect(dinarsOf('3000')).toBe(3000);
    expect(dinarsOf('٣٬٠٠٠')).toBe(3000);
    expect(dinarsOf('۵,۰۰۰')).toBe(5000);
    expect(dinarsOf(' 0 ')).toBe(0);
  });
  it('refuses anything that is not a whole number', () => {
    expect(dinarsOf('')).toBeNull();
    expect(dinarsOf('-5')).toBeNull();
    expect(dinarsOf('3k')).toBeNull();
  });
});
