// FIB's expiresIn and refundableFor are ISO 8601 durations; the order service and the simulator both need them in ms.

const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Milliseconds of an ISO 8601 duration in weeks, days, hours, minutes and seconds ("PT15M", "P7D"); else null. */
export function isoDurationMs(text: string): number | null {
  const match = DURATION.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return null;
  const [, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  return ((((weeks! * 7 + days!) * 24 + hours!) * 60 + minutes!) * 60 + seconds!) * 1000;
}
