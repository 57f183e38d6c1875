'use client';

import { useState } from 'react';
import type { ApiError, Result } from '@/lib/api/result';
import { serverFieldErrors, type FieldCodes } from '@/ui/form/validation';
import type { Text } from '@/i18n/namespaces';

export type FieldTexts = Record<string, string | undefined>;

/**
 * A form's error texts by field, plus one for the form, and its busy state while a call runs. Client checks
 * give contract codes (translated here); a failed call gives the server's own texts, and its message when no
 * field is named.
 */
/** The shopper-facing text of a contract error code (`phone_invalid` → auth_error_phone_invalid). */
export function authErrorText(t: Text<'auth'>, code: string): string {
  const key = `auth_error_${code}`;
  return t.has(key) ? t(key) : t('auth_error_generic');
}

export function useFormErrors(t: Text<'auth'>) {
  const [errors, setErrors] = useState<FieldTexts>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function clear() {
    setErrors({});
    setFormError(null);
  }

  function fromCodes(codes: FieldCodes) {
    const texts: FieldTexts = {};
    for (const [field, code] of Object.entries(codes)) texts[field] = authErrorText(t, code);
    setErrors(texts);
    setFormError(null);
  }

  function fromApi(error: ApiError) {
    const fields = serverFieldErrors(error);
    setErrors(fields);
    // 429 and network failures are announced by the alert overlay; a field error says it where it happened.
    const quiet = error.status === 429 || Object.keys(fields).length > 0;
    setFormError(quiet ? null : error.status === 0 ? t('auth_error_generic') : error.message);
  }

  /** Runs the form's call after its checks passed: old errors cleared, busy meanwhile, the server's errors shown. */
  async function run<T>(call: () => Promise<Result<T>>): Promise<Result<T>> {
    clear();
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (!result.ok) fromApi(result.error);
    return result;
  }

  return { errors, formError, busy, clear, fromCodes, fromApi, run };
}
