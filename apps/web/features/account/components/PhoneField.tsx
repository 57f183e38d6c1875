'use client';

import { PhoneInput } from '@/ui/phone/PhoneInput';
import { errorId, FieldError } from '@/ui/form/fields';
import { useText } from '@/i18n/use-text';

export interface PhoneFieldProps {
  id: string;
  label: string;
  value: string;
  /** The text as typed, and the number in E.164 when it is valid for the chosen country (null otherwise). */
  onChange: (text: string, e164: string | null) => void;
  error?: string;
  /** Marks the number field as the one to focus when its form appears. */
  focusFirst?: boolean;
}

/**
 * The phone number field of the sign-in and account forms: the shared phone input (country picker, Iraq
 * by default, Arabic-Indic and Persian digits accepted) plus the form's error under it.
 */
export function PhoneField({ id, label, value, onChange, error, focusFirst }: PhoneFieldProps) {
  const tPhone = useText('phone');

  return (
    <div>
      <PhoneInput
        id={id}
        name={id}
        label={label}
        value={value}
        onChange={(text, phone) => onChange(text, phone.e164)}
        invalidMessage={tPhone('phone_invalid')}
        locale={tPhone.locale}
        errorId={error ? errorId(id) : undefined}
        focusFirst={focusFirst}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
