import { describe, expect, it } from 'vitest';
import { alertForOutcome, errorMessage, successMessage } from './alert-policy';

describe('successMessage', () => {
  it('reads data.message, then message, then success', () => {
    expect(successMessage({ data: { message: 'Saved' }, message: 'other' })).toBe('Saved');
    expect(successMessage({ message: 'Added successfully' })).toBe('Added successfully');
    expect(successMessage({ success: 'Done' })).toBe('Done');
    expect(successMessage({ success: true })).toBeNull();
    expect(successMessage({ data: [] })).toBeNull();
    expect(successMessage(null)).toBeNull();
  });
});

describe('errorMessage', () => {
  it('reads message, then error, then the error’s own message', () => {
    expect(errorMessage({ message: 'Bad', error: 'x' }).message).toBe('Bad');
    expect(errorMessage({ error: 'Conflict' }).message).toBe('Conflict');
    expect(errorMessage({}, 'Failed to fetch').message).toBe('Failed to fetch');
    expect(errorMessage('<html>', undefined).message).toBeNull();
  });

  it('turns a messages map into bullets', () => {
    expect(
      errorMessage({ message: 'Invalid', errors: { phone: ['Too short', 'Not a number'], code: ['Required'] } }),
    ).toEqual({ message: 'Invalid', bullets: ['Too short', 'Not a number', 'Required'] });
    expect(errorMessage({ messages: { a: 'One' } }).bullets).toEqual(['One']);
  });
});

describe('alertForOutcome', () => {
  it('shows success messages unless suppressed', () => {
    const outcome = { method: 'POST', status: 200, ok: true, body: { message: 'Added successfully' } };
    expect(alertForOutcome(outcome)).toEqual({ type: 'success', message: 'Added successfully' });
    expect(alertForOutcome(outcome, { success: true })).toBeNull();
    expect(alertForOutcome({ ...outcome, body: { data: [] } })).toBeNull();
  });

  it('says Too Many Attempts on 429, for reads too', () => {
    expect(alertForOutcome({ method: 'GET', status: 429, ok: false, body: { message: 'slow down' } })).toEqual({
      type: 'error',
      titleKey: 'alert_too_many_attempts',
      messageKey: 'alert_too_many_attempts_message',
    });
  });

  it('keeps 404s and failed reads quiet', () => {
    expect(alertForOutcome({ method: 'DELETE', status: 404, ok: false, body: { message: 'Not found' } })).toBeNull();
    expect(alertForOutcome({ method: 'GET', status: 500, ok: false, body: { message: 'Boom' } })).toBeNull();
  });

  it('alerts other failures of writes with the server’s message and bullets, else Error', () => {
    expect(
      alertForOutcome({
        method: 'POST',
        status: 422,
        ok: false,
        body: { message: 'Invalid input', errors: { code: ['Required'] } },
      }),
    ).toEqual({ type: 'error', message: 'Invalid input', bullets: ['Required'] });
    expect(alertForOutcome({ method: 'PUT', status: 500, ok: false, body: null })).toEqual({
      type: 'error',
      messageKey: 'error_generic',
    });
    expect(alertForOutcome({ method: 'POST', status: 500, ok: false, body: {} }, { error: true })).toBeNull();
  });

  it('says the shop could not be reached, in the shopper’s language, when a write got no response', () => {
    expect(alertForOutcome({ method: 'POST', status: 0, ok: false, body: null, errorText: 'Failed to fetch' })).toEqual(
      { type: 'error', messageKey: 'error_network' },
    );
  });
});
