import { describe, expect, it } from 'vitest';
import { pointsLost, type PerformanceReport } from './points-lost';

// Lighthouse 13's mobile performance category: five weighted metrics and many audits of weight 0.
const auditRefs = [
  { id: 'first-contentful-paint', weight: 10, acronym: 'FCP' },
  { id: 'largest-contentful-paint', weight: 25, acronym: 'LCP' },
  { id: 'total-blocking-time', weight: 30, acronym: 'TBT' },
  { id: 'cumulative-layout-shift', weight: 25, acronym: 'CLS' },
  { id: 'speed-index', weight: 10, acronym: 'SI' },
  { id: 'interactive', weight: 0, acronym: 'TTI' },
  { id: 'max-potential-fid', weight: 0 },
];

function report(scores: Record<string, number | null>): PerformanceReport {
  return {
    categories: { performance: { auditRefs } },
    audits: Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { score }])),
  };
}

describe('pointsLost', () => {
  it("gives each metric's weight times what it missed of a full score, adding up to 100 minus the score", () => {
    const lost = pointsLost(
      report({
        'first-contentful-paint': 0.99,
        'largest-contentful-paint': 0.9,
        'total-blocking-time': 0.5,
        'cumulative-layout-shift': 1,
        'speed-index': 0.8,
        interactive: 0.1,
      }),
    );
    expect(lost).toEqual({ FCP: 0.1, LCP: 2.5, TBT: 15, SI: 2, CLS: 0 });
    // The score these make: (9.9 + 22.5 + 15 + 25 + 8) / 100 = 0.804.
    expect(100 - Object.values(lost).reduce((a, b) => a + b)).toBeCloseTo(80.4, 5);
  });

  it('counts a metric Lighthouse could not compute as all of its weight lost', () => {
    const lost = pointsLost(
      report({
        'first-contentful-paint': 1,
        'largest-contentful-paint': null,
        'total-blocking-time': 1,
        'cumulative-layout-shift': 1,
      }),
    );
    expect(lost).toEqual({ FCP: 0, LCP: 25, TBT: 0, SI: 10, CLS: 0 });
  });

  it('scales by the weights present, should a Lighthouse weigh the metrics differently', () => {
    const halved: PerformanceReport = {
      categories: { performance: { auditRefs: auditRefs.map((ref) => ({ ...ref, weight: ref.weight / 2 })) } },
      audits: report({ 'total-blocking-time': 0 }).audits,
    };
    expect(pointsLost(halved).TBT).toBe(30);
  });

  it('refuses a report whose score leaves out a metric, rather than printing a wrong split', () => {
    const withoutSpeedIndex: PerformanceReport = {
      categories: { performance: { auditRefs: auditRefs.filter((ref) => ref.acronym !== 'SI') } },
      audits: {},
    };
    expect(() => pointsLost(withoutSpeedIndex)).toThrow(/does not weigh SI/);
    expect(() => pointsLost({ categories: {}, audits: {} })).toThrow(/no performance category/);
  });
});
