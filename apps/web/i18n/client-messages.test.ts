import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { ACCOUNT_MESSAGE_PREFIXES, AUTH_MESSAGE_PREFIXES, pickMessagesByPrefix } from './client-messages';
import type { Messages } from './translator';

describe('pickMessagesByPrefix', () => {
  it('sends the sign-in strings to every page and the account strings to the account pages only', () => {
    const auth = pickMessagesByPrefix(en as Messages, AUTH_MESSAGE_PREFIXES);
    const keys = Object.keys(auth);
    expect(keys).toContain('auth_sign_in');
    expect(keys).toContain('guest_ended');
    expect(keys.every((k) => /^(auth|guest|phone)_/.test(k))).toBe(true);
    expect(keys).not.toContain('account_title');

    const account = pickMessagesByPrefix(en as Messages, ACCOUNT_MESSAGE_PREFIXES);
    expect(Object.keys(account).every((k) => k.startsWith('account_'))).toBe(true);
    expect(account).toMatchObject({ account_title: 'My account' });
  });

  it('has the spec texts the account forms show', () => {
    expect(en.auth_error_password_confirm_mismatch).toBe('Your confirm password should be same the new password');
    expect(en.auth_password_hint).toBe('8 or more characters mixing letters, numbers and symbols');
  });
});
