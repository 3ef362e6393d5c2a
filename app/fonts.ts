import localFont from 'next/font/local';
import { preload } from 'react-dom';

// Self-hosted: Google-hosted fonts would be downloaded at build time, and the build machines have
// no internet. The Latin faces are fontsource's files cut to the weights and characters the site
// uses (scripts/fonts/subset.sh), since both are fetched before the first paint on every page.
// next/font preloads them and sizes fallbacks, but no fallback matches a face's widths: a face
// swapped in after the first paint moved the header's buttons, the headings and the centred
// byline (0.11 of layout shift on a post when the fonts came 0.8 s late). 'optional' lets the
// browser wait briefly for the preloaded face and otherwise keep the fallback for the page.
export const inter = localFont({
  src: '../assets/fonts/inter-latin-400-800.woff2',
  variable: '--font-inter',
  weight: '400 800',
  display: 'optional',
});

export const jakarta = localFont({
  src: '../assets/fonts/plus-jakarta-sans-latin-400-800.woff2',
  variable: '--font-jakarta',
  weight: '400 800',
  display: 'optional',
});

/**
 * Arabic pages' typeface (its @font-face is in ./globals.css), preloaded on those pages alone: one
 * layout serves both languages, and English pages would fetch it for nothing. Left for the
 * stylesheet to discover, it arrives after the first layout, and every Arabic line is shaped and
 * laid out again (60-150 ms a layout on the home page, before any CPU slowdown).
 */
const readexProArabic = new URL('../node_modules/@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2', import.meta.url).pathname;

export const preloadArabicFace = () => preload(readexProArabic, { as: 'font', type: 'font/woff2', crossOrigin: '' });
