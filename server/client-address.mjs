/**
 * The visitor's address, as far as this server can trust it. `trustedProxies` is how many proxies
 * stand in front of the server (TRUSTED_PROXIES), each appending the address it received the
 * request from to X-Forwarded-For. Counting back that many hops from the connection's own peer
 * gives the address the outermost trusted proxy saw; anything further left was written by the
 * client and could be anything, so it is never used. With no proxy, the peer itself.
 */
export function clientAddress(peerAddress, forwardedFor, trustedProxies) {
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...listed, peerAddress ?? 'unknown'];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)];
}

/**
 * TRUSTED_PROXIES as a whole number from 0 to 10; 0 when unset. Trusting a proxy that is not
 * there would let every client choose its own address (and dodge the rate limits), so trusting
 * one is a setting to make, not a default.
 */
export function trustedProxiesFrom(value) {
  if (value === undefined || value === '') return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 10) {
    throw new Error(`TRUSTED_PROXIES must be a whole number from 0 to 10 (got "${value}")`);
  }
  return count;
}
