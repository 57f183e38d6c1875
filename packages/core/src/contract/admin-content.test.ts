// The back office's content rules that the form and the server share: links, pictures, texts, dates, hours.
import { describe, expect, it } from 'vitest';
import {
  BannerCreateBody,
  BannerPatchBody,
  ContactCreateBody,
  DateTimeSchema,
  MediaUrlSchema,
  OpeningPeriodSchema,
  adminText,
  isContentLink,
  localizedText,
} from './admin-content';

describe('content links', () => {
  it('takes shop paths and https addresses on other sites', () => {
    for (const link of [
      '/offers',
      '/products?category=3&sort=price',
      '/',
      '/ku/showroom/2#map',
      'https://t.me/dukan_iq',
    ]) {
      expect(isContentLink(link), link).toBe(true);
    }
  });

  it('refuses script URLs, plain http, protocol-relative and look-alike addresses', () => {
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com',
      '//evil.example/path',
      '/\\evil.example',
      'https://user:secret@example.com',
      'https://localhost',
      'offers',
      '/a b',
      '/a\u0000b',
      `/${'x'.repeat(600)}`,
    ]) {
      expect(isContentLink(link), link).toBe(false);
    }
  });
});

describe('pictures', () => {
  it('are paths under /api/media/ only', () => {
    expect(MediaUrlSchema.parse('/api/media/banners/newroz.webp')).toBe('/api/media/banners/newroz.webp');
    expect(MediaUrlSchema.parse(null)).toBeNull();
    for (const bad of [
      '/api/media/../../etc/passwd',
      'https://cdn.example/x.png',
      '/api/mediax/a.png',
      '/api/media/',
    ]) {
      expect(MediaUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('texts', () => {
  it('trim, refuse NUL and other control characters, keep line breaks', () => {
    expect(adminText().parse('  Newroz  ')).toBe('Newroz');
    expect(adminText().parse('line one\nline two\ttab')).toBe('line one\nline two\ttab');
    for (const bad of ['a\u0000b', 'bell\u0007', 'del\u007f']) {
      const result = adminText().safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('text_invalid_characters');
    }
  });

  it('need Kurdish when required, and fill missing languages with empty ones', () => {
    expect(localizedText().parse({ ku: 'سڵاو' })).toEqual({ ku: 'سڵاو', ar: '', en: '' });
    expect(localizedText().safeParse({ ar: 'مرحبا', en: 'Hello' }).success).toBe(false);
    expect(localizedText(300, false).parse({ ku: '' })).toEqual({ ku: '', ar: '', en: '' });
  });
});

describe('bodies', () => {
  it('a patch carries only what was sent: no defaults sneak in to overwrite stored values', () => {
    expect(BannerPatchBody.parse({ active: false })).toEqual({ active: false });
    expect(BannerCreateBody.parse({ page: 'home', title: { ku: 'x' } })).toEqual({
      page: 'home',
      title: { ku: 'x', ar: '', en: '' },
    });
  });

  it('a phone contact needs its number; an address needs its words', () => {
    expect(ContactCreateBody.safeParse({ type: 'phone', title: { ku: 'تەلەفۆن' } }).success).toBe(false);
    expect(ContactCreateBody.safeParse({ type: 'phone', title: { ku: 'ت' }, value: '+964 750' }).success).toBe(true);
    expect(
      ContactCreateBody.safeParse({ type: 'address', title: { ku: 'ن' }, value_localized: { ku: 'هەولێر' } }).success,
    ).toBe(true);
  });
});

describe('dates and hours', () => {
  it('take ISO date-times with an offset that exist, within the shop’s centuries', () => {
    expect(DateTimeSchema.parse('2026-03-21T09:00:00+03:00')).toBe('2026-03-21T09:00:00+03:00');
    expect(DateTimeSchema.parse('2024-02-29T00:00:00Z')).toBe('2024-02-29T00:00:00Z');
    for (const bad of ['2025-02-29T00:00:00Z', '2026-13-01T00:00:00Z', '2026-03-21', '0000-01-01T00:00:00Z', 'now']) {
      expect(DateTimeSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('take periods past midnight and up to 24:00, and refuse impossible days and times', () => {
    expect(OpeningPeriodSchema.safeParse({ day: 4, open: '10:00', close: '01:00' }).success).toBe(true);
    expect(OpeningPeriodSchema.safeParse({ day: 6, open: '00:00', close: '24:00' }).success).toBe(true);
    for (const bad of [
      { day: 7, open: '10:00', close: '12:00' },
      { day: 1.5, open: '10:00', close: '12:00' },
      { day: 1, open: '24:00', close: '12:00' },
      { day: 1, open: '9:00', close: '12:00' },
      { day: 1, open: '10:00', close: '12:60' },
    ]) {
      expect(OpeningPeriodSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
