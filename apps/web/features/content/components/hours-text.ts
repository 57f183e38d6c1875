// Opening hours in the shopper's language: weekday names and clock times from @dukan/core/format, the week's
// rows, and the open-now sentence. Pure: the server writes the week's rows into the cached page, the browser
// writes the open-now sentence for its own clock (OpeningHours.tsx).
import { weekSchedule, type OpeningPeriod, type OpeningState } from '@dukan/core/content/opening-hours';
import { formatClock, formatWeekday } from '@dukan/core/format/dates';
import type { Locale } from '@dukan/core/locales';
import type { Text } from '@/i18n/namespaces';

export function dayName(locale: Locale, day: number): string {
  return formatWeekday(day, locale);
}

/** "HH:MM" as the locale writes a time of day (9:00 PM, ٩:٠٠ د.ن). */
export function clockText(locale: Locale, time: string): string {
  return formatClock(time, locale) ?? time;
}

/** One row of the week's table: the day, its name, and its periods as text (none: closed that day). */
export interface WeekRow {
  day: number;
  name: string;
  periods: string[];
}

/** The week from Saturday, written out. */
export function weekRows(t: Text<'showroom'>, hours: readonly OpeningPeriod[]): WeekRow[] {
  return weekSchedule(hours).map((row) => ({
    day: row.day,
    name: dayName(t.locale, row.day),
    periods: row.periods.map((period) =>
      t('showroom_time_range', { open: clockText(t.locale, period.open), close: clockText(t.locale, period.close) }),
    ),
  }));
}

/** "Open now" or "Closed now", and when that changes ("Closes at 9:00 PM", "Opens Saturday at 9:00 AM"). */
export function openingStateText(
  t: Text<'showroom'>,
  state: OpeningState,
  today: number,
): { label: string; detail: string | null } {
  const { locale } = t;
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
