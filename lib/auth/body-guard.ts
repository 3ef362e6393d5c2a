import 'server-only';
import { unsealData } from 'iron-session';
import { getEnv } from '@/lib/config/env';
import { sessionOptions } from './session-options';

/**
 * A write to a page is a server action (sign-in, the portal's and the privacy page's steps, every
 * admin write), and Next runs an action posted to any page's address, whatever page it belongs
 * to. Those actions carry small bodies (an e-mail and a password, a code, a choice) but for the
 * admin's forms with an image, sent with a session, so a larger body without one is refused from
 * its Content-Length before the action parses it: 413, or 411 without a length. The sign-in page
 * takes no large body, session or not. The API's route handlers read their own bodies, each with
 * its own limit. Next itself takes the body in (12 MB at most, proxyClientMaxBodySize) before
 * proxy.ts answers; refusing it from the headers alone, before a byte is read, is the proxy's in
 * front (deploy/nginx). "A session" is a cookie sealed with SESSION_SECRET, which proves the
 * server issued it without a store lookup; whether it is still current is the action's own check.
 */
export const ANONYMOUS_BODY_MAX = 64 * 1024;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const OWN_LIMITS = /^\/api(\/|$)/;
const STAFF_AREA = /^\/admin(\/|$)/;

async function hasSession(sealed: string | undefined): Promise<boolean> {
  if (!sealed) return false;
  try {
    const data = await unsealData<{ adminId?: unknown }>(sealed, { password: sessionOptions(getEnv()).password });
    return typeof data.adminId === 'string';
  } catch {
    return false;
  }
}

/** The refusal of an anonymous body too large to read, or null to go on. */
export async function bodyRefusal(request: {
  method: string;
  headers: Headers;
  pathname: string;
  sessionCookie: string | undefined;
}): Promise<Response | null> {
  if (!WRITES.has(request.method) || OWN_LIMITS.test(request.pathname)) return null;
  const length = request.headers.get('content-length');
  if (length === null && !request.headers.has('transfer-encoding')) return null;
  const known = length !== null && /^\d+$/.test(length);
  if (known && Number(length) <= ANONYMOUS_BODY_MAX) return null;
  if (STAFF_AREA.test(request.pathname) && (await hasSession(request.sessionCookie))) return null;
  const [status, message] = known
    ? [413, `Request body too large: at most ${ANONYMOUS_BODY_MAX / 1024} KB without a session.`]
    : [411, 'Length required: send the request with a Content-Length.'];
  // The connection closes after the answer, so nothing more is read from it.
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' },
  });
}
