// `npm start`: the production server. Next's own request handler, with what `next start` cannot
// do around it: every HTML answer gets a Content-Security-Policy listing the hashes of its own
// inline scripts (server/html-csp.mjs); compression happens after that, on the finished page; and
// public pages Next serves from its cache are kept in memory for a few seconds, dropped whenever
// content changes, and served from there (server/page-cache.mjs). The visitor's address the app
// sees in X-Forwarded-For is the one the trusted proxies vouch for (server/client-address.mjs).
// Malformed addresses, and large bodies posted to /login or /admin without a session, are
// refused before Next reads them (server/request-guard.mjs); old addresses of renamed pages
// answer 301 (server/redirects.mjs); unknown visa and blog slugs are answered from one rendered
// 404 (server/not-found-copies.mjs).
// Options: -p/--port (or PORT, default 3000), -H/--hostname (default 0.0.0.0); TRUSTED_PROXIES.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import compression from 'compression';
import next from 'next';
import { contentSecurityPolicy, securityHeaders } from './security-headers.mjs';
import { clientAddress, trustedProxiesFrom } from './server/client-address.mjs';
import { CONTENT_CHANGED } from './server/content-events.mjs';
import { createHtmlCsp } from './server/html-csp.mjs';
import { createNotFoundCopies } from './server/not-found-copies.mjs';
import { createPageCache } from './server/page-cache.mjs';
import { createRedirects } from './server/redirects.mjs';
import { createRequestGuard } from './server/request-guard.mjs';
import { createStoreOutage } from './server/store-outage.mjs';
import { STORE_UNAVAILABLE_MESSAGE, storeFailedRecently } from './lib/store/outage.mjs';
import { contentVersion } from './lib/cache/shared-cache-tags.mjs';
import { COUNTRY_PAGE_SLUGS } from './content/country-pages/slugs.mjs';
import { SESSION_COOKIE } from './lib/auth/session-cookie.mjs';

const { values: options } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(options.port ?? process.env.PORT ?? 3000);
const hostname = options.hostname ?? '0.0.0.0';
const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
const trustedProxies = trustedProxiesFrom(process.env.TRUSTED_PROXIES);

// Read by instrumentation.ts, which warns when the site is started without this server.
globalThis[Symbol.for('ztart.productionServer')] = true;
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
const compress = compression();
const htmlCsp = createHtmlCsp((scriptHashes) => contentSecurityPolicy({ siteUrl, scriptHashes }));
const pages = createPageCache();
const storeOutage = createStoreOutage({ failedRecently: () => storeFailedRecently(15_000), message: STORE_UNAVAILABLE_MESSAGE });
const guard = createRequestGuard({ headers: securityHeaders({ siteUrl }), sessionCookie: SESSION_COOKIE, sessionSecret: process.env.SESSION_SECRET });
// Unknown slugs get one rendered 404 per kind of page, with their slug written in.
const ownOrigin = `http://${['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname}:${port}`;
const notFound = createNotFoundCopies({
  families: [
    { prefix: '/visa/', slugsPath: '/api/1.0/user/testimonial/get-visa-slug', alsoKnown: COUNTRY_PAGE_SLUGS },
    { prefix: '/blogs/', slugsPath: '/api/1.0/user/blog/get-blog-slug' },
  ],
  fetchInternal: (path, headers) => fetch(new URL(path, ownOrigin), { headers }),
  send: (req, res, status, headers, body) =>
    compress(req, res, () => {
      htmlCsp(req, res);
      for (const [name, value] of headers) res.setHeader(name, value);
      res.statusCode = status;
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(req.method === 'HEAD' ? undefined : body);
    }),
});
// Old addresses (a renamed slug's, or one staff redirected) answer 301 with the current one.
const redirects = createRedirects({
  listPath: '/api/1.0/user/redirects',
  fetchInternal: (path) => fetch(new URL(path, ownOrigin), { headers: { 'accept-encoding': 'identity' } }),
  headers: securityHeaders({ siteUrl }),
});
const dropCopies = () => {
  pages.clear();
  notFound.clear();
  redirects.clear();
};
process.on(CONTENT_CHANGED, dropCopies);
// `kill -USR2 <pid>` prints what the page copies hold: their memory is not told apart in the
// process's, which every render also moves.
process.on('SIGUSR2', () => console.log(`[page-cache] ${pages.size} copies, ${pages.bytes} bytes`));
// Another instance's edit reaches this one through the store's record of cache tags: before a
// copy is served, the copies are dropped if any tag expired anywhere since they were checked.
let checkedVersion;
// A proxy in front (deploy/nginx) asks this before each cached page, and keys its copies on the
// answer: this build and the latest tag expiry anywhere, so an edit or a deploy changes the key.
const CONTENT_VERSION_PATH = '/__content-version';
const buildId = readFileSync(new URL('./.next/BUILD_ID', import.meta.url), 'utf8').trim();
async function answerContentVersion(res) {
  res.writeHead(204, { 'X-Content-Version': `${buildId}.${(await contentVersion()) ?? 'none'}`, 'Cache-Control': 'no-store' });
  res.end();
}
async function dropCopiesIfContentChanged() {
  const version = await contentVersion();
  if (version === undefined || version === checkedVersion) return;
  dropCopies();
  checkedVersion = version;
}

await app.prepare();
const server = createServer(async (req, res) => {
  // Rate limits key on this address (lib/rate-limit.ts reads the first entry): what a client
  // writes into the header itself must not give it a fresh address per request.
  req.headers['x-forwarded-for'] = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies);
  delete req.headers['x-real-ip'];
  if (await guard(req, res)) return;
  if (req.url === CONTENT_VERSION_PATH) return answerContentVersion(res);
  if (req.method === 'GET' && !req.url?.startsWith('/_next/')) await dropCopiesIfContentChanged();
  // Before the page copies and the not-found copies: an old address is neither a page nor unknown.
  if (await redirects.serve(req, res)) return;
  if (pages.serve(req, res)) return;
  if (await notFound.serve(req, res)) return;
  // Each wraps the answer before Next writes it; Next's writes reach them in reverse order: a
  // failure of the store becomes a 503, the policy is added, the finished page is copied, then
  // it is compressed.
  compress(req, res, () => {
    pages.capture(req, res);
    htmlCsp(req, res);
    storeOutage(req, res);
    handle(req, res);
  });
});
// Idle keep-alive connections outlive a load balancer's (60 s is common), so it is always the
// balancer that closes one, never this server while the balancer sends a request on it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname}:${port}`);
});

// Stop taking connections and let the answers under way finish (2 s at most). Submissions the
// lead worker has not delivered yet are in the store and picked up at the next start.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    setTimeout(() => process.exit(0), 2_000).unref();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
