/**
 * `npm run seed` (dist/seed.cjs, built by scripts/build-programs.mjs): fills an empty store (SQLite
 * under DATA_DIR, or MONGODB_URI) with the sample content and creates or updates the first admin
 * from ADMIN_EMAIL / ADMIN_PASSWORD, then exits. Safe to run again: content is seeded once per
 * store. The server seeds an empty store when it starts as well; this is for a store that should
 * be filled before any server runs on it (before a build that prerenders from it, say).
 */
import { ensureSeeded } from '@/lib/seed/ensure-seeded';
import { getStore } from '@/lib/store';
import { environmentOrExit } from './environment';

async function seed(): Promise<void> {
  const env = environmentOrExit();
  const store = await getStore();
  try {
    await ensureSeeded(store, env);
    const [visas, blogs, admins] = await Promise.all([store.visas.count(), store.blogs.count(), store.admins.count()]);
    console.log(`Store ready (${store.kind}): ${visas} visas, ${blogs} blog posts, ${admins} admins.`);
  } finally {
    await store.close();
  }
}

void seed();
