#!/usr/bin/env node
// Cuts the storefront's Arabic-script font down to what Sorani and Arabic pages write:
//   apps/web/app/fonts/noto-sans-arabic-subset.woff2
// from @fontsource-variable/noto-sans-arabic (166 kB, every Arabic-script language, weights 100–900) to the letters
// of the Sorani and Arabic alphabets (with the Persian forms Sorani shares: پ چ ژ ک گ ی), Arabic's vowel marks,
// both sets of Eastern digits, Arabic punctuation, the joiners and direction marks, and the weights the shop uses
// (400–700, still one variable file): about 21 kB. The whole Arabic block (U+0600–06FF) was 37 kB; most of the rest
// is letters of Urdu, Sindhi, Pashto and other languages the shop is not written in. A letter outside these ranges
// (in a product name typed by the shop, say) is drawn by the system's font; joining still follows the word, since
// the browser shapes each run with the text around it. Run once after upgrading the font package or changing the
// ranges (`node scripts/subset-arabic-font.mjs`) and commit the file: nothing is generated at build or run time.
// apps/web/app/fonts.test.ts checks that the shop's texts stay inside these ranges.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Code point ranges kept, inclusive. fonts.ts declares the same as its unicode-range. */
export const ARABIC_SUBSET_RANGES = [
  // Arabic punctuation: comma, semicolon, question mark.
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  // The Arabic letters (hamza to ghain), tatweel, the letters fa to yeh, and the vowel and hamza marks.
  [0x0621, 0x063a],
  [0x0640, 0x0655],
  // Arabic-Indic digits, percent sign, decimal and thousands separators.
  [0x0660, 0x066d],
  [0x0670, 0x0670],
  // Sorani's own letters and the Persian forms it writes: پ چ ڕ ژ ڤ ک گ ڵ ھ ۅ ۆ ی ێ ە.
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0695, 0x0695],
  [0x0698, 0x0698],
  [0x06a4, 0x06a4],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06b5, 0x06b5],
  [0x06be, 0x06be],
  [0x06c5, 0x06c6],
  [0x06cc, 0x06cc],
  [0x06ce, 0x06ce],
  [0x06d5, 0x06d5],
  // Extended Arabic-Indic (Persian) digits, which some Kurdish text uses.
  [0x06f0, 0x06f9],
  // Zero-width non-joiner and joiner, direction marks, hyphens.
  [0x200c, 0x200f],
  [0x2010, 0x2011],
];

/** The ranges as a CSS unicode-range value. */
export function unicodeRange(ranges = ARABIC_SUBSET_RANGES) {
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
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
