#!/usr/bin/env node
// Cuts the storefront's Arabic-script font down to what Sorani and Arabic pages write:
//   apps/web/app/fonts/noto-sans-arabic-subset.woff2
// from @fontsource-variable/noto-sans-arabic (166 kB, every Arabic-script language, weights 100–900) to the
// Arabic block U+0600–06FF (Sorani's ڕ ڵ ۆ ێ ە ڤ پ چ ژ گ are all in it), the joiners and direction marks, and
// the weights the shop uses (400–700, still one variable file): about 37 kB. Letters outside it (Arabic
// Supplement, presentation forms) are drawn by the system's font. Run once after upgrading the font package
// (`node scripts/subset-arabic-font.mjs`) and commit the file: nothing is generated at build or run time.
// apps/web/app/fonts.test.ts checks that the shop's texts stay inside these ranges.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Code point ranges kept, inclusive. fonts.ts declares the same as its unicode-range. */
export const ARABIC_SUBSET_RANGES = [
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
  [0x2010, 0x2011],
];

/** The ranges as a CSS unicode-range value. */
export function unicodeRange(ranges = ARABIC_SUBSET_RANGES) {
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => `U+${hex(from)}-${hex(to)}`).join(',');
}

const WEIGHTS = { min: 400, max: 700 };

async function main() {
  const { default: subsetFont } = await import('subset-font');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const source = path.join(
    root,
    'node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
  );
  const target = path.join(root, 'apps/web/app/fonts/noto-sans-arabic-subset.woff2');
  let text = '';
  for (const [from, to] of ARABIC_SUBSET_RANGES) {
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  const font = readFileSync(source);
  const subset = await subsetFont(font, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
  writeFileSync(target, subset);
  console.log(`${path.relative(root, target)}: ${subset.length} bytes (from ${font.length})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
