import { describe, expect, it } from 'vitest';
import { formatDate as sharedDate, formatNumber as sharedNumber } from '@dukan/core/format/index';
import { formatDate, formatDateTime, formatIdentifier, formatIqd, formatNumber, icuLocaleOf } from './format';

const digitsOf = (s: string) => s.replace(/[^0-9٠-٩]/g, '');

describe('formatting', () => {
  it('uses ckb-IQ for Sorani where the runtime knows it, else Iraqi Arabic digits', () => {
    expect(icuLocaleOf('ku', () => ['ckb-IQ'])).toBe('ckb-IQ');
    expect(icuLocaleOf('ku', () => [])).toBe('ar-IQ-u-nu-arab');
    expect(icuLocaleOf('ar')).toBe('ar-IQ');
    expect(icuLocaleOf('en')).toBe('en-IQ');
  });

  it('writes Arabic-Indic digits in Kurdish and Arabic, Latin digits in English', () => {
    expect(digitsOf(formatNumber(12500, 'ku'))).toBe('١٢٥٠٠');
    expect(digitsOf(formatNumber(12500, 'ar'))).toBe('١٢٥٠٠');
    expect(digitsOf(formatNumber(12500, 'en'))).toBe('12500');
  });

  it('formats whole dinars with the currency', () => {
    expect(formatIqd(25000, 'en')).toMatch(/IQD/);
    expect(digitsOf(formatIqd(25000, 'en'))).toBe('25000');
    expect(digitsOf(formatIqd(25000, 'ar'))).toBe('٢٥٠٠٠');
  });

  it('formats dates in each language', () => {
    const day = new Date('2026-03-21T10:00:00Z');
    expect(formatDate(day, 'en')).toMatch(/2026/);
    expect(formatDate(day, 'ku')).toMatch(/٢٠٢٦/);
    expect(formatDate(day, 'ar')).toMatch(/٢٠٢٦/);
  });

  it('writes what the storefront writes (the shared format module), whatever the browser knows of Sorani', () => {
    const moment = new Date('2026-11-24T21:30:00Z'); // already the 25th in Baghdad
    expect(formatNumber(1234567, 'ku')).toBe(sharedNumber(1234567, 'ku'));
    expect(formatNumber(1234567, 'ku')).toBe('١٬٢٣٤٬٥٦٧');
    expect(formatIdentifier(100001, 'ar')).toBe('١٠٠٠٠١');
    expect(formatDate(moment, 'ku')).toBe(sharedDate(moment, 'ku', { style: 'medium' }));
    expect(formatDate(moment, 'en')).toMatch(/25/);
    expect(formatDateTime(moment, 'en')).toMatch(/12:30/);
  });
});
