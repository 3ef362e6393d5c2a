#!/usr/bin/env node
// `npm run reset-second-factor -- EMAIL`: turns off the two-factor sign-in of one account, for an
// owner who lost both phone and backup codes with no other owner to reset it in the admin
// (docs/staff-accounts.md). Uses the store the site uses (DATA_DIR or MONGODB_URI); the audit log
// records it as done from the server console.
import { importTs } from './lib/load-ts.mjs';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run reset-second-factor -- name@example.com');
  process.exit(2);
}
const { parseEnv } = await importTs('lib/config/env-schema.ts');
const { getStore } = await importTs('lib/store/index.ts');
const { resetSecondFactorFromConsole } = await importTs('lib/staff/console-reset.ts');

try {
  parseEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const store = await getStore();
try {
  const result = await resetSecondFactorFromConsole(store, email, new Date());
  console.log(result.message);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await store.close();
}
