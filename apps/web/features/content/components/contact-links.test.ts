import { describe, expect, it } from 'vitest';
import { contactHref, isWebUrl, platformName } from './contact-links';

describe('contactHref', () => {
  it('dials a phone number without its spaces', () => {
    expect(contactHref('phone', '+964 750 123 4567')).toBe('tel:+9647501234567');
  });
  it('opens a WhatsApp chat by the number without its plus', () => {
    expect(contactHref('whatsapp', '+964 770 123 4567')).toBe('https://wa.me/9647701234567');
  });
  it('writes an email, and refuses what is not an address', () => {
    expect(contactHref('email', ' hello@dukan.iq ')).toBe('mailto:hello@dukan.iq');
    expect(contactHref('email', 'javascript:alert(1)')).toBeNull();
  });
  it('gives no link for an address or an unknown type, or a number without digits', () => {
    expect(contactHref('address', '100 Meter Street')).toBeNull();
    expect(contactHref('fax', '+964 1')).toBeNull();
    expect(contactHref('phone', 'call us')).toBeNull();
  });
});

describe('socials', () => {
  it('lets only web addresses out', () => {
    expect(isWebUrl('https://www.facebook.com/dukan.iq')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('//evil.example')).toBe(false);
  });
  it('names platforms as they write themselves', () => {
    expect(platformName('tiktok')).toBe('TikTok');
    expect(platformName('YouTube')).toBe('YouTube');
    expect(platformName('mastodon')).toBe('Mastodon');
  });
});
