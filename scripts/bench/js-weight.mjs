// JavaScript a browser downloads for each page type, gzipped: the same-origin scripts the HTML
// loads (<script src> without nomodule, <link rel=modulepreload>, <link rel=preload as=script>),
// each fetched once and compressed with zlib level 9. Also scans that code for admin/editor
// markers that must never reach public pages.
import { gzipSync } from 'node:zlib';
import { httpGet } from './http.mjs';

/** Text that only admin or editor code contains. */
export const ADMIN_MARKERS = ['ProseMirror', '@tiptap', 'tiptap', 'Welcome to the Blog Admin Panel'];

function attributes(tag) {
  const attrs = {};
  for (const match of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`]+)))?/g)) {
    attrs[match[1].toLowerCase()] = (match[2] ?? match[3] ?? match[4] ?? '').replaceAll('&amp;', '&');
  }
  return attrs;
}

/** Same-origin script URLs that `html` makes a modern browser download, in document order. */
export function scriptUrls(html, pageUrl) {
  const origin = new URL(pageUrl).origin;
  const urls = [];
  const add = (href) => {
    if (!href) return;
    const url = new URL(href, pageUrl);
    if (url.origin === origin && !urls.includes(url.href)) urls.push(url.href);
  };
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = attributes(match[1]);
    if ('src' in attrs && !('nomodule' in attrs)) add(attrs.src);
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1]);
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload') || (rel.includes('preload') && (attrs.as ?? '').toLowerCase() === 'script')) add(attrs.href);
  }
  return urls;
}

/** Fetches each chunk once across all pages: { url -> { status, raw, gzip, markers } }. */
function chunkFetcher() {
  const cache = new Map();
  return (url) => {
    if (!cache.has(url)) {
      cache.set(
        url,
        httpGet(url).then(({ status, body }) => {
          const text = body.toString('utf8');
          return {
            url,
            status,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            markers: ADMIN_MARKERS.filter((marker) => text.includes(marker)),
          };
        }),
      );
    }
    return cache.get(url);
  };
}

/**
 * For each page ({ key, path }) and the baseline page: { scripts, totalGzip, totalRaw, htmlGzip,
 * overBaselineGzip, adminChunks }. Pages without a 200 answer get { skipped }.
 */
export async function measureJsWeight(baseUrl, pages, baseline) {
  const fetchChunk = chunkFetcher();
  const measure = async (page) => {
    const pageUrl = page.url ?? `${baseUrl}${page.path}`; // the floor is served by its own server
    const { status, body } = await httpGet(pageUrl);
    if (status !== 200 && !page.floor) return { skipped: `answers ${status}` };
    const html = body.toString('utf8');
    const chunks = await Promise.all(scriptUrls(html, pageUrl).map(fetchChunk));
    const failed = chunks.filter((chunk) => chunk.status !== 200);
    return {
      status,
      htmlGzip: gzipSync(body, { level: 9 }).length,
      scripts: chunks.map(({ url, status: chunkStatus, raw, gzip }) => ({ path: new URL(url).pathname, status: chunkStatus, raw, gzip })),
      totalGzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
      totalRaw: chunks.reduce((sum, chunk) => sum + chunk.raw, 0),
      failedChunks: failed.map((chunk) => `${new URL(chunk.url).pathname} (${chunk.status})`),
      adminChunks: chunks
        .filter((chunk) => chunk.markers.length)
        .map((chunk) => ({ path: new URL(chunk.url).pathname, gzip: chunk.gzip, markers: chunk.markers })),
    };
  };
  const base = await measure(baseline);
  const results = { [baseline.key]: { ...base, overBaselineGzip: 0 } };
  for (const page of pages) {
    if (!page.ok) {
      results[page.key] = { skipped: page.note ?? `answers ${page.status}` };
      continue;
    }
    const result = await measure(page);
    if (!result.skipped) result.overBaselineGzip = result.totalGzip - base.totalGzip;
    results[page.key] = result;
  }
  return results;
}
