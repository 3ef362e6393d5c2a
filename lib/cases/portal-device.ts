import 'server-only';
import { getIronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { sessionOptions } from '@/lib/auth/session-options';
import { getEnv } from '@/lib/config/env';
import { PORTAL_DEVICE_TTL_DAYS } from './constants';

/**
 * The devices that typed a portal code: a sealed, httpOnly cookie listing the links (by id) this
 * browser may open, each with its expiry. It is only half of the way in: the link itself must
 * still work (not revoked, not expired), so revoking a link shuts every device out at once.
 */
export const PORTAL_COOKIE = 'zv_case';
const TTL_SECONDS = PORTAL_DEVICE_TTL_DAYS * 86_400;
const MAX_LINKS = 8;

interface PortalDevice {
  links?: Record<string, number>;
}

async function deviceCookie() {
  const options = sessionOptions(getEnv());
  return getIronSession<PortalDevice>(await cookies(), {
    ...options,
    cookieName: PORTAL_COOKIE,
    ttl: TTL_SECONDS,
    // Lax: the link opened from the e-mail or WhatsApp (another site) is a top-level GET and carries it.
    cookieOptions: { ...options.cookieOptions, sameSite: 'lax', path: '/case', maxAge: TTL_SECONDS - 60 },
  });
}

export async function isTrustedDevice(linkId: string, now: Date): Promise<boolean> {
  const expires = (await deviceCookie()).links?.[linkId];
  return typeof expires === 'number' && expires > now.getTime();
}

export async function trustDevice(linkId: string, now: Date): Promise<void> {
  const device = await deviceCookie();
  const kept = Object.entries(device.links ?? {}).filter(([id, expires]) => id !== linkId && typeof expires === 'number' && expires > now.getTime());
  device.links = Object.fromEntries([...kept.slice(-(MAX_LINKS - 1)), [linkId, now.getTime() + TTL_SECONDS * 1000]]);
  await device.save();
}
