import type { HighlightPart } from '@/ui/text/highlight';

/** Search matches as <mark>; everything else as text that React escapes. */
export function HighlightedText({ parts, fallback }: { parts: HighlightPart[] | null; fallback: string }) {
  if (!parts || parts.length === 0) return <>{fallback}</>;
  return <>{parts.map((part, index) => (part.highlighted ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}
