#!/usr/bin/env node
// Generates the storefront's PNG icons and link-preview picture from apps/web/public/icon.svg:
//   icon-192.png, icon-512.png          manifest icons ("any": the logo with its rounded corners)
//   icon-maskable-512.png               manifest icon ("maskable": full-bleed, the bag inside the safe circle)
//   apple-touch-icon.png (180)          home-screen icon on iOS (full-bleed: iOS rounds the corners itself)
//   og-image.png (1200×630)             default Open Graph / X card picture
// Run once after changing the logo (`node scripts/generate-web-icons.mjs`) and commit the PNGs: nothing is
// generated or downloaded at build or run time. sharp comes with the API's dependencies; the shop's name is
// set in Noto Sans Arabic from @fontsource-variable (the storefront's own font), Latin in a system font.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(path.join(root, 'package.json'))('sharp');
const publicDir = path.join(root, 'apps/web/public');
const brand = '#0b6254';
const arabicFont = path.join(
  root,
  'node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
);

const logo = readFileSync(path.join(publicDir, 'icon.svg'), 'utf8');
// The bag drawn over the logo's rounded green square, in the logo's 48-unit coordinates.
const bag = logo
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
if (bag === logo || !bag.includes('<path')) throw new Error('icon.svg no longer has the expected shape');

/** The bag scaled about the logo's centre on a square green background without rounded corners. */
function fullBleed(scale) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${brand}"/><g transform="translate(24 24) scale(${scale}) translate(-24 -24.25)">${bag}</g></svg>`;
}

async function svgToPng(svg, size, file) {
  // The SVG is 48 units wide: rasterize at the density that makes it `size` pixels, not by upscaling.
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 48) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));
  console.log(`${file} ${size}×${size}`);
}

await svgToPng(logo, 192, 'icon-192.png');
await svgToPng(logo, 512, 'icon-512.png');
// Maskable icons may be cut to a circle of 80% of their width: the bag (about 40 units tall) fits at 0.7.
await svgToPng(fullBleed(0.7), 512, 'icon-maskable-512.png');
await svgToPng(fullBleed(0.8), 180, 'apple-touch-icon.png');

async function text(markup) {
  return sharp({ text: { text: markup, font: 'Noto Sans Arabic', fontfile: arabicFont, rgba: true, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
}

const width = 1200;
const height = 630;
// The logo in reverse (white square, green bag) so it stands out on the green picture.
const reversed = logo.replaceAll(brand, '#TMP').replaceAll('#fff', brand).replaceAll('#TMP', '#fff');
const mark = await sharp(Buffer.from(reversed), { density: Math.ceil((72 * 220) / 48) })
  .resize(220, 220)
  .png()
  .toBuffer();
const name = await text('<span foreground="#ffffff" size="96pt" weight="bold">دوکان</span>');
const subtitle = await text('<span foreground="#d7f2ea" size="40pt">دكان  ·  Dukan</span>');
const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${brand}"/><rect x="40" y="40" width="${width - 80}" height="${height - 80}" rx="36" fill="none" stroke="#ffffff" stroke-opacity=".25" stroke-width="4"/></svg>`;
const gap = 28;
const blockHeight = 220 + gap + name.info.height + 8 + subtitle.info.height;
let top = Math.round((height - blockHeight) / 2);
const centered = (info) => Math.round((width - info.width) / 2);
const layers = [{ input: mark, left: (width - 220) / 2, top }];
top += 220 + gap;
layers.push({ input: name.data, left: centered(name.info), top });
top += name.info.height + 8;
layers.push({ input: subtitle.data, left: centered(subtitle.info), top });
await sharp(Buffer.from(frame))
  .composite(layers)
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(publicDir, 'og-image.png'));
console.log(`og-image.png ${width}×${height}`);
