import localFont from 'next/font/local';

// Noto Sans Arabic from @fontsource-variable (no network fonts), Arabic-script subset only: Latin text
// uses the system font, so English pages download no font at all and Kurdish/Arabic pages one file.
// Not preloaded: the 166 kB file would compete with the page's first paint and LCP image; text paints
// at once in a metric-matched fallback and swaps when the font arrives.
export const notoSansArabic = localFont({
  src: '../../../node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-noto-arabic',
  fallback: ['system-ui', 'Segoe UI', 'Tahoma', 'Arial', 'sans-serif'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
    },
  ],
});
