import { randomBytes } from 'node:crypto';

/**
 * Unknown slugs under /visa/ and /blogs/ answered without rendering: each
 * rendered a whole 404 page (about 50 ms of CPU), so a flood of made-up addresses ran the server
 * at 21 requests a second. Here each kind of page keeps the list of its slugs and one rendered
 * 404, both fetched from this server itself and dropped whenever content changes (`clear()`).
 * An address whose slug is not in the list gets that 404 with its own slug written in.
 *
 * The slug is written where the render put the probe's: a 404's HTML holds its address only in
 * Next's router data (the router keeps the address the visitor asked for), and the page hydrates
 * as one Next rendered for it. Only slugs of unreserved URL characters are answered this way,
 * so the text written in needs no escaping in HTML or JSON; the rest, and any address with a
 * query, go to Next as before. If the list or the 404 cannot be fetched, Next answers.
 *
 * A list is also fetched again once it is LIST_MAX_AGE_MS old: a record that reached the store
 * without the site's own content-change signal (written by another program, or restored from a
 * backup) would otherwise be answered 404 until the next edit.
 */

/** How long a slug list is trusted without a content change. */
export const LIST_MAX_AGE_MS = 60_000;

const UNRESERVED = /^[A-Za-z0-9._~-]{1,200}$/;
// Requests Next answers with router data rather than a page, or that change something.
const ROUTER_HEADERS = ['rsc', 'next-action', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];
// Said by the connection, the encoding or the policy of one answer: set anew for each.
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'content-encoding', 'content-security-policy', 'etag']);

/** The header that marks this server's own requests for a list or a 404, which Next must answer. */
export const INTERNAL_HEADER = 'x-ztart-not-found-probe';

/**
 * @param {{
 *   families: Array<{ prefix: string, slugsPath: string, alsoKnown?: readonly string[] }>,
 *   fetchInternal: (path: string, headers: Record<string, string>) => Promise<Response>,
 *   send: (req, res, status: number, headers: Array<[string, string | string[]]>, body: string) => void,
 * }} options
 *   `families`: a path prefix, where its slug list is (`{ data: [{ slug }] }`, the public API's
 *   slug calls), and slugs that exist beside the list (static pages).
 *   `fetchInternal`: a request to this server. `send`: writes an answer through the policy and
 *   compression of every other page. `now`: the clock the lists' age is measured with.
 */
export function createNotFoundCopies({ families, fetchInternal, send, now = Date.now }) {
  const token = randomBytes(16).toString('hex');
  const probe = `zv-not-found-${randomBytes(6).toString('hex')}`;
  let state = new Map(); // prefix -> { slugs: Promise<Set|null>, copy: Promise<Copy|null> }

  const load = async (path, read) => {
    try {
      const response = await fetchInternal(path, { [INTERNAL_HEADER]: token, 'accept-encoding': 'identity' });
      return await read(response);
    } catch {
      return null;
    }
  };

  const slugsOf = (family) =>
    load(family.slugsPath, async (response) => {
      if (response.status !== 200) return null;
      const { data } = await response.json();
      return Array.isArray(data) ? new Set([...data.map((item) => item?.slug), ...(family.alsoKnown ?? [])]) : null;
    });

  const copyOf = (family) =>
    load(`${family.prefix}${probe}`, async (response) => {
      const html = await response.text();
      if (response.status !== 404 || !/^text\/html\b/.test(response.headers.get('content-type') ?? '') || !html.includes(probe)) return null;
      const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name));
      return { html, headers };
    });

  const stateOf = (family) => {
    let entry = state.get(family.prefix);
    if (!entry || now() - entry.loadedAt >= LIST_MAX_AGE_MS) {
      entry = { slugs: slugsOf(family), copy: entry?.copy ?? null, loadedAt: now() };
      state.set(family.prefix, entry);
    }
    return entry;
  };

  return {
    /** Answers an unknown slug from the copy and resolves true, or resolves false for Next. */
    async serve(req, res) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers[INTERNAL_HEADER] === token) return false;
      if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
      const url = req.url ?? '';
      const family = families.find(({ prefix }) => url.startsWith(prefix));
      if (!family) return false;
      const slug = url.slice(family.prefix.length);
      if (!UNRESERVED.test(slug)) return false; // a query, another segment, an escape: Next answers
      const entry = stateOf(family);
      const slugs = await entry.slugs;
      if (!slugs) {
        if (state.get(family.prefix) === entry) state.delete(family.prefix); // try again next time
        return false;
      }
      if (slugs.has(slug)) return false;
      entry.copy ??= copyOf(family);
      const copy = await entry.copy;
      if (!copy) {
        entry.copy = null;
        return false;
      }
      send(req, res, 404, [...copy.headers, ['x-not-found-copy', 'HIT']], copy.html.replaceAll(probe, slug));
      return true;
    },

    /** Forgets the lists and the copies: content changed. */
    clear() {
      state = new Map();
    },
  };
}
