// The shop's calendar: days start at midnight in Baghdad. Iraq has kept UTC+3 all year since it dropped
// daylight saving in 2008, so a fixed offset is exact and needs no time-zone data.
const OFFSET_MS = 3 * 3600_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the Baghdad day `at` falls in. */
export function baghdadDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Baghdad day ('YYYY-MM-DD') begins. */
export function baghdadDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The Baghdad day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Saturday that starts the Iraqi week `day` is in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 1) % 7));
}
