import { describe, expect, it } from 'vitest';
import { isTokenExpired, TOKEN_EXPIRY_MARGIN_MS, tokenFromResponse } from './token';

const NOW = 1_700_000_000_000;

describe('tokenFromResponse', () => {
  it('turns the lifetime in seconds into an expiry date', () => {
    expect(tokenFromResponse({ accessToken: 'a', accessTokenExpiresIn: 900 }, NOW)).toEqual({
      value: 'a',
      expiresAt: NOW + 900_000,
    });
  });

  it('has no expiry when the lifetime is missing or not a positive number', () => {
    expect(tokenFromResponse({ accessToken: 'a' }, NOW).expiresAt).toBeNull();
    expect(tokenFromResponse({ accessToken: 'a', accessTokenExpiresIn: 0 }, NOW).expiresAt).toBeNull();
    expect(tokenFromResponse({ accessToken: 'a', accessTokenExpiresIn: Number.NaN }, NOW).expiresAt).toBeNull();
  });
});

describe('isTokenExpired (spec §4: expired when the expiry is missing or past)', () => {
  it('is expired without a token, without an expiry, or with an empty value', () => {
    expect(isTokenExpired(null, NOW)).toBe(true);
    expect(isTokenExpired({ value: 'a', expiresAt: null }, NOW)).toBe(true);
    expect(isTokenExpired({ value: '', expiresAt: NOW + 60_000 }, NOW)).toBe(true);
  });

  it('is valid until the safety margin before the expiry', () => {
    const token = { value: 'a', expiresAt: NOW + 60_000 };
    expect(isTokenExpired(token, NOW)).toBe(false);
    expect(isTokenExpired(token, NOW + 60_000 - TOKEN_EXPIRY_MARGIN_MS - 1)).toBe(false);
    expect(isTokenExpired(token, NOW + 60_000 - TOKEN_EXPIRY_MARGIN_MS)).toBe(true);
    expect(isTokenExpired(token, NOW + 120_000)).toBe(true);
  });
});
