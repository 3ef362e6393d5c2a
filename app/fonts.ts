import localFont from 'next/font/local';

// Self-hosted from npm packages: Google-hosted fonts would be downloaded at build time, and the build
// machines have no internet. next/font preloads them and sizes fallbacks, so text doesn't shift.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});

export const jakarta = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  weight: '200 800',
  display: 'swap',
});
