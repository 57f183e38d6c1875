/**
 * Where a Lighthouse round's Total Blocking Time was spent. Lighthouse's `long-tasks` audit lists the simulated
 * tasks of 50 ms or more with the URL each is attributed to; TBT counts the part of each task between the first
 * contentful paint and Time to Interactive that is beyond 50 ms. Summed by source, a run shows whether a page
 * loses to the bare page in its own document's work (HTML parsing, the inline server components payload, and the
 * first style and layout, which on Linux waits mostly on system font look-ups: decision 008) or in its scripts (the
 * framework's start-up and hydration). The sum is an estimate: it matched Lighthouse's own TBT within 10 ms in 15 of
 * 24 rounds measured, and by up to 80 ms in the others.
 */
export interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

export const BLOCKING_SOURCES = ['document', 'scripts', 'other'] as const;
export type BlockingSource = (typeof BLOCKING_SOURCES)[number];

const BLOCKING_THRESHOLD_MS = 50;

export function blockingSource(url: string): BlockingSource {
  if (url === 'Unattributable' || url === '') return 'other';
  // Query strings and fragments do not change what a script is.
  const pathname = url.split(/[?#]/)[0]!;
  if (pathname.endsWith('.js') || pathname.endsWith('.mjs')) return 'scripts';
  // The page's own URL, and its stylesheets (a task attributed to one is the style and layout it caused).
  return 'document';
}

export function blockingBySource(
  tasks: readonly LongTask[],
  firstContentfulPaintMs: number,
  interactiveMs: number,
): Record<BlockingSource, number> {
  const sums: Record<BlockingSource, number> = { document: 0, scripts: 0, other: 0 };
  for (const task of tasks) {
    const start = Math.max(task.startTime, firstContentfulPaintMs);
    const end = Math.min(task.startTime + task.duration, interactiveMs);
    const blocking = end - start - BLOCKING_THRESHOLD_MS;
    if (blocking > 0) sums[blockingSource(task.url)] += blocking;
  }
  for (const source of BLOCKING_SOURCES) sums[source] = Math.round(sums[source]);
  return sums;
}
