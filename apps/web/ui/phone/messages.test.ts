import { LOCALES } from '@dukan/core/locales';
import { describe, expect, it } from 'vitest';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import ku from '@/messages/ku.json';
import { createTranslator, type Messages } from '@/i18n/translator';
import { fillMessage, PHONE_MESSAGE_KEYS } from './messages';

const dictionaries: Record<(typeof LOCALES)[number], Messages> = { ku, ar, en };

describe('phone messages', () => {
  it('fills named arguments and leaves unknown ones visible', () => {
    expect(fillMessage('Country: {country} {callingCode}', { country: 'Iraq', callingCode: '+964' })).toBe(
      'Country: Iraq +964',
    );
    expect(fillMessage('{missing}', {})).toBe('{missing}');
  });

  it.each(LOCALES)('agree with the ICU translator in %s', (locale) => {
    const messages = dictionaries[locale];
    const t = createTranslator(locale, messages);
    const values = { country: 'X', callingCode: '+964' };
    for (const key of PHONE_MESSAGE_KEYS) {
      expect(messages[key]).toBeTruthy();
      expect(fillMessage(messages[key], values)).toBe(t(key, values));
    }
  });
});
