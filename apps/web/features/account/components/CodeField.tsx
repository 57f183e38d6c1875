'use client';

import { OTP_LENGTH } from '@dukan/core/contract/auth';
import { describedBy, FieldError, hintId, INPUT_CLASS } from '@/ui/form/fields';

interface Props {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

const DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/g;

/** The one-time code: digits only, in any of the three digit sets, at most six; filled in by the OS when offered. */
export function CodeField({ id, label, hint, value, onChange, error }: Props) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        name="one-time-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        value={value}
        onChange={(event) => onChange((event.target.value.match(DIGIT) ?? []).join('').slice(0, OTP_LENGTH))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, error)}
        data-autofocus=""
        className={`${INPUT_CLASS} text-center text-2xl tracking-[0.5em]`}
      />
      <p id={hintId(id)} className="mt-1 text-sm text-stone-600">
        {hint}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
