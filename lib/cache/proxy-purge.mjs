// Tells the proxy in front of the instances (deploy/nginx) that the content version has moved.
// nginx keeps the version a few seconds instead of asking an instance before every public page;
// after an edit is written to the store, a POST to each CACHE_PURGE_URL (comma-separated, one per
// nginx) makes it fetch the version again at once, so the next page request is keyed on the new
// one. Plain JavaScript: the cache handlers, outside the app's bundles, call it too.

/** How long one call may take: the edit's answer waits for it. */
const TIMEOUT_MS = 2_000;
/**
 * A page request whose version fetch left an instance before the store write, and reached nginx
 * after the refresh, puts the old version back; asking once more a moment later bounds that
 * window to this.
 */
const AGAIN_AFTER_MS = 1_000;
const FAILURE_LOG_INTERVAL_MS = 30_000;
let lastFailureLogged = 0;

/** @returns {string[]} */
function purgeUrls() {
  return (process.env.CACHE_PURGE_URL ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}

function logFailure(url, error) {
  const now = Date.now();
  if (now - lastFailureLogged < FAILURE_LOG_INTERVAL_MS) return;
  lastFailureLogged = now;
  console.error(
    `Proxy content version: could not renew it at ${url} (${error instanceof Error ? error.message : String(error)}); the proxy shows edits once its copy expires (5 s).`,
  );
}

async function refreshOne(url) {
  try {
    const response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`it answered ${response.status}`);
  } catch (error) {
    logFailure(url, error);
  }
}

/** Asks every configured proxy to renew its content version; never throws, does nothing when none is set. */
export async function refreshProxyContentVersion() {
  const urls = purgeUrls();
  if (urls.length === 0) return;
  await Promise.all(urls.map(refreshOne));
  setTimeout(() => void Promise.all(urls.map(refreshOne)), AGAIN_AFTER_MS).unref();
}
