import { getEnv } from '@/lib/config/env';

/**
 * The visitor's address, as far as the deployment vouches for it: what the rate limits and the
 * audit log key on. Each of the TRUSTED_PROXIES proxies in front appends the address it received
 * the request from to X-Forwarded-For, so the entry that many places from the end is the address
 * the outermost trusted proxy saw; anything further left was written by the client and is never
 * read. With no proxy the entry is the connection's own peer: Next writes it into the header when
 * a request comes without one, and server.mjs removes a client's header first so that it always
 * does. (Under a bare `next start` facing the internet nothing removes it: such a host must set
 * TRUSTED_PROXIES for the proxy it puts in front, as the start-up warning says.)
 */
export function clientIp(headers: Headers, trustedProxies = getEnv().TRUSTED_PROXIES): string {
  const listed = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return listed[Math.max(0, listed.length - Math.max(1, trustedProxies))] ?? 'unknown';
}
