'use client';

// Small form pieces shared by the sign-in modal and the account pages: a labelled field with its error,
// a submit button that says when it is busy, and a form-level error.
import type { ReactNode } from 'react';

/** Field borders and placeholders of stone-500: 4.8:1 on white, where WCAG asks 3:1 to see a field's edge. */
export const INPUT_CLASS =
  'w-full rounded-lg border border-stone-500 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-red-600 disabled:bg-stone-100';

export function errorId(fieldId: string): string {
  return `${fieldId}-error`;
}

export function hintId(fieldId: string): string {
  return `${fieldId}-hint`;
}

/** The ids an input's aria-describedby lists: its hint, then its error. */
export function describedBy(fieldId: string, hint: boolean, error: string | undefined): string | undefined {
  const ids = [hint ? hintId(fieldId) : null, error ? errorId(fieldId) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'date';
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  dir?: 'ltr' | 'rtl' | 'auto';
  maxLength?: number;
  required?: boolean;
  focusFirst?: boolean;
  max?: string;
  min?: string;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  focusFirst,
  ...rest
}: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), error)}
        className={INPUT_CLASS}
        data-autofocus={focusFirst ? '' : undefined}
        {...rest}
      />
      {hint ? (
        <p id={hintId(id)} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * Busy, it refuses to submit again but stays focusable (aria-disabled, not disabled): a disabled button
 * drops the keyboard focus to the page's start, and the shopper would have to find the form again.
 */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      // Enter in a field submits through this button's click: cancelled while busy.
      onClick={busy ? (event) => event.preventDefault() : undefined}
      className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70"
    >
      {busy ? busyLabel : children}
    </button>
  );
}

/** A problem with the form as a whole (the server's message when no field is to blame). */
export function FormError({ error }: { error?: string | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {error ? <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{error}</p> : null}
    </div>
  );
}

/** A quiet text button: switching phase, "forgot password", resend. */
export function LinkButton({
  onClick,
  children,
  disabled,
}: {
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="font-medium text-brand-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-stone-500 disabled:no-underline"
    >
      {children}
    </button>
  );
}
