// Opening hours in the shopper's language: weekday names and clock times from @dukan/core/format, and the
// open-now sentence. Server-side: the page computes them per request.
import type { OpeningState } from '@dukan/core/content/opening-hours';
import { formatClock, formatWeekday } from '@dukan/core/format/dates';
import type { Locale } from '@dukan/core/locales';
import { getText } from '@/i18n/text';

export function dayName(locale: Locale, day: number): string {
  return formatWeekday(day, locale);
}

/** "HH:MM" as the locale writes a time of day (9:00 PM, ٩:٠٠ د.ن). */
export function clockText(locale: Locale, time: string): string {
  return formatClock(time, locale) ?? time;
}

/** "Open now" or "Closed now", and when that changes ("Closes at 9:00 PM", "Opens Saturday at 9:00 AM"). */
export function openingStateText(
  locale: Locale,
  state: OpeningState,
  today: number,
): { label: string; detail: string | null } {
  const t = getText(locale, 'showroom');
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
