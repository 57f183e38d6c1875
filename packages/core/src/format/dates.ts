// Dates and times in the page's language, on Baghdad's clock (Iraq keeps UTC+3 all year). Server and browser
// must write the same text, so:
// - Arabic and English come from Intl with an explicit time zone (the server's zone and the phone's would
//   otherwise differ by hours, and so would the day).
// - Sorani is composed from CLDR's ckb names (sorani-calendar.ts) and the date's Baghdad wall clock, because
//   Chromium has no `ckb` data and writes «2026 M11 24 02:19 PM» or English. The pattern is CLDR's long one,
//   «٢٤ی تشرینی دووەمی ٢٠٢٦» (Sorani has no abbreviated months, so there is no shorter form to offer).
import { BAGHDAD_TIME_ZONE } from '../content/opening-hours';
import { ICU_LOCALE, type Locale } from '../locales';
import { formatNumeral } from './numbers';
import { SORANI_DAY_PERIODS, SORANI_MONTHS, SORANI_WEEKDAYS } from './sorani-calendar';

export type DateInput = Date | string | number;
export type DateStyle = 'long' | 'medium';

export interface DateOptions {
  style?: DateStyle;
  /** Default Baghdad. Calendar dates (a birthday) are read and shown in UTC, so no zone moves their day. */
  timeZone?: string;
}

// "1995-03-21" is a day, not a moment.
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readDate(input: DateInput): { date: Date; timeZone?: string } | null {
  if (typeof input === 'string' && CALENDAR_DATE.test(input)) {
    const date = new Date(`${input}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? null : { date, timeZone: 'UTC' };
  }
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : { date };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function cached(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClock(date: Date, timeZone: string): WallClock {
  const parts = cached('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
}

function soraniDate({ year, month, day }: WallClock): string {
  return `${formatNumeral(day, 'ku')}ی ${SORANI_MONTHS[month - 1]}ی ${formatNumeral(year, 'ku')}`;
}

function soraniTime({ hour, minute }: { hour: number; minute: number }): string {
  const minutes = formatNumeral(minute, 'ku').padStart(2, '٠');
  return `${formatNumeral(hour % 12 || 12, 'ku')}:${minutes} ${SORANI_DAY_PERIODS[hour < 12 ? 0 : 1]}`;
}

// Text that is not a date (an old row, a typo) is shown as written rather than as "Invalid Date".
const asWritten = (input: DateInput) => (typeof input === 'string' ? input : '');

/** A day: "November 24, 2026", «٢٤ تشرين الثاني ٢٠٢٦», «٢٤ی تشرینی دووەمی ٢٠٢٦». */
export function formatDate(input: DateInput, locale: Locale, options: DateOptions = {}): string {
  const read = readDate(input);
  if (!read) return asWritten(input);
  const timeZone = options.timeZone ?? read.timeZone ?? BAGHDAD_TIME_ZONE;
  if (locale === 'ku') return soraniDate(wallClock(read.date, timeZone));
  return cached(ICU_LOCALE[locale], { dateStyle: options.style ?? 'long', timeZone }).format(read.date);
}

/** A moment: the day and the time of day, on Baghdad's clock unless told otherwise. */
export function formatDateTime(input: DateInput, locale: Locale, options: DateOptions = {}): string {
  const read = readDate(input);
  if (!read) return asWritten(input);
  const timeZone = options.timeZone ?? read.timeZone ?? BAGHDAD_TIME_ZONE;
  if (locale === 'ku') {
    const clock = wallClock(read.date, timeZone);
    return `${soraniDate(clock)}، ${soraniTime(clock)}`;
  }
  return cached(ICU_LOCALE[locale], { dateStyle: options.style ?? 'long', timeStyle: 'short', timeZone }).format(
    read.date,
  );
}

/** A time of day written "HH:MM" (opening hours): "9:00 PM", «٩:٠٠ م», «٩:٠٠ د.ن». Null when it is no time. */
export function formatClock(clock: string, locale: Locale): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (!match) return null;
  const hour = Number(match[1]) % 24;
  const minute = Number(match[2]);
  if (minute > 59) return null;
  if (locale === 'ku') return soraniTime({ hour, minute });
  return cached(ICU_LOCALE[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, hour, minute),
  );
}

/** A weekday's name, 0 = Sunday … 6 = Saturday. */
export function formatWeekday(day: number, locale: Locale): string {
  const index = ((Math.trunc(day) % 7) + 7) % 7;
  if (locale === 'ku') return SORANI_WEEKDAYS[index]!;
  // 2024-01-07 was a Sunday.
  return cached(ICU_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + index));
}
