'use client';

import { ICU_LOCALE, type Locale } from '@dukan/core/locales';
import { formatPrice } from '@dukan/core/money/format';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { OrderMessages } from '../../lib/checkout/messages';
import { createTranslator, type MessageKey, type Messages, type MessageValues } from '../../lib/i18n/translator';

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

/** The checkout, payment, order history and points strings, picked by their server page (lib/checkout/messages.ts). */
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
  const icu = ICU_LOCALE[locale];
  const translate = createTranslator(locale, messages as Messages);
  const grouped = new Intl.NumberFormat(icu, { maximumFractionDigits: 0 });
  const plain = new Intl.NumberFormat(icu, { useGrouping: false, maximumFractionDigits: 0 });
  const dateFormat = new Intl.DateTimeFormat(icu, { dateStyle: 'medium' });
  const dateTimeFormat = new Intl.DateTimeFormat(icu, { dateStyle: 'medium', timeStyle: 'short' });
  const digitOf = Array.from({ length: 10 }, (_, d) => plain.format(d));
  const safeDate = (format: Intl.DateTimeFormat, iso: string) => {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? iso : format.format(time);
  };
  const text = ((key: MessageKey, values?: MessageValues) => translate(key, values)) as OrderText;
  text.locale = locale;
  text.price = (amount) => formatPrice(amount, locale);
  text.count = (value) => grouped.format(value);
  text.orderNumber = (value) => plain.format(value);
  text.digits = (ascii) => ascii.replace(/[0-9]/g, (d) => digitOf[Number(d)]!);
  text.date = (iso) => safeDate(dateFormat, iso);
  text.dateTime = (iso) => safeDate(dateTimeFormat, iso);
  return text;
}

export function useOrderText(): OrderText {
  const value = useContext(OrderTextContext);
  if (!value) throw new Error('useOrderText needs <OrderTextProvider> (mounted by the page)');
  return useMemo(() => createOrderText(value.locale, value.messages), [value]);
}
