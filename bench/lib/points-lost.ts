/**
 * How many points of a Lighthouse round's performance score each metric cost. The score is the weighted mean of
 * the metrics' own scores, each between 0 and 1 on a log-normal curve (on mobile, Total Blocking Time scores 0.9 at
 * 200 ms and 0.5 at 600 ms), so a metric costs `100 × its weight / the weights' sum × (1 − its score)` points and
 * the five add up to 100 − the score. Read from the report's own weights and scores, so a later Lighthouse with
 * other curves or weights is read right. A run then shows which metric a page loses its points to against the bare
 * page: on a slow machine (decision 008, session 38) most of the gap was Total Blocking Time, so work that only
 * moves the first paint earlier cannot close it.
 */
export const SCORED_METRICS = ['FCP', 'LCP', 'TBT', 'SI', 'CLS'] as const;
export type ScoredMetric = (typeof SCORED_METRICS)[number];

/** The parts of a Lighthouse report this reads. */
export interface PerformanceReport {
  categories: { performance?: { auditRefs: readonly { id: string; weight: number; acronym?: string }[] } };
  audits: Record<string, { score: number | null } | undefined>;
}

export function pointsLost(report: PerformanceReport): Record<ScoredMetric, number> {
  const refs = report.categories.performance?.auditRefs;
  if (!refs) throw new Error('the Lighthouse report has no performance category');
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const lost = {} as Record<ScoredMetric, number>;
  for (const metric of SCORED_METRICS) {
    const ref = refs.find((r) => r.acronym === metric && r.weight > 0);
    if (!ref) throw new Error(`the Lighthouse report's performance score does not weigh ${metric}`);
    // A metric Lighthouse could not compute leaves the round without a score at all; counted as wholly lost, such a
    // round stands out in the medians instead of passing for a good one.
    const score = report.audits[ref.id]?.score ?? 0;
    lost[metric] = Math.round(((100 * ref.weight) / totalWeight) * (1 - score) * 10) / 10;
  }
  return lost;
}
