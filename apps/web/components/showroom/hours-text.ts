// Opening hours in the shopper's language: weekday names and clock times from Intl with the route's ICU
// locale (Sorani `ckb`), and the open-now sentence. Server-side: the page computes them per request.
import { clockAsUtcDate, weekdayAsUtcDate, type OpeningState } from '@dukan/core/content/opening-hours';
import { ICU_LOCALE, type Locale } from '@dukan/core/locales';
import type { Translate } from '../../lib/i18n/translator';

export function dayName(locale: Locale, day: number): string {
  return new Intl.DateTimeFormat(ICU_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    weekdayAsUtcDate(day),
  );
}

/** "HH:MM" as the locale writes a time of day (9:00 PM, ٩:٠٠ د.ن). */
export function clockText(locale: Locale, time: string): string {
  return new Intl.DateTimeFormat(ICU_LOCALE[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    clockAsUtcDate(time),
  );
}

/** "Open now" or "Closed now", and when that changes ("Closes at 9:00 PM", "Opens Saturday at 9:00 AM"). */
export function openingStateText(
  t: Translate,
  locale: Locale,
  state: OpeningState,
  today: number,
): { label: string; detail: string | null } {
  if (state.open) {
    const at = state.closesAt;
    const detail = !at
      ? null
      : at.day === today
        ? t('showroom_closes_at', { time: clockText(locale, at.time) })
        : t('showroom_closes_on', { day: dayName(locale, at.day), time: clockText(locale, at.time) });
    return { label: t('showroom_open_now'), detail };
  }
  const at = state.opensAt;
  const detail = !at
    ? null
    : at.day === today
      ? t('showroom_opens_today', { time: clockText(locale, at.time) })
      : t('showroom_opens_on', { day: dayName(locale, at.day), time: clockText(locale, at.time) });
  return { label: t('showroom_closed_now'), detail };
}
