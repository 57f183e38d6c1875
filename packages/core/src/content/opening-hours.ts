// Opening hours of a showroom and whether it is open at a given moment. Hours are written in Baghdad's
// wall-clock time ("HH:MM", day 0 = Sunday … 6 = Saturday); Iraq keeps UTC+3 all year (no daylight saving
// since 2008), and the time zone database knows that, so Intl with 'Asia/Baghdad' is all the zone logic needed.
// A period may run past midnight (10:00–01:00 belongs to the day it opens); a day without periods is closed.

export const BAGHDAD_TIME_ZONE = 'Asia/Baghdad';

/** The week as a calendar in Iraq shows it: Saturday first. */
export const IRAQ_WEEK = [6, 0, 1, 2, 3, 4, 5] as const;

export interface OpeningPeriod {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  /** "HH:MM", 00:00–23:59. */
  open: string;
  /** "HH:MM", 00:00–24:00; at or before `open` means the next day (an equal one: open all day). */
  close: string;
}

export interface WeekTime {
  day: number;
  /** "HH:MM". */
  time: string;
}

export type OpeningState =
  /** closesAt is null when the place never closes. */
  | { open: true; closesAt: WeekTime | null }
  /** opensAt is null when the place has no hours at all. */
  | { open: false; opensAt: WeekTime | null };

const DAY = 24 * 60;
const WEEK = 7 * DAY;

/** Minutes after midnight of "HH:MM" (24:00 allowed for a closing time), or null when it is not a time. */
export function parseClock(text: string, allowEndOfDay = false): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return null;
  if (hours === 24 && minutes === 0 && allowEndOfDay) return DAY;
  return hours < 24 ? hours * 60 + minutes : null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const clockOf = (minuteOfDay: number) => `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const baghdadParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BAGHDAD_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday and minute of the day on Baghdad's clocks at `at`. */
export function baghdadClock(at: Date): { day: number; minute: number } {
  const parts = Object.fromEntries(baghdadParts.formatToParts(at).map((part) => [part.type, part.value]));
  const day = WEEKDAY_INDEX[parts.weekday ?? ''];
  if (day === undefined) throw new Error(`Unexpected weekday ${parts.weekday}`);
  return { day, minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/** Periods as [start, end) minutes of the week (end may pass the week's end); unreadable ones are left out. */
function intervals(hours: readonly OpeningPeriod[]): [number, number][] {
  const out: [number, number][] = [];
  for (const period of hours) {
    if (!Number.isInteger(period.day) || period.day < 0 || period.day > 6) continue;
    const open = parseClock(period.open);
    const close = parseClock(period.close, true);
    if (open === null || close === null) continue;
    const start = period.day * DAY + open;
    out.push([start, period.day * DAY + (close > open ? close : close + DAY)]);
  }
  return out;
}

/** The periods laid over three weeks and joined where they touch, so a run can cross midnight or the week. */
function runs(hours: readonly OpeningPeriod[]): [number, number][] {
  const laid = intervals(hours)
    .flatMap(([start, end]) => [-WEEK, 0, WEEK].map((shift): [number, number] => [start + shift, end + shift]))
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of laid) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

const weekTime = (minuteOfWeek: number): WeekTime => {
  const m = ((minuteOfWeek % WEEK) + WEEK) % WEEK;
  return { day: Math.floor(m / DAY), time: clockOf(m % DAY) };
};

/** Open or closed at `at` (Baghdad time), with when that changes next. */
export function openingState(hours: readonly OpeningPeriod[], at: Date): OpeningState {
  const clock = baghdadClock(at);
  const now = clock.day * DAY + clock.minute;
  const all = runs(hours);
  const current = all.find(([start, end]) => start <= now && now < end);
  if (current) return { open: true, closesAt: current[1] - current[0] >= WEEK ? null : weekTime(current[1]) };
  const next = all.find(([start]) => start > now);
  return { open: false, opensAt: next ? weekTime(next[0]) : null };
}

export interface DaySchedule {
  day: number;
  /** In opening order; empty when closed all day. */
  periods: { open: string; close: string }[];
}

/** One row per day, Saturday first, each with its periods as written (a day without any is closed). */
export function weekSchedule(hours: readonly OpeningPeriod[]): DaySchedule[] {
  return IRAQ_WEEK.map((day) => ({
    day,
    periods: hours
      .filter((p) => p.day === day && parseClock(p.open) !== null && parseClock(p.close, true) !== null)
      .sort((a, b) => parseClock(a.open)! - parseClock(b.open)!)
      .map((p) => ({ open: p.open, close: p.close })),
  }));
}

/** "HH:MM" as a Date whose UTC clock shows that time, for formatting in a locale with timeZone 'UTC'. */
export function clockAsUtcDate(time: string): Date {
  const minutes = parseClock(time, true) ?? 0;
  return new Date(Date.UTC(2001, 0, 1, Math.floor(minutes / 60), minutes % 60));
}

/** A date that fell on `day` (0 = Sunday), in UTC, for writing the weekday's name in a locale. */
export function weekdayAsUtcDate(day: number): Date {
  // 7 January 2001 was a Sunday.
  return new Date(Date.UTC(2001, 0, 7 + day, 12));
}

/** schema.org's day names (openingHoursSpecification.dayOfWeek). */
export const SCHEMA_DAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
