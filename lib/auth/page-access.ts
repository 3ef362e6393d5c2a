import 'server-only';
import { unsealData } from 'iron-session';
import { getEnv } from '@/lib/config/env';
import { getStore } from '@/lib/store';
import type { Store } from '@/lib/store/store';
import { pageCapability } from './page-capabilities';
import { accessVerdict } from './require-admin';
import { resolveSession } from './resolve-session';
import { type SessionData, sessionOptions } from './session-options';

/**
 * Whether the session cookie `sealed` signs in someone whose role lacks the capability of the
 * page at `pathname` (lib/auth/page-capabilities.ts). Read as the page reads it: the cookie must
 * hold a whole sign-in of an enabled account at its current session version, and the role comes
 * from the store, so a role the owner changed applies at the next request. False for everything
 * else (no or a bad cookie, a page any session opens, someone who must first enrol a second
 * factor, a store that does not answer): the page's own check decides those.
 */
export async function roleRefuses(store: Store, seal: Parameters<typeof unsealData>[1], pathname: string, sealed: string): Promise<boolean> {
  const capability = pageCapability(pathname);
  if (!capability) return false;
  try {
    const session = await resolveSession(store, await unsealData<SessionData>(sealed, seal));
    return session !== null && accessVerdict(session, { capability }) === 'forbidden';
  } catch {
    return false;
  }
}

/** roleRefuses with this process's store and session secret (proxy.ts). */
export async function roleRefusesPage(pathname: string, sealed: string): Promise<boolean> {
  if (!pageCapability(pathname)) return false;
  try {
    const { password, ttl } = sessionOptions(getEnv());
    return await roleRefuses(await getStore(), { password, ttl }, pathname, sealed);
  } catch {
    return false;
  }
}
