import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatWeekday } from './dates';
import { formatCountdown } from './duration';

const WESTERN_DIGIT = /[0-9]/;

describe('formatDate', () => {
  it('writes Sorani as ICU writes ckb in full ICU, every month (December spelled as Sorani does)', () => {
    const icu = new Intl.DateTimeFormat('ckb', { dateStyle: 'long', timeZone: 'Asia/Baghdad' });
    for (let month = 0; month < 12; month++) {
      const moment = Date.UTC(2026, month, 9, 12);
      const expected = icu.format(moment).replace('کانونی یەکەم', 'کانوونی یەکەم');
      expect(formatDate(new Date(moment), 'ku')).toBe(expected);
    }
    expect(formatDate('2026-11-24T14:19:00Z', 'ku')).toBe('٢٤ی تشرینی دووەمی ٢٠٢٦');
  });

  it('writes Arabic and English in their Iraqi forms', () => {
    expect(formatDate('2026-11-24T14:19:00Z', 'ar')).toBe('٢٤ تشرين الثاني ٢٠٢٦');
    expect(formatDate('2026-11-24T14:19:00Z', 'en')).toBe('November 24, 2026');
  });

  it("uses Baghdad's day for moments and the written day for calendar dates", () => {
    // 22:30 UTC on the 31st is already 1 January in Baghdad.
    expect(formatDate('2025-12-31T22:30:00Z', 'en')).toBe('January 1, 2026');
    expect(formatDate('2025-12-31T22:30:00Z', 'ku')).toBe('١ی کانوونی دووەمی ٢٠٢٦');
    expect(formatDate('1995-03-21', 'ku')).toBe('٢١ی ئازاری ١٩٩٥');
    expect(formatDate('1995-03-21', 'en')).toBe('March 21, 1995');
  });

  it('shows text that is no date as written', () => {
    expect(formatDate('soon', 'ku')).toBe('soon');
    expect(formatDate(new Date(Number.NaN), 'ar')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes a Sorani moment with no Western digit and the Sorani day period', () => {
    const text = formatDateTime('2026-11-24T11:19:00Z', 'ku');
    expect(text).toBe('٢٤ی تشرینی دووەمی ٢٠٢٦، ٢:١٩ د.ن');
    expect(text).not.toMatch(WESTERN_DIGIT);
    expect(formatDateTime('2026-11-24T05:07:00Z', 'ku')).toMatch(/٨:٠٧ ب\.ن$/);
  });

  it('matches ICU ckb for the time of day', () => {
    const icu = new Intl.DateTimeFormat('ckb', { timeStyle: 'short', timeZone: 'Asia/Baghdad' });
    for (const hour of [0, 9, 12, 13, 23]) {
      const moment = Date.UTC(2026, 5, 1, hour - 3, 5);
      expect(formatDateTime(new Date(moment), 'ku').split('، ')[1]).toBe(icu.format(moment));
    }
  });

  it('writes Arabic and English with Intl on Baghdad time', () => {
    expect(formatDateTime('2026-11-24T11:19:00Z', 'en')).toBe('November 24, 2026 at 2:19 PM');
    expect(formatDateTime('2026-11-24T11:19:00Z', 'ar')).not.toMatch(WESTERN_DIGIT);
  });
});

describe('formatClock and formatWeekday', () => {
  it('write opening hours in each language', () => {
    expect(formatClock('21:00', 'ku')).toBe('٩:٠٠ د.ن');
    expect(formatClock('09:30', 'en')).toBe('9:30 AM');
    expect(formatClock('00:15', 'ar')).toBe('١٢:١٥ ص');
    expect(formatClock('25:99', 'en')).toBeNull();
    expect(formatWeekday(5, 'ku')).toBe('ھەینی');
    expect(formatWeekday(6, 'ar')).toBe('السبت');
    expect(formatWeekday(0, 'en')).toBe('Sunday');
  });

  it('Sorani weekday names are CLDR ckb', () => {
    const icu = new Intl.DateTimeFormat('ckb', { weekday: 'long', timeZone: 'UTC' });
    for (let day = 0; day < 7; day++) expect(formatWeekday(day, 'ku')).toBe(icu.format(Date.UTC(2024, 0, 7 + day)));
  });
});

describe('formatCountdown', () => {
  it('counts down in the page digits', () => {
    expect(formatCountdown(59, 'ku')).toBe('٠:٥٩');
    expect(formatCountdown(3725, 'ar')).toBe('١:٠٢:٠٥');
    expect(formatCountdown(65, 'en')).toBe('1:05');
    expect(formatCountdown(-4, 'en')).toBe('0:00');
  });
});
