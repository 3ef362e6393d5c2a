import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { getEnv } from '@/lib/config/env';
import { sessionSecret } from './session-secret';

/**
 * The key a person enrols is made by the server and shown on the enrolment page; the form carries
 * it back sealed (encrypted and authenticated with the session secret, naming the account), so a
 * client can neither choose the key nor bring one made for somebody else.
 */
export const ENROLMENT_KEY_TTL_SECONDS = 15 * 60;

interface EnrolmentKey {
  adminId: string;
  secret: string;
}

export function sealEnrolmentKey(adminId: string, secret: string): Promise<string> {
  return sealData({ adminId, secret } satisfies EnrolmentKey, { password: sessionSecret(getEnv()), ttl: ENROLMENT_KEY_TTL_SECONDS });
}

/** The key sealed for this account, or null for a seal that is forged, expired or another account's. */
export async function openEnrolmentKey(sealed: string, adminId: string): Promise<string | null> {
  try {
    const key = await unsealData<Partial<EnrolmentKey>>(sealed, { password: sessionSecret(getEnv()), ttl: ENROLMENT_KEY_TTL_SECONDS });
    return key.adminId === adminId && typeof key.secret === 'string' && /^[A-Z2-7]{32}$/.test(key.secret) ? key.secret : null;
  } catch {
    return null;
  }
}
