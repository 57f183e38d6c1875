import localFont from 'next/font/local';

// Noto Sans Arabic cut to the Sorani and Arabic alphabets and weights 400–700 by scripts/subset-arabic-font.mjs
// (21 kB instead of the full 166 kB, no network fonts). Latin text uses the system font, so English pages download
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
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+060C,U+061B,U+061F,U+0621-063A,U+0640-0655,U+0660-066D,U+0670,U+067E,U+0686,U+0695,U+0698,U+06A4,U+06A9,U+06AF,U+06B5,U+06BE,U+06C5-06C6,U+06CC,U+06CE,U+06D5,U+06F0-06F9,U+200C-200F,U+2010-2011',
    },
  ],
});
