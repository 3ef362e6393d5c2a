import 'server-only';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import { recordAudit } from '@/lib/audit/record';
import { getAdminSession, endAdminSession } from '@/lib/auth/session';
import { SESSION_COOKIE, sessionOptions } from '@/lib/auth/session-options';
import { isCrossOriginMutation } from '@/lib/auth/request-guards';
import { getEnv } from '@/lib/config/env';
import { getBlogRecords } from '@/lib/content/blog-records';
import { getVisaRecords } from '@/lib/content/visa-records';
import { checkHealth } from '@/lib/health';
import { getStore } from '@/lib/store';
import { PUBLIC_CACHE_CONTROL } from './cache-control';
import { answer, ok } from './respond';
import { apiRoute } from './route-handlers';

/** Calls the old server had besides the content ones: sign-out, health, and the slug lists. */

export const LOGGED_OUT = 'Logged out successfully';

/**
 * POST /api/1.0/auth/logout: ends the session on the server. A valid session's admin gets a new
 * session version, so every copy of their cookie (this browser's, another tab's, a stolen one)
 * stops working at once; the cookie is cleared either way. Without a valid session it answers 200
 * too (the old client's sign-out must not fail, and there is nothing left to end); a stale cookie
 * is only cleared, never used to sign its admin out elsewhere. Sent from another site (not listed
 * in API_CORS_ORIGINS) it is refused like every write.
 */
export const logout = apiRoute(async (request) => {
  if (isCrossOriginMutation(request, getEnv().API_CORS_ORIGINS)) return answer(403, 'Cross-origin requests are not allowed', null);
  const session = await getAdminSession();
  if (session) {
    await endAdminSession();
    await recordAudit({ action: 'sign-out', actor: session.admin, detail: 'API', headers: request.headers });
  } else {
    // Cleared with the attributes it was set with: a cross-site client's browser accepts only a
    // SameSite=None; Secure cookie from this site, the deletion included.
    const { cookieOptions } = sessionOptions(getEnv());
    (await cookies()).set(SESSION_COOKIE, '', { ...cookieOptions, maxAge: 0 });
  }
  return ok(null, LOGGED_OUT);
});

/**
 * GET /api/1.0/health: the old server's health call, in the API's envelope. 200
 * `{status:'ok', store}` while this instance's store answers, else 503 with the plain message
 * (the same check as GET /api/health, lib/health.ts).
 */
export async function health(): Promise<Response> {
  await connection(); // answered per request, never prerendered
  const result = await checkHealth(getStore);
  if (result.status === 'ok') return ok({ status: 'ok', store: result.store }, 'OK');
  return answer(503, result.message ?? 'The database is not reachable right now.', { status: 'unavailable', store: result.store });
}

interface SlugEntry {
  _id: string;
  slug: string;
  updatedAt: string;
}

const slugList = (records: SlugEntry[]) =>
  [...records].reverse().map(({ _id, slug, updatedAt }) => ({ _id, slug, updatedAt })); // oldest first, as the lists

/** GET /api/1.0/user/testimonial/get-visa-slug: every stored visa's `{_id, slug, updatedAt}`, for sitemaps. */
export const visaSlugs = apiRoute(async () =>
  ok(slugList(await getVisaRecords()), 'Visa slugs fetched successfully', { cacheControl: PUBLIC_CACHE_CONTROL }),
);

/** GET /api/1.0/user/blog/get-blog-slug: every blog post's `{_id, slug, updatedAt}`. */
export const blogSlugs = apiRoute(async () =>
  ok(slugList(await getBlogRecords()), 'Blog slugs fetched successfully', { cacheControl: PUBLIC_CACHE_CONTROL }),
);
