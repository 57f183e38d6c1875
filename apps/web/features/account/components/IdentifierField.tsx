'use client';

import type { IdentifierKind, OtpChannel } from '@dukan/core/contract/auth';
import { useId } from 'react';
import { TextField } from '@/ui/form/fields';
import { PhoneField } from './PhoneField';
import { useText } from '@/i18n/use-text';

export interface IdentifierValue {
  kind: IdentifierKind;
  /** As typed. */
  text: string;
  /** Phones: the E.164 number when valid. */
  e164: string | null;
  channel: OtpChannel;
}

export const EMPTY_IDENTIFIER: IdentifierValue = { kind: 'phone', text: '', e164: null, channel: 'sms' };

interface Props {
  value: IdentifierValue;
  onChange: (value: IdentifierValue) => void;
  error?: string;
  /** Offer SMS or WhatsApp for phone numbers. */
  withChannel?: boolean;
}

const SEGMENT =
  'flex-1 cursor-pointer rounded-md px-3 py-1.5 text-center text-sm font-medium text-stone-700 has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600';

/** Phone number (default, Iraq) or email, and for phones whether the code comes by SMS or WhatsApp. */
export function IdentifierField({ value, onChange, error, withChannel = true }: Props) {
  const tAuth = useText('auth');
  const id = useId();
  const set = (patch: Partial<IdentifierValue>) => onChange({ ...value, ...patch });
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="sr-only">{tAuth('auth_identifier_kind')}</legend>
        <div className="flex gap-1 rounded-lg bg-stone-100 p-1">
          {(['phone', 'email'] as const).map((kind) => (
            <label key={kind} className={SEGMENT}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={value.kind === kind}
                onChange={() => set({ kind, text: '', e164: null })}
                className="sr-only"
              />
              {kind === 'phone' ? tAuth('auth_kind_phone') : tAuth('auth_kind_email')}
            </label>
          ))}
        </div>
      </fieldset>
      {value.kind === 'phone' ? (
        <PhoneField
          id={`${id}-phone`}
          label={tAuth('auth_phone_label')}
          value={value.text}
          onChange={(text, e164) => set({ text, e164 })}
          error={error}
        />
      ) : (
        <TextField
          id={`${id}-email`}
          type="email"
          label={tAuth('auth_email_label')}
          value={value.text}
          onChange={(text) => set({ text })}
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          maxLength={254}
          error={error}
        />
      )}
      {withChannel && value.kind === 'phone' ? (
        <ChannelChoice name={`${id}-channel`} value={value.channel} onChange={(channel) => set({ channel })} />
      ) : null}
    </div>
  );
}

/** SMS or WhatsApp, for a code going to a phone number. */
export function ChannelChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: OtpChannel;
  onChange: (channel: OtpChannel) => void;
}) {
  const tAuth = useText('auth');
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-stone-800">{tAuth('auth_channel_legend')}</legend>
      <div className="flex gap-4">
        {(['sms', 'whatsapp'] as const).map((channel) => (
          <label key={channel} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={channel}
              checked={value === channel}
              onChange={() => onChange(channel)}
              className="h-4 w-4 accent-brand-700"
            />
            {channel === 'sms' ? tAuth('auth_channel_sms') : tAuth('auth_channel_whatsapp')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
