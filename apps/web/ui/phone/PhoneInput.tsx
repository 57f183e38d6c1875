'use client';

import type { Locale } from '@dukan/core/locales';
import {
  allowedCountries,
  DEFAULT_PHONE_COUNTRY,
  PHONE_DEFAULT_MAX_LENGTH,
  resolveCountry,
  sanitizePhoneInput,
  validatePhone,
  withCallingCode,
  type CountryCode,
  type PhoneValue,
} from '@dukan/core/phone/rules';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { baseUrlsFromDocument } from '@/lib/api/config';
import { CountryPicker } from './CountryPicker';
import { detectedCountry, takesDetectedCountry } from './detected-country';

export interface PhoneInputProps {
  id: string;
  name?: string;
  label: string;
  /** The text as typed (sanitized); the parent keeps it. */
  value: string;
  onChange(text: string, phone: PhoneValue): void;
  /** The country shown first; without one, the country the shopper's address suggests (Iraq until it is known). */
  defaultCountry?: CountryCode;
  onlyCountries?: readonly string[];
  ignoredCountries?: readonly string[];
  /** auto, national, international, e.164, rfc3966 or idd: how phone.formatted is written. */
  format?: string;
  maxLength?: number;
  /** Characters allowed in the text, tested one by one; default digits, spaces, ( ) + -. */
  pattern?: RegExp;
  /** Set as the input's custom validity while the number is not valid for the country. */
  invalidMessage: string;
  required?: boolean;
  disabled?: boolean;
  locale: Locale;
  autoFocus?: boolean;
  /** Id of the element that explains what is wrong; marks the number field invalid while set. */
  errorId?: string;
  /** Marks the number field as the one a dialog focuses first. */
  focusFirst?: boolean;
}

/**
 * A phone number field: a country picker and a tel input. Typed Arabic-Indic or Persian digits become
 * ASCII, an international number (+44…) switches the country, and the browser's form validation shows
 * `invalidMessage` until the number is valid for the country.
 */
export function PhoneInput({
  id,
  name,
  label,
  value,
  onChange,
  defaultCountry,
  onlyCountries,
  ignoredCountries,
  format = 'international',
  maxLength = PHONE_DEFAULT_MAX_LENGTH,
  pattern,
  invalidMessage,
  required = false,
  disabled = false,
  locale,
  autoFocus = false,
  errorId,
  focusFirst = false,
}: PhoneInputProps) {
  // Joined so a parent passing a new array with the same codes each render does not rebuild the list.
  const onlyKey = onlyCountries?.join(',') ?? '';
  const ignoredKey = ignoredCountries?.join(',') ?? '';
  const allowed = useMemo(
    () => allowedCountries(onlyKey ? onlyKey.split(',') : [], ignoredKey ? ignoredKey.split(',') : []),
    [onlyKey, ignoredKey],
  );
  const [selected, setSelected] = useState<CountryCode>(() =>
    resolveCountry(defaultCountry ?? DEFAULT_PHONE_COUNTRY, allowed),
  );
  const groupRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Set once the person types or picks a country: a detected country arriving later undoes neither.
  const touched = useRef(false);
  const typed = useRef(value);

  useEffect(() => {
    typed.current = value;
  }, [value]);

  useEffect(() => {
    // A caller's own default stands; otherwise the country the shopper's address suggests replaces Iraq while
    // the field is still empty and untouched.
    if (defaultCountry !== undefined) return;
    let live = true;
    void detectedCountry(baseUrlsFromDocument(document).main).then((detected) => {
      const field = { detected, callerDefault: defaultCountry, touched: touched.current, text: typed.current, allowed };
      if (live && takesDetectedCountry(field)) setSelected(field.detected);
    });
    return () => {
      live = false;
    };
  }, [defaultCountry, allowed]);

  const check = (text: string, country: CountryCode) =>
    validatePhone({ text, country, onlyCountries, ignoredCountries, maxLength, format });
  const phone = check(value, selected);
  // An international number shows its own country, unless that one may not be chosen here.
  const shownCountry = allowed.includes(phone.country) ? phone.country : selected;
  const empty = value.trim() === '';
  const validity = empty ? (required ? invalidMessage : '') : phone.valid ? '' : invalidMessage;

  useEffect(() => {
    inputRef.current?.setCustomValidity(validity);
  }, [validity]);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    touched.current = true;
    const input = event.currentTarget;
    const raw = input.value;
    const text = sanitizePhoneInput(raw, pattern);
    if (text !== raw) {
      // Writing the cleaned text and caret now leaves React nothing to change, so the caret stays where the
      // person typed instead of jumping to the end.
      const caret = sanitizePhoneInput(raw.slice(0, input.selectionStart ?? raw.length), pattern).length;
      input.value = text;
      input.setSelectionRange(caret, caret);
    }
    const next = check(text, selected);
    if (next.country !== selected && allowed.includes(next.country)) setSelected(next.country);
    onChange(text, next);
  }

  function handleCountry(country: CountryCode) {
    touched.current = true;
    setSelected(country);
    const text = withCallingCode(value, country);
    onChange(text, check(text, country));
    inputRef.current?.focus();
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {/* Left to right on every page: a calling code and number read that way in Kurdish and Arabic too. */}
      <div ref={groupRef} dir="ltr" className="relative flex">
        <CountryPicker
          id={`${id}-country`}
          locale={locale}
          country={shownCountry}
          countries={allowed}
          disabled={disabled}
          anchorRef={groupRef}
          onSelect={handleCountry}
        />
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel"
          value={value}
          onChange={handleChange}
          maxLength={maxLength}
          required={required}
          disabled={disabled}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          data-autofocus={focusFirst ? '' : undefined}
          className="min-w-0 flex-1 rounded-e-lg border border-stone-500 bg-white px-3 py-2 text-base placeholder:text-stone-500 focus:border-brand-600 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:opacity-60"
        />
      </div>
    </div>
  );
}
