// `npm start`: Next's request handler with the one thing no standard host adds: each HTML answer's
// Content-Security-Policy lists the hashes of the inline scripts Next and React wrote into it
// (server/html-csp.mjs), so no other runs; compression comes after the hashing. As a speed-up
// only, finished public pages are kept and answered again while the content clock stands still
// (server/page-copies.mjs, lib/cache/content-clock.mjs). All else is the app's own and holds under
// `next start` too (proxy.ts). Options: -p/--port (or PORT, default 3000), -H/--hostname (default
// 0.0.0.0).
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import compression from 'compression';
import next from 'next';
import { SESSION_COOKIE } from './lib/auth/session-cookie.mjs';
import { catchUpWith, clockGeneration, clockIsSure, onClockMove, refreshIfOld } from './lib/cache/content-clock.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';
import { createHtmlCsp } from './server/html-csp.mjs';
import { createPageCopies } from './server/page-copies.mjs';
import { createWholeAnswers } from './server/whole-answers.mjs';

const { values: options } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(options.port ?? process.env.PORT ?? 3000);
const hostname = options.hostname ?? '0.0.0.0';
const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
// With no proxy in front, a client's own X-Forwarded-For is dropped, so that Next writes the
// connection's address there (the one the app takes, lib/client-address.ts); and its own
// X-Content-Version too, which would let anyone make this server read the store at will.
const facesVisitors = !Number(process.env.TRUSTED_PROXIES ?? 0);

// Read by instrumentation.ts (no warning) and next.config.mjs (Next leaves compression to this server).
globalThis[Symbol.for('ztart.productionServer')] = true;
// Next builds the URL proxy.ts sees on `localhost` and the one it compares a rewrite with on the
// hostname it is given: they must agree, or every rewrite of an address to its language's page
// (lib/i18n/locale-routing.ts) would be fetched over HTTP. It only names this server to itself;
// the socket listens on `hostname` below.
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
const compress = compression();
const wholeAnswers = createWholeAnswers();
const htmlCsp = createHtmlCsp((scriptHashes) => contentSecurityPolicy({ siteUrl, scriptHashes }));
const pages = createPageCopies({ clock: { generation: clockGeneration, sure: clockIsSure }, sessionCookie: SESSION_COOKIE });
onClockMove(() => pages.clear());
// `kill -USR2 <pid>` prints what the page copies hold: their memory is not told apart in the
// process's, which every render also moves.
process.on('SIGUSR2', () => console.log(`[page-copies] ${pages.size} copies, ${pages.bytes} bytes`));

await app.prepare();
const server = createServer(async (req, res) => {
  // A client that leaves before its answer is finished (a browser drops a refused CORS preflight
  // as soon as it has read the status) makes Node destroy the request with 'aborted', one tick
  // after the answer's 'close'. With no listener, that error is an uncaught exception. One added
  // here would not last: after the proxy, Next copies the state of the body it buffered onto the
  // request, its listeners included (next/dist/server/body-streams.js, replaceRequestBody).
  res.once('close', () => req.on('error', ignoreClientGone));
  if (facesVisitors) {
    delete req.headers['x-forwarded-for'];
    delete req.headers['x-content-version'];
  }
  // The proxy in front names the latest edit it knows of (deploy/nginx): one made through another
  // instance is read before this request is answered. Otherwise the clock is read at most once a
  // second; the request that finds it old waits for that read, the others meanwhile do not.
  const catchingUp = catchUpWith(req.headers['x-content-version']) ?? refreshIfOld();
  if (catchingUp) await catchingUp;
  if (pages.serve(req, res)) return;
  // Each wraps the answer before Next writes; Next's writes reach them in reverse order: the
  // policy is added to the finished page, it is compressed (in one piece when it is whole, so it
  // leaves with its length), and what leaves is copied.
  pages.capture(req, res);
  compress(req, res, () => {
    wholeAnswers(req, res);
    htmlCsp(req, res);
    handle(req, res);
  });
});
/** A request's own error is its client gone (aborted, reset): nothing is left to answer. */
function ignoreClientGone() {}

// Idle keep-alive connections outlive a load balancer's (60 s is common), so it is always the
// balancer that closes one, never this server while the balancer sends a request on it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => console.log(`▲ Ready on http://${hostname}:${port}`));

// Stop taking connections and let the answers under way finish (2 s at most); undelivered
// submissions stay in the store for the next start.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    setTimeout(() => process.exit(0), 2_000).unref();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
