import localFont from 'next/font/local';

// Noto Sans Arabic cut to the Arabic block and weights 400–700 by scripts/subset-arabic-font.mjs (37 kB
// instead of the full 166 kB, no network fonts). Latin text uses the system font, so English pages download
// no font at all and Kurdish/Arabic pages this one file. Not preloaded: it would compete with the page's first
// paint and LCP image; text paints at once in a metric-matched fallback and swaps when the font arrives.
// unicode-range must equal the script's ARABIC_SUBSET_RANGES (fonts.test.ts checks it).
export const notoSansArabic = localFont({
  src: './fonts/noto-sans-arabic-subset.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-noto-arabic',
  fallback: ['system-ui', 'Segoe UI', 'Tahoma', 'Arial', 'sans-serif'],
  declarations: [{ prop: 'unicode-range', value: 'U+0600-06FF,U+200C-200F,U+2010-2011' }],
});
