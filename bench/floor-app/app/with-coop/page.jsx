// The same page, answered with the site's Cross-Origin-Opener-Policy (next.config.mjs): a
// reference row, not a budget, showing what that header alone costs in Lighthouse's runs.
export { default } from '../page.jsx';
