/**
 * `npm run reset-second-factor -- EMAIL` (dist/reset-second-factor.cjs, built by
 * scripts/build-programs.mjs): turns off the two-factor sign-in of one account, for an owner who
 * lost both phone and backup codes with no other owner to reset it in the admin
 * (docs/staff-accounts.md). Uses the store the site uses (DATA_DIR or MONGODB_URI); the audit log
 * records it as done from the server console.
 */
import { resetSecondFactorFromConsole } from '@/lib/staff/console-reset';
import { getStore } from '@/lib/store';
import { environmentOrExit } from './environment';

async function reset(email: string): Promise<void> {
  environmentOrExit();
  const store = await getStore();
  try {
    const result = await resetSecondFactorFromConsole(store, email, new Date());
    console.log(result.message);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await store.close();
  }
}

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run reset-second-factor -- name@example.com');
  process.exit(2);
}
void reset(email);
