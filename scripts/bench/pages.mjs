// Finds the URLs of the page types from the running site: the first stored visa and the first
// country page linked from /visa, the first post linked from /blogs. Pages that answer 404 (not
// built yet) are kept, marked as such, so the report can say so.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { httpGet } from './http.mjs';

/** Country page slugs: the `url` field of each module in content/country-pages/. */
export function countryPageSlugs(root) {
  const dir = path.join(root, 'content', 'country-pages');
  const slugs = new Set();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file === 'index.ts') continue;
    const match = /^\s*url:\s*['"]([a-z0-9-]+)['"]/m.exec(readFileSync(path.join(dir, file), 'utf8'));
    if (match) slugs.add(match[1]);
  }
  return slugs;
}

/** Same-origin paths of every <a href> in `html` that match `pattern`, in document order. */
function linkedPaths(html, pattern, baseUrl) {
  const origin = new URL(baseUrl).origin;
  const found = [];
  for (const match of html.matchAll(/<a\b[^>]*?\bhref="([^"]+)"/g)) {
    let url;
    try {
      url = new URL(match[1].replaceAll('&amp;', '&'), baseUrl);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    if (pattern.test(url.pathname) && !found.includes(url.pathname)) found.push(url.pathname);
  }
  return found;
}

async function status(baseUrl, pagePath) {
  try {
    return (await httpGet(`${baseUrl}${pagePath}`)).status;
  } catch (error) {
    return `error: ${error.message}`;
  }
}

/**
 * The page types measured, each { key, label, path, status, note }. `path` is null when no URL
 * could be found (e.g. /visa lists no stored visa yet).
 */
export async function discoverPages(baseUrl, root) {
  const countries = countryPageSlugs(root);
  const visaList = await httpGet(`${baseUrl}/visa`);
  const visaLinks = visaList.status === 200 ? linkedPaths(visaList.body.toString('utf8'), /^\/visa\/[a-z0-9-]+\/?$/, baseUrl) : [];
  const slugOf = (p) => p.replace(/\/$/, '').split('/').pop();
  const storedVisa = visaLinks.find((p) => !countries.has(slugOf(p)));
  const countryPage = visaLinks.find((p) => countries.has(slugOf(p)));
  const blogList = await httpGet(`${baseUrl}/blogs`);
  const post = blogList.status === 200 ? linkedPaths(blogList.body.toString('utf8'), /^\/blogs\/[a-z0-9-]+\/?$/, baseUrl)[0] : undefined;

  const pages = [
    { key: 'home', label: 'Home', path: '/' },
    { key: 'visa-list', label: 'Visa list', path: '/visa' },
    { key: 'visa', label: 'Visa page', path: storedVisa ?? null, note: storedVisa ? undefined : 'no stored visa linked from /visa' },
    { key: 'country', label: 'Country page', path: countryPage ?? null, note: countryPage ? undefined : 'no country page linked from /visa' },
    { key: 'blog-list', label: 'Blog list', path: '/blogs' },
    { key: 'post', label: 'Blog post', path: post ?? null, note: post ? undefined : 'no post linked from /blogs' },
    { key: 'consultant', label: 'Visa consultant in Dubai', path: '/visa-consultant-in-dubai' },
    { key: 'contact', label: 'Contact', path: '/contact' },
  ];
  // Each page type in Arabic too, held to the same budgets (docs/i18n.md).
  pages.push(...pages.map((page) => ({ ...page, key: arabicKey(page.key), label: `${page.label} (Arabic)`, path: page.path && `/ar${page.path === '/' ? '' : page.path}` })));
  for (const page of pages) {
    page.status = page.path ? await status(baseUrl, page.path) : 'not found';
    if (page.status === 404) page.note = 'answers 404: not built yet';
    else if (page.path && page.status !== 200) page.note ??= `answers ${page.status}`;
    page.ok = page.status === 200;
  }
  return pages;
}

/** The key of a page type's Arabic version. */
export const arabicKey = (key) => `ar-${key}`;

/** Whether a page is the home page in either language (its JavaScript budget is the home page's). */
export const isHome = (page) => page.key === 'home' || page.key === arabicKey('home');

/** An absolute URL of a page: the floor has its own (scripts/bench/floor.mjs), the others are the site's. */
export const pageUrl = (page, siteUrl) => page.url ?? `${siteUrl}${page.path}`;
