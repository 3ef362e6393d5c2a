import 'server-only';
import { getIronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { getEnv } from '@/lib/config/env';
import { sessionOptions } from './session-options';

/**
 * A browser that has signed in to an account keeps a sealed cookie naming that account for 90
 * days. Other people's failed guesses at the account never lock such a browser out (the login
 * rule, ./login-throttle.ts); it grants nothing else: signing in still needs the password.
 */
export const DEVICE_COOKIE = 'zv_device';
const DEVICE_TTL_SECONDS = 90 * 24 * 3600;

interface DeviceData {
  adminId?: string;
}

async function deviceCookie() {
  const options = sessionOptions(getEnv());
  return getIronSession<DeviceData>(await cookies(), {
    ...options,
    cookieName: DEVICE_COOKIE,
    ttl: DEVICE_TTL_SECONDS,
    cookieOptions: { ...options.cookieOptions, maxAge: DEVICE_TTL_SECONDS - 60 },
  });
}

/** The admin this browser has signed in as before, or null. */
export async function knownDeviceAdminId(): Promise<string | null> {
  const { adminId } = await deviceCookie();
  return typeof adminId === 'string' && /^[0-9a-f]{24}$/.test(adminId) ? adminId : null;
}

export async function rememberDevice(adminId: string): Promise<void> {
  const device = await deviceCookie();
  device.adminId = adminId;
  await device.save();
}
