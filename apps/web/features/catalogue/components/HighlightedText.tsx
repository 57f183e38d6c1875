import type { Locale } from '@dukan/core/locales';
import { isolateLatinRuns, isolateLatinRunsInParts } from '@/ui/text/bidi';
import type { HighlightPart } from '@/ui/text/highlight';

/**
 * Search matches as <mark>; everything else as text that React escapes. On right-to-left pages Latin runs
 * (model numbers, "A+", brand names) are isolated across the matches, so they read in the order written.
 */
export function HighlightedText({
  parts,
  fallback,
  locale,
}: {
  parts: HighlightPart[] | null;
  fallback: string;
  locale: Locale;
}) {
  if (!parts || parts.length === 0) return <>{isolateLatinRuns(fallback, locale)}</>;
  return (
    <>
      {isolateLatinRunsInParts(parts, locale).map((part, index) =>
        part.highlighted ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  );
}
