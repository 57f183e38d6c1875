'use client';

import { formatDate, formatDateTime } from '@dukan/core/format/dates';
import { formatInteger, formatNumeral, localDigits } from '@dukan/core/format/numbers';
import type { Locale } from '@dukan/core/locales';
import { formatPrice } from '@dukan/core/money/format';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { OrderMessages } from '@/features/orders/messages';
import { createTranslator, type MessageKey, type Messages, type MessageValues } from '@/i18n/translator';

export interface OrderText {
  (key: MessageKey, values?: MessageValues): string;
  locale: Locale;
  price(amount: number): string;
  /** A whole number in the page's digits (١٬٠٤٢ in Arabic), grouped. */
  count(value: number): string;
  /** An order number: the page's digits, never grouped (it is a name, not an amount). */
  orderNumber(value: number): string;
  /** ASCII digits of a ready-made text (a countdown, coordinates) in the page's digits. */
  digits(text: string): string;
  date(iso: string): string;
  dateTime(iso: string): string;
}

const OrderTextContext = createContext<{ locale: Locale; messages: OrderMessages } | null>(null);

/** The checkout, payment, order history and points strings, picked by their server page (features/orders/messages.ts). */
export function OrderTextProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: OrderMessages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <OrderTextContext.Provider value={value}>{children}</OrderTextContext.Provider>;
}

export function createOrderText(locale: Locale, messages: OrderMessages): OrderText {
  const translate = createTranslator(locale, messages as Messages);
  const text = ((key: MessageKey, values?: MessageValues) => translate(key, values)) as OrderText;
  text.locale = locale;
  text.price = (amount) => formatPrice(amount, locale);
  text.count = (value) => formatInteger(value, locale);
  text.orderNumber = (value) => formatNumeral(value, locale);
  text.digits = (ascii) => localDigits(ascii, locale);
  // Medium in Arabic and English (24/11/2026, Nov 24, 2026) fits a list; Sorani has one form, the long one.
  text.date = (iso) => formatDate(iso, locale, { style: 'medium' });
  text.dateTime = (iso) => formatDateTime(iso, locale, { style: 'medium' });
  return text;
}

export function useOrderText(): OrderText {
  const value = useContext(OrderTextContext);
  if (!value) throw new Error('useOrderText needs <OrderTextProvider> (mounted by the page)');
  return useMemo(() => createOrderText(value.locale, value.messages), [value]);
}
