import localFont from 'next/font/local';

// Self-hosted: Google-hosted fonts would be downloaded at build time, and the build machines have
// no internet. The Latin faces are fontsource's files cut to the weights and characters the site
// uses (scripts/fonts/subset.sh), since both are fetched before the first paint on every page.
// next/font preloads them and sizes fallbacks, so text doesn't shift.
export const inter = localFont({
  src: '../assets/fonts/inter-latin-400-800.woff2',
  variable: '--font-inter',
  weight: '400 800',
  display: 'swap',
});

export const jakarta = localFont({
  src: '../assets/fonts/plus-jakarta-sans-latin-400-800.woff2',
  variable: '--font-jakarta',
  weight: '400 800',
  display: 'swap',
});

/**
 * Arabic pages' typeface: Readex Pro, a geometric Arabic that sits with Plus Jakarta Sans, in its
 * Arabic subset only (23 KB, every weight): Latin letters and digits on those pages keep the
 * Latin fonts. Not preloaded, since one layout serves both languages and English pages would
 * fetch it for nothing; swap shows the text at once in the system's Arabic face.
 */
export const arabic = localFont({
  src: '../node_modules/@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2',
  variable: '--font-arabic',
  weight: '160 700',
  display: 'swap',
  preload: false,
});
