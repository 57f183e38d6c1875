#!/usr/bin/env node
// Writes the phone input's country names, in Sorani, Arabic and English, from CLDR:
//   packages/core/src/phone/country-names.json
// Browsers cannot be asked: Chromium has no Sorani (ckb) data, so Intl.DisplayNames there gave Arabic names on
// Kurdish pages. Source: the cldr-localenames-full dev dependency (ckb, ar, en territories), for every
// country libphonenumber knows. Each language's names are stored in that language's alphabetical order
// (sorted here with Node's full ICU), so the browser needs no collator either. A name CLDR lacks in Sorani
// (IO) is taken from Arabic, which Kurdish readers read, before English.
// Run after upgrading either package (`node scripts/generate-country-names.mjs`) and commit the file;
// `--check` exits 1 when the committed file differs (packages/core/src/phone/country-names.test.ts runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'packages/core/package.json'));
const output = path.join(root, 'packages/core/src/phone/country-names.json');

const { getCountries } = require('libphonenumber-js/max');
const cldrVersion = require('cldr-localenames-full/package.json').version;

function territories(cldrLocale) {
  return require(`cldr-localenames-full/main/${cldrLocale}/territories.json`).main[cldrLocale].localeDisplayNames
    .territories;
}

// Route language → CLDR locales tried in order, and the ICU locale whose alphabet orders the list.
const LANGUAGES = {
  ku: { sources: ['ckb', 'ar', 'en'], collation: 'ckb' },
  ar: { sources: ['ar', 'en'], collation: 'ar' },
  en: { sources: ['en'], collation: 'en' },
};

export function buildCountryNames() {
  const codes = getCountries();
  const result = { source: `cldr-localenames-full ${cldrVersion}` };
  for (const [language, { sources, collation }] of Object.entries(LANGUAGES)) {
    const tables = sources.map(territories);
    const named = codes.map((code) => [code, tables.map((t) => t[code]).find((name) => name) ?? code]);
    const collator = new Intl.Collator(collation);
    named.sort(([, a], [, b]) => collator.compare(a, b));
    result[language] = Object.fromEntries(named);
  }
  return `${JSON.stringify(result, null, 2)}\n`;
}

const text = buildCountryNames();
if (process.argv.includes('--check')) {
  const committed = readFileSync(output, 'utf8');
  if (committed !== text) {
    console.error(`${path.relative(root, output)} is not what scripts/generate-country-names.mjs writes: run it.`);
    process.exit(1);
  }
} else {
  writeFileSync(output, text);
  console.log(`wrote ${path.relative(root, output)}`);
}
