'use client';

import { normalizePhoneNumber } from '@dukan/core/phone/normalize';
import { describedBy, FieldError, INPUT_CLASS } from './fields';

export interface PhoneFieldProps {
  id: string;
  label: string;
  value: string;
  /** The text as typed, and the number in E.164 when it is a valid one (null otherwise). */
  onChange: (text: string, e164: string | null) => void;
  error?: string;
  focusFirst?: boolean;
}

/**
 * The phone number field of the sign-in forms. A thin wrapper so the shared phone input (country picker,
 * spec §5) replaces the plain field here in one place. Numbers without a country code read as Iraqi;
 * Arabic-Indic and Persian digits are accepted.
 */
export function PhoneField({ id, label, value, onChange, error, focusFirst }: PhoneFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        name={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        maxLength={25}
        value={value}
        // Only what people type in a phone number: digits of the three scripts, spaces, ( ) + - .
        onChange={(event) => {
          const text = event.target.value.replace(/[^0-9\u0660-\u0669\u06F0-\u06F9\s()+\-.]/g, '');
          onChange(text, normalizePhoneNumber(text));
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, error)}
        data-autofocus={focusFirst ? '' : undefined}
        className={INPUT_CLASS}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
