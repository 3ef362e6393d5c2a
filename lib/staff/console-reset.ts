import type { Store } from '@/lib/store/store';

/** Who the audit log names for what is done from the server's console, not by a signed-in person. */
export const CONSOLE_ACTOR = 'server console';

/**
 * `npm run reset-second-factor -- EMAIL`: the way back for an owner who lost both phone and
 * backup codes with no other owner to reset them. Run by whoever can run commands on the server
 * (so already holds the store's keys); the audit log records it. Returns what happened, in words.
 */
export async function resetSecondFactorFromConsole(store: Store, email: string, now: Date): Promise<{ ok: boolean; message: string }> {
  const account = await store.admins.findByEmail(email.trim().toLowerCase());
  if (!account) return { ok: false, message: `No account has the e-mail ${email}.` };
  if (!account.totpSecret) return { ok: true, message: `${account.email} has no two-factor sign-in: nothing to reset.` };
  await store.admins.setSecondFactor(account._id, null);
  await store.audit.append({
    at: now.toISOString(),
    action: 'second-factor-off',
    actor: { id: null, email: CONSOLE_ACTOR },
    target: account.email,
    detail: 'reset from the server (npm run reset-second-factor)',
    ip: null,
  });
  return { ok: true, message: `Two-factor sign-in of ${account.email} was reset: they sign in with their password and set it up again.` };
}
