'use client';

import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX } from '@dukan/core/contract/content';
import { formatInteger } from '@dukan/core/format/numbers';
import type { Locale } from '@dukan/core/locales';
import type { PhoneValue } from '@dukan/core/phone/rules';
import { useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { baseUrlsFromDocument } from '@/lib/api/config';
import { publicAuthConfigFromDocument } from '@/lib/auth/public-config';
import { recaptchaTokenFor } from '@/lib/auth/recaptcha';
import { serverFieldErrors } from '@/ui/form/validation';
import { useText } from '@/i18n/use-text';
import { INPUT_CLASS } from '@/ui/form/fields';
import { PhoneInput } from '@/ui/phone/PhoneInput';

type Field = 'name' | 'phone' | 'email' | 'subject' | 'message';
const FIELDS: readonly Field[] = ['name', 'phone', 'email', 'subject', 'message'];
type Errors = Partial<Record<Field, string>>;

interface Values {
  name: string;
  phoneText: string;
  /** The number in E.164 once it is valid for the chosen country. */
  phoneE164: string | null;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: Values = { name: '', phoneText: '', phoneE164: null, email: '', subject: '', message: '' };

const fieldId = (field: Field) => `contact-${field}`;
const errorIdOf = (field: Field) => `contact-${field}-error`;

// False while the server's HTML is all there is: the button waits for the script that sends the form.
const noSubscription = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The leave-a-message form. Empty required fields and the phone-or-email rule are caught here; everything
 * else (a number or address that is not one, too many messages) is the API's to judge, and its field errors
 * are shown beside the fields. The request helper raises the alerts (the API's success message; a failure's
 * message with its field errors as bullets; 429's "Too Many Attempts"), so this form raises none itself.
 */
export function ContactForm({ locale }: { locale: Locale }) {
  const tContact = useText('contact');
  const tPhone = useText('phone');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const set = (patch: Partial<Values>, clears: Field[]) => {
    setValues((current) => ({ ...current, ...patch }));
    if (clears.some((field) => errors[field])) {
      setErrors((current) => {
        const next = { ...current };
        for (const field of clears) delete next[field];
        return next;
      });
    }
  };

  function localErrors(): Errors {
    const found: Errors = {};
    if (values.name.trim() === '') found.name = tContact('contact_form_error_name');
    if (values.phoneText.trim() === '' && values.email.trim() === '') {
      found.phone = tContact('contact_form_error_reach');
      found.email = tContact('contact_form_error_reach');
    }
    if (values.subject.trim() === '') found.subject = tContact('contact_form_error_subject');
    if (values.message.trim() === '') found.message = tContact('contact_form_error_message');
    return found;
  }

  function focusFirst(found: Errors) {
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = localErrors();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    // The client with zod and the contract loads when a message is sent, not with the page.
    const { sendContactForm } = await import('@/features/content/content-api');
    const result = await sendContactForm(
      {
        base: baseUrlsFromDocument(document).main,
        lang: locale,
        captcha: recaptchaTokenFor(publicAuthConfigFromDocument(document).recaptchaSiteKey),
      },
      {
        name: values.name,
        // A number that is not valid for its country goes as typed: the API says what is wrong with it.
        phone: values.phoneE164 ?? values.phoneText,
        email: values.email,
        subject: values.subject,
        message: values.message,
      },
    );
    setBusy(false);
    if (result.ok) {
      setValues(EMPTY);
      setErrors({});
      return;
    }
    const fromApi = serverFieldErrors(result.error) as Errors;
    const shown: Errors = {};
    for (const field of FIELDS) if (fromApi[field]) shown[field] = fromApi[field];
    setErrors(shown);
    focusFirst(shown);
  }

  const describedBy = (field: Field, ...hints: string[]) =>
    [...hints, errors[field] ? errorIdOf(field) : null].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="contact-form-title" className="space-y-4">
      <p className="text-sm text-stone-600">{tContact('contact_form_required_note')}</p>
      <TextInput
        field="name"
        label={tContact('contact_form_name')}
        required
        value={values.name}
        onChange={(name) => set({ name }, ['name'])}
        error={errors.name}
        describedBy={describedBy('name')}
        maxLength={CONTACT_NAME_MAX}
        autoComplete="name"
      />
      {/* The phone-or-email rule is the group's name, so it is read on entering either field. */}
      <fieldset className="min-w-0 space-y-3 rounded-xl border border-stone-200 p-3">
        <legend className="px-1 text-sm font-medium text-stone-800">{tContact('contact_form_reach_hint')}</legend>
        <div>
          <PhoneInput
            id={fieldId('phone')}
            name="phone"
            label={tContact('contact_form_phone')}
            value={values.phoneText}
            onChange={(phoneText: string, phone: PhoneValue) =>
              set({ phoneText, phoneE164: phone.e164 }, ['phone', 'email'])
            }
            invalidMessage={tPhone('phone_invalid')}
            locale={locale}
            errorId={errors.phone ? errorIdOf('phone') : undefined}
          />
          <FieldError field="phone" error={errors.phone} />
        </div>
        <TextInput
          field="email"
          label={tContact('contact_form_email')}
          type="email"
          value={values.email}
          onChange={(email) => set({ email }, ['phone', 'email'])}
          error={errors.email}
          describedBy={describedBy('email')}
          autoComplete="email"
          dir="ltr"
        />
      </fieldset>
      <TextInput
        field="subject"
        label={tContact('contact_form_subject')}
        required
        value={values.subject}
        onChange={(subject) => set({ subject }, ['subject'])}
        error={errors.subject}
        describedBy={describedBy('subject')}
        maxLength={CONTACT_SUBJECT_MAX}
      />
      <div>
        <Label field="message" required>
          {tContact('contact_form_message')}
        </Label>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={6}
          required
          maxLength={CONTACT_MESSAGE_MAX}
          value={values.message}
          onChange={(event) => set({ message: event.target.value }, ['message'])}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', 'contact-message-count')}
          className={INPUT_CLASS}
        />
        <p id="contact-message-count" className="mt-1 text-end text-xs text-stone-500">
          {tContact('contact_form_characters', {
            count: formatInteger(values.message.length, locale),
            max: formatInteger(CONTACT_MESSAGE_MAX, locale),
          })}
        </p>
        <FieldError field="message" error={errors.message} />
      </div>
      <noscript>
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{tContact('contact_form_needs_js')}</p>
      </noscript>
      <button
        type="submit"
        disabled={!hydrated || busy}
        aria-disabled={!hydrated || busy}
        className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {busy ? tContact('contact_form_sending') : tContact('contact_form_send')}
      </button>
    </form>
  );
}

function Label({ field, required = false, children }: { field: Field; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={fieldId(field)} className="mb-1 block text-sm font-medium text-stone-800">
      {children}
      {required ? (
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      ) : null}
    </label>
  );
}

function FieldError({ field, error }: { field: Field; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(field)} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

function TextInput({
  field,
  label,
  value,
  onChange,
  error,
  describedBy,
  required = false,
  type = 'text',
  ...rest
}: {
  field: Field;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  describedBy?: string;
  required?: boolean;
  type?: 'text' | 'email';
  maxLength?: number;
  autoComplete?: string;
  dir?: 'ltr';
}) {
  return (
    <div>
      <Label field={field} required={required}>
        {label}
      </Label>
      <input
        id={fieldId(field)}
        name={field}
        type={type}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={INPUT_CLASS}
        {...rest}
      />
      <FieldError field={field} error={error} />
    </div>
  );
}
