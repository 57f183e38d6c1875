'use client';

import { useState } from 'react';
import type { ApiError } from '../../lib/api/result';
import { serverFieldErrors, type FieldCodes } from '../../lib/auth/validation';
import type { Text } from './use-text';

export type FieldTexts = Record<string, string | undefined>;

/**
 * A form's error texts by field, plus one for the form. Client checks give contract codes (translated
 * here); a failed call gives the server's own texts, and its message when no field is named.
 */
export function useFormErrors(t: Text) {
  const [errors, setErrors] = useState<FieldTexts>({});
  const [formError, setFormError] = useState<string | null>(null);

  function clear() {
    setErrors({});
    setFormError(null);
  }

  function fromCodes(codes: FieldCodes) {
    const texts: FieldTexts = {};
    for (const [field, code] of Object.entries(codes)) texts[field] = t.error(code);
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

  return { errors, formError, clear, fromCodes, fromApi };
}
