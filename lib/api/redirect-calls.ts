import 'server-only';
import { getRedirectPaths } from '@/lib/redirects/redirects';
import { PUBLIC_CACHE_CONTROL } from './cache-control';
import { ok } from './respond';
import { apiRoute } from './route-handlers';

/**
 * GET /api/1.0/user/redirects: every old address and the current one, `[{ from, to }]`, newest
 * first. Public: each old address answers its 301 to anyone anyway (proxy.ts).
 */
export const redirectList = apiRoute(async () => ok(await getRedirectPaths(), 'Redirects fetched successfully', { cacheControl: PUBLIC_CACHE_CONTROL }));
