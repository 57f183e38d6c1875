// Text and date rules every contract shares. Free text (names, addresses, notes, codes) ends up in
// PostgreSQL, which refuses a NUL byte in text; a calendar date that only looks like one (2021-02-31) is
// refused by its date type. Both used to travel past the schema and come back as a 500: a schema that says
// "text" or "a day" should mean what the database can store. (The API also refuses NUL bytes in every
// request before any schema runs; these keep the contract right on its own, for the storefront too.)
import { z } from 'zod';

const NUL = '\u0000';

export function hasNulByte(value: string): boolean {
  return value.includes(NUL);
}

/** A string without NUL bytes; `message` is the field error (an API message key in the accounts contract). */
export function text(message = 'text_has_nul_byte') {
  return z.string().refine((value) => !hasNulByte(value), { message, abort: true });
}

/** Is `value` a real calendar day written YYYY-MM-DD (2024-02-29 yes, 2023-02-29 and 2021-02-31 no)? */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
