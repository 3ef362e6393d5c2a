import { randomBytes } from 'node:crypto';
import { seedBlogs } from '@/content/seed/blogs';
import { seedSiteLists } from '@/content/seed/site-lists';
import { seedCountryPages } from '@/content/seed/country-pages';
import { SEED_FACTS_CHECKED, seedVisaFacts } from '@/content/seed/visa-facts';
import { seedVisas } from '@/content/seed/visas';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import type { Env } from '@/lib/config/env-schema';
import { ConflictError } from '@/lib/errors';
import type { Store } from '@/lib/store/store';
import { SITE_LIST_NAMES, type SiteListName } from '@/lib/site-lists/site-list-definitions';
import { findVisaPage } from '@/lib/visa-facts/visa-pages';
import { devAdminBox, saveDevAdmin } from './dev-admin-notice';

const CONTENT_SEEDED = 'seed:content:v1';
const FACTS_SEEDED = 'seed:visa-facts:v1';
const COUNTRY_PAGES_SEEDED = 'seed:country-pages:v1';

type Log = (message: string) => void;

/**
 * Fills an empty store once: the sample visas and blog posts, then the first admin. Safe to run
 * from several processes at once (slugs are unique, so a second writer's copies are refused) and
 * on every start (content is seeded only once, even if staff later delete every visa).
 */
export async function ensureSeeded(store: Store, env: Env, log: Log = console.log): Promise<void> {
  await seedContent(store);
  // Before the facts: a country page must be in the store for its starting facts to be given.
  await storeCountryPages(store);
  await seedFacts(store);
  for (const name of SITE_LIST_NAMES) await seedSiteList(store, name);
  await ensureAdmin(store, env, log);
}

async function seedContent(store: Store): Promise<void> {
  if (await store.hasMark(CONTENT_SEEDED)) return;
  // Oldest first, so the first record of each list is the newest.
  for (const visa of [...seedVisas].reverse()) await createUnlessTaken(() => store.visas.create(visa));
  for (const blog of [...seedBlogs].reverse()) await createUnlessTaken(() => store.blogs.create(blog));
  await store.markOnce(CONTENT_SEEDED);
}

/**
 * The ten country pages, once, also into a store seeded before they were stored (the
 * code held them before the store did): each page not there yet is created from the code's record; a page
 * staff have edited is never written over, whatever the number of starts or processes.
 */
async function storeCountryPages(store: Store): Promise<void> {
  if (await store.hasMark(COUNTRY_PAGES_SEEDED)) return;
  for (const page of seedCountryPages) await createUnlessTaken(() => store.countryPages.create(page));
  await store.markOnce(COUNTRY_PAGES_SEEDED);
}

/**
 * The starting visa facts, once, also into a store seeded before facts existed: for each page
 * that is still there and has none (a consultant's facts are never replaced).
 */
async function seedFacts(store: Store): Promise<void> {
  if (await store.hasMark(FACTS_SEEDED)) return;
  for (const [slug, facts] of Object.entries(seedVisaFacts)) {
    if ((await findVisaPage(store, slug)) && !(await store.visaFacts.get(slug))) await store.visaFacts.save(slug, facts, SEED_FACTS_CHECKED);
  }
  await store.markOnce(FACTS_SEEDED);
}

/**
 * A list from the code's content, once, under its own mark: also into a store seeded before the
 * lists were stored, and never over a list staff saved (nor back after staff emptied it).
 */
async function seedSiteList(store: Store, name: SiteListName): Promise<void> {
  const mark = `seed:site-list:${name}:v1`;
  if (await store.hasMark(mark)) return;
  await store.siteLists.createIfAbsent(name, seedSiteLists[name]);
  await store.markOnce(mark);
}

async function createUnlessTaken(create: () => Promise<unknown>): Promise<void> {
  try {
    await create();
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
  }
}

/** Marks an e-mail as having been ADMIN_EMAIL, so the admin it made can be told from others. */
const envAdminMark = (email: string) => `env-admin:${email.trim().toLowerCase()}`;

/**
 * Changing ADMIN_EMAIL replaces the admin it made: the admin of an earlier ADMIN_EMAIL is removed
 * (its sessions end with it) instead of staying active beside the new one with no way to remove
 * it. Admins that never came from ADMIN_EMAIL are left alone.
 */
async function removeReplacedEnvAdmins(store: Store, currentEmail: string, log: Log): Promise<void> {
  const current = currentEmail.trim().toLowerCase();
  for (const admin of await store.admins.list()) {
    if (admin.email === current || !(await store.hasMark(envAdminMark(admin.email)))) continue;
    await store.admins.remove(admin._id);
    log(`ADMIN_EMAIL changed: the admin ${admin.email} it used to name was removed and its sessions ended.`);
  }
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD define the first admin (the owner), and changing ADMIN_PASSWORD resets that
 * admin's password (ending its sessions); ADMIN_NAME is the name that owner is created with. Without
 * them, development gets a generated admin whose credentials are printed once and kept in DATA_DIR;
 * production only warns.
 */
async function ensureAdmin(store: Store, env: Env, log: Log): Promise<void> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await store.markOnce(envAdminMark(env.ADMIN_EMAIL));
    await removeReplacedEnvAdmins(store, env.ADMIN_EMAIL, log);
    const existing = await store.admins.findByEmail(env.ADMIN_EMAIL);
    if (!existing) {
      await createUnlessTaken(async () =>
        store.admins.create({
          email: env.ADMIN_EMAIL!,
          passwordHash: await hashPassword(env.ADMIN_PASSWORD!),
          displayName: env.ADMIN_NAME,
          role: 'owner',
        }),
      );
    } else {
      if (!(await verifyPassword(env.ADMIN_PASSWORD, existing.passwordHash))) {
        await store.admins.setPassword(existing._id, await hashPassword(env.ADMIN_PASSWORD));
      }
      // The admin of ADMIN_EMAIL is the owner whatever was changed in the admin: it is the way
      // back in when every other owner is locked out.
      if (existing.role !== 'owner' || existing.disabled) await store.admins.update(existing._id, { role: 'owner', disabled: false });
    }
    return;
  }
  if ((await store.admins.count()) > 0) return;
  if (env.NODE_ENV !== 'development') {
    log('No admin user exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one.');
    return;
  }
  const email = 'admin@localhost.test';
  const password = randomBytes(12).toString('base64url');
  await createUnlessTaken(async () =>
    store.admins.create({ email, passwordHash: await hashPassword(password), displayName: env.ADMIN_NAME, role: 'owner' }),
  );
  log(devAdminBox(email, password, saveDevAdmin(env.DATA_DIR, email, password)));
}
