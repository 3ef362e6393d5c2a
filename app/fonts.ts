import localFont from 'next/font/local';
import { preload } from 'react-dom';

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
 * Arabic pages' typeface (its @font-face is in ./globals.css), preloaded on those pages alone: one
 * layout serves both languages, and English pages would fetch it for nothing. Left for the
 * stylesheet to discover, it arrives after the first layout, and every Arabic line is shaped and
 * laid out again (60-150 ms a layout on the home page, before any CPU slowdown).
 */
const readexProArabic = new URL('../node_modules/@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2', import.meta.url).pathname;

export const preloadArabicFace = () => preload(readexProArabic, { as: 'font', type: 'font/woff2', crossOrigin: '' });
