#!/usr/bin/env node
// `npm run seed`: fills an empty store (SQLite under DATA_DIR, or MONGODB_URI) with the sample
// visas and posts and creates or updates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, then
// exits. Safe to run again: content is seeded once per store. `next build` never writes to the
// store, so run this before the first build against a new database; the server also seeds an
// empty store when it starts, but pages prerendered from the empty store show it only once their
// cache lifetime runs out.
import { importTs } from './lib/load-ts.mjs';

const { parseEnv } = await importTs('lib/config/env-schema.ts');
const { getStore } = await importTs('lib/store/index.ts');
const { ensureSeeded } = await importTs('lib/seed/ensure-seeded.ts');

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const store = await getStore();
try {
  await ensureSeeded(store, env);
  const [visas, blogs, admins] = await Promise.all([store.visas.count(), store.blogs.count(), store.admins.count()]);
  console.log(`Store ready (${store.kind}): ${visas} visas, ${blogs} blog posts, ${admins} admins.`);
} finally {
  await store.close();
}
