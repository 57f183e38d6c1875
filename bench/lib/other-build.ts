// `LIGHTHOUSE_VS`: another built checkout of the shop, measured beside ours in the same Lighthouse rounds.
//
// A change meant for the score moves it by a few points, less than one round's spread and less than a machine
// drifts between two runs. Measured in separate runs it cannot be told from noise; measured in the same rounds,
// each of its pages next to ours, it can. The other build's storefront runs on the same API as ours, so both
// serve the same shop, and its pages are named after ours with " (vs)".
import { existsSync } from 'node:fs';
import path from 'node:path';

export const OTHER_BUILD_SUFFIX = ' (vs)';

/** The other checkout's folder, or undefined when the setting is unset; throws when it holds no built storefront. */
export function parseOtherBuild(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const dir = path.resolve(value);
  if (!existsSync(path.join(dir, 'apps/web/server.mjs')) || !existsSync(path.join(dir, 'apps/web/.next/BUILD_ID')))
    throw new Error(`${name} is a checkout of the shop with its storefront built (npm run build there); ${dir} is not`);
  return dir;
}

/**
 * One round's pages in the order they are measured: each of ours beside its counterpart from the other build,
 * the pair's order swapped every other round (round counts from 1), so that neither build always runs first,
 * right after a page of the other kind.
 */
export function roundOrder<T extends { name: string }>(pages: readonly T[], round: number): T[] {
  const ordered: T[] = [];
  for (let i = 0; i < pages.length; i++) {
    const page = pages[i]!;
    const counterpart = pages[i + 1];
    if (counterpart && counterpart.name === page.name + OTHER_BUILD_SUFFIX) {
      ordered.push(...(round % 2 === 0 ? [counterpart, page] : [page, counterpart]));
      i++;
    } else {
      ordered.push(page);
    }
  }
  return ordered;
}
