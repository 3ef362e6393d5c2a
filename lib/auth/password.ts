import bcrypt from 'bcryptjs';

/** bcrypt cost: about a quarter of a second per hash on the team's machines. */
const COST = 12;

/**
 * bcrypt reads only the first 72 bytes of a password and ignores the rest without a word, so a
 * longer password would be checked by its first 72 bytes only (and changing its end would not
 * change it). Longer passwords are refused where one is set (ADMIN_PASSWORD, lib/config) and
 * never match here.
 */
export const MAX_PASSWORD_BYTES = 72;
export const PASSWORD_TOO_LONG = `must be at most ${MAX_PASSWORD_BYTES} bytes long (bcrypt ignores anything after that)`;

export const passwordBytes = (password: string) => Buffer.byteLength(password, 'utf8');

export async function hashPassword(password: string): Promise<string> {
  if (passwordBytes(password) > MAX_PASSWORD_BYTES) throw new RangeError(`A password ${PASSWORD_TOO_LONG}`);
  return bcrypt.hash(password, COST);
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  // Still compared, so a too-long guess costs the same time as any other wrong one.
  const matches = await bcrypt.compare(password, hash);
  return matches && passwordBytes(password) <= MAX_PASSWORD_BYTES;
}
