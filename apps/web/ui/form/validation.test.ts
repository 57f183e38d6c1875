import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkIdentifier,
  checkIdentifierField,
  checkNewPassword,
  checkPassword,
  checkProfile,
  serverFieldErrors,
} from './validation';

describe('checkIdentifier', () => {
  it('reads a phone number typed in Arabic-Indic digits as an Iraqi E.164 number', () => {
    expect(checkIdentifier('phone', '٠٧٥٠١٢٣٤٥٦٧')).toEqual({
      ok: true,
      data: { value: '+9647501234567', identifierId: 1 },
    });
  });

  it('says which kind was expected', () => {
    expect(checkIdentifier('phone', '12')).toEqual({ ok: false, errors: { identifier: 'phone_invalid' } });
    expect(checkIdentifier('email', 'not-an-email')).toEqual({ ok: false, errors: { identifier: 'email_invalid' } });
    expect(checkIdentifier('email', '  ')).toEqual({ ok: false, errors: { identifier: 'identifier_required' } });
  });

  it('lower-cases an email', () => {
    expect(checkIdentifier('email', ' Shad@Example.IQ ')).toEqual({
      ok: true,
      data: { value: 'shad@example.iq', identifierId: 2 },
    });
  });
});

describe('checkIdentifierField', () => {
  it('takes a phone number only as the phone input read it in its country', () => {
    expect(checkIdentifierField('phone', '0750 123 4567', '+9647501234567')).toEqual({
      ok: true,
      data: { value: '+9647501234567', identifierId: 1 },
    });
    // Valid as an Iraqi number, but not in the country the shopper picked: not guessed at.
    expect(checkIdentifierField('phone', '0750 123 4567', null)).toEqual({
      ok: false,
      errors: { identifier: 'phone_invalid' },
    });
    expect(checkIdentifierField('phone', ' ', null)).toEqual({
      ok: false,
      errors: { identifier: 'identifier_required' },
    });
  });

  it('reads an email as typed', () => {
    expect(checkIdentifierField('email', 'a@b.iq', null)).toEqual({
      ok: true,
      data: { value: 'a@b.iq', identifierId: 2 },
    });
  });
});

describe('passwords', () => {
  it('applies the rule only to a password being chosen', () => {
    expect(checkPassword('short', true)).toBe('password_rule');
    expect(checkPassword('letters-and-1', true)).toBeNull();
    expect(checkPassword('short', false)).toBeNull();
    expect(checkPassword('', false)).toBe('password_required');
  });

  it('requires the confirmation to equal the new password (spec §5)', () => {
    expect(checkNewPassword('letters-and-1', 'letters-and-2')).toEqual({
      confirmPassword: 'password_confirm_mismatch',
    });
    expect(checkNewPassword('weak', 'weak')).toEqual({ newPassword: 'password_rule' });
    expect(checkNewPassword('letters-and-1', 'letters-and-1')).toEqual({});
  });
});

describe('checkCode', () => {
  it('accepts six digits in any of the three digit sets', () => {
    expect(checkCode('١٢٣ ٤٥٦')).toEqual({ ok: true, data: '123456' });
    expect(checkCode('۱۲۳۴۵۶')).toEqual({ ok: true, data: '123456' });
    expect(checkCode('12345')).toEqual({ ok: false, errors: { code: 'code_invalid' } });
  });
});

describe('checkProfile', () => {
  it('keeps optional fields empty as null', () => {
    expect(checkProfile({ first_name: 'شاد', last_name: 'ئەحمەد', birthday: '', gender: '' })).toEqual({
      ok: true,
      data: { first_name: 'شاد', last_name: 'ئەحمەد', birthday: null, gender: null },
    });
  });

  it('names each bad field', () => {
    const result = checkProfile({ first_name: '', last_name: '<b>x</b>', birthday: '2999-01-01', gender: 'x' });
    expect(result).toEqual({
      ok: false,
      errors: {
        first_name: 'name_required',
        last_name: 'name_invalid',
        birthday: 'birthday_invalid',
        gender: 'gender_invalid',
      },
    });
  });
});

describe('serverFieldErrors', () => {
  it('maps the API field names onto the form and keeps the first text', () => {
    expect(
      serverFieldErrors({
        status: 400,
        message: 'invalid',
        errors: { provider: ['Bad number', 'other'], password: ['Weak'] },
      }),
    ).toEqual({ identifier: 'Bad number', password: 'Weak' });
  });
});
