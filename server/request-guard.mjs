import { unsealData } from 'iron-session';

/**
 * What server.mjs refuses before Next reads a byte of the body:
 *
 * - An address with malformed percent-encoding (`/visa/%ff`): Next answers those with a bare 500
 *   and none of the security headers; here it is a 400 with them.
 * - A write (a server action, a form post) to the sign-in page, or to an admin page without a
 *   session: its body is small by nature (an e-mail and a password; or nothing a visitor without
 *   a session may send), so anything over `ANONYMOUS_BODY_MAX` is refused with 413 from its
 *   Content-Length, and one without a length with 411. Next would otherwise read and parse up to
 *   the admin forms' 11 MB before the action finds there is no session: 30 such posts at once
 *   took 0.7 GB. A request with a valid session cookie goes on to Next's own 11 MB limit.
 *
 * "A valid session cookie" is one sealed with SESSION_SECRET: unsealing it proves the server
 * issued it, without a store lookup. Whether it is still current (not signed out, not revoked) is
 * checked by the page or action itself, as before.
 */

/** The largest body a visitor without a session may send to /login or /admin. */
export const ANONYMOUS_BODY_MAX = 64 * 1024;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const GUARDED_PATH = /^\/(login|admin)(\/|$)/;

const pathnameOf = (url) => (url ?? '/').split('?', 1)[0].split('#', 1)[0];

function isMalformed(pathname) {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

function cookieValue(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * @param {{ headers: Array<{ key: string, value: string }>, sessionCookie: string, sessionSecret: string | undefined }} options
 *   `headers`: the security headers every answer carries (security-headers.mjs).
 * @returns `(req, res) => Promise<boolean>`: true when it answered, and Next must not.
 */
export function createRequestGuard({ headers, sessionCookie, sessionSecret }) {
  const refuse = (res, status, message, extra = {}) => {
    for (const { key, value } of headers) res.setHeader(key, value);
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra });
    res.end(`${message}\n`);
    return true;
  };

  const hasSession = async (req) => {
    const seal = cookieValue(req.headers.cookie, sessionCookie);
    if (!seal || !sessionSecret) return false;
    try {
      const data = await unsealData(decodeURIComponent(seal), { password: sessionSecret });
      return typeof data.adminId === 'string';
    } catch {
      return false;
    }
  };

  return async function guard(req, res) {
    const pathname = pathnameOf(req.url);
    if (isMalformed(pathname)) return refuse(res, 400, 'Bad request: the address has malformed percent-encoding.');
    if (!WRITES.has(req.method ?? '') || !GUARDED_PATH.test(pathname)) return false;
    const length = req.headers['content-length'];
    if (length === undefined && req.headers['transfer-encoding'] === undefined) return false; // no body
    const known = length !== undefined && /^\d+$/.test(length);
    if (known && Number(length) <= ANONYMOUS_BODY_MAX) return false; // small: no need to look further
    if (pathname.startsWith('/admin') && (await hasSession(req))) return false;
    // The body is left unread: the connection closes after the answer, so it is never taken in.
    const close = { Connection: 'close' };
    if (!known) return refuse(res, 411, 'Length required: send the request with a Content-Length.', close);
    return refuse(res, 413, `Request body too large: at most ${ANONYMOUS_BODY_MAX / 1024} KB without a session.`, close);
  };
}
