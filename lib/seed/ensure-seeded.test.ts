import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedBlogs } from '@/content/seed/blogs';
import { seedSiteLists } from '@/content/seed/site-lists';
import { seedCountryPages } from '@/content/seed/country-pages';
import { SEED_FACTS_CHECKED, seedVisaFacts } from '@/content/seed/visa-facts';
import { seedVisas } from '@/content/seed/visas';
import { COUNTRY_PAGE_SLUGS } from '@/content/country-pages/slugs.mjs';
import { visaFactsDefinition } from '@/lib/visa-facts/visa-facts-definition';
import { verifyPassword } from '@/lib/auth/password';
import { parseEnv } from '@/lib/config/env-schema';
import type { Store } from '@/lib/store/store';
import { SITE_LIST_NAMES, siteListSchema } from '@/lib/site-lists/site-list-definitions';
import { availableAdapters } from '@/test/store-adapters';
import { DEV_ADMIN_FILE } from './dev-admin-notice';
import { ensureSeeded } from './ensure-seeded';

describe.each(availableAdapters())('ensureSeeded [$name]', (adapter) => {
  let store: Store;
  let dispose: () => Promise<void>;
  const log = jest.fn();
  beforeEach(async () => {
    ({ store, dispose } = await adapter.open());
    log.mockClear();
  });
  afterEach(async () => {
    await dispose();
  });

  const env = (vars: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'test', ...vars });

  test('fills an empty store with the sample visas and posts, first of each list newest', async () => {
    await ensureSeeded(store, env(), log);
    const visas = await store.visas.list();
    const blogs = await store.blogs.list();
    expect(visas.map((visa) => visa.slug)).toEqual(seedVisas.map((visa) => visa.slug));
    expect(blogs.map((blog) => blog.slug)).toEqual(seedBlogs.map((blog) => blog.slug));
    expect(visas.length).toBeGreaterThanOrEqual(8);
    expect(blogs.length).toBeGreaterThanOrEqual(4);
  });

  test('runs once: re-running adds nothing, and deleted samples stay deleted', async () => {
    await ensureSeeded(store, env(), log);
    const [first] = await store.visas.list();
    await store.visas.delete(first!._id);
    await ensureSeeded(store, env(), log);
    expect(await store.visas.count()).toBe(seedVisas.length - 1);
    expect(await store.blogs.count()).toBe(seedBlogs.length);
  });

  test('stores the ten country pages in display order, as the code wrote them', async () => {
    await ensureSeeded(store, env(), log);
    const pages = await store.countryPages.list();
    expect(pages.map((page) => page.slug)).toEqual([...COUNTRY_PAGE_SLUGS]);
    expect(pages.map((page) => page.position)).toEqual(seedCountryPages.map((page) => page.position));
    const spain = seedCountryPages.find((page) => page.slug === 'spain-visa-dubai')!;
    expect(await store.countryPages.getBySlug('spain-visa-dubai')).toMatchObject({ ...spain, faqs: spain.faqs ?? [], version: 1 });
  });

  test('the country pages come once, also into a store seeded before they were stored, and never over staff edits', async () => {
    // A store from before country pages were stored: content seeded, no country pages yet.
    await store.visas.create(seedVisas[0]!);
    await store.markOnce('seed:content:v1');
    await ensureSeeded(store, env(), log);
    expect(await store.countryPages.count()).toBe(COUNTRY_PAGE_SLUGS.length);
    const edited = await store.countryPages.update('japan-visit-visa-from-dubai', { title: 'Japan, as staff wrote it' });
    await ensureSeeded(store, env(), log);
    expect(await store.countryPages.getBySlug('japan-visit-visa-from-dubai')).toEqual(edited);
    expect(await store.countryPages.count()).toBe(COUNTRY_PAGE_SLUGS.length);
  });

  test('concurrent first runs store each country page once', async () => {
    await Promise.all([ensureSeeded(store, env(), log), ensureSeeded(store, env(), log)]);
    expect(await store.countryPages.count()).toBe(COUNTRY_PAGE_SLUGS.length);
  });

  test('gives every visa and country page its starting facts, marked as nobody\'s check, and never replaces a consultant\'s', async () => {
    await ensureSeeded(store, env(), log);
    const facts = await store.visaFacts.list();
    const pages = [...seedVisas.map((visa) => visa.slug), ...COUNTRY_PAGE_SLUGS].sort();
    expect(facts.map((item) => item.slug)).toEqual(pages);
    expect(facts.every((item) => item.checkedBy.id === null && item.checkedAt === SEED_FACTS_CHECKED.at)).toBe(true);
    expect(facts.every((item) => visaFactsDefinition.safeParse(item).success)).toBe(true);
  });

  test('a store seeded before facts existed gets them once, for its pages still there, keeping a consultant\'s', async () => {
    // Content seeded by an earlier version: one sample visa left, and no facts yet.
    await store.visas.create(seedVisas[0]!);
    await store.markOnce('seed:content:v1');
    const checked = { by: { id: 'c'.repeat(24), name: 'Mariam' }, at: new Date().toISOString() };
    await store.visaFacts.save('japan-visit-visa-from-dubai', { ...seedVisaFacts['japan-visit-visa-from-dubai'], maxStay: 'Up to 30 days' }, checked);
    await ensureSeeded(store, env(), log);
    const slugs = (await store.visaFacts.list()).map((item) => item.slug);
    expect(slugs).toEqual([seedVisas[0]!.slug, ...COUNTRY_PAGE_SLUGS].sort());
    expect(await store.visaFacts.get('japan-visit-visa-from-dubai')).toMatchObject({ maxStay: 'Up to 30 days', checkedBy: checked.by });
    await store.visaFacts.remove(seedVisas[0]!.slug);
    await ensureSeeded(store, env(), log);
    expect(await store.visaFacts.get(seedVisas[0]!.slug)).toBeNull();
  });

  test('stores each site list from the code\'s content, valid by its definition, as nobody\'s save', async () => {
    await ensureSeeded(store, env(), log);
    for (const name of SITE_LIST_NAMES) {
      const list = await store.siteLists.get(name);
      expect(list).toMatchObject({ name, items: seedSiteLists[name], version: 1, updatedBy: null });
      expect(siteListSchema(name).safeParse({ items: list!.items }).success).toBe(true);
    }
  });

  test('a store seeded before the lists were stored gets them once, and staff edits are never replaced', async () => {
    await store.markOnce('seed:content:v1');
    await store.markOnce('seed:visa-facts:v1');
    // A list staff saved before this store was seeded with it, another they emptied later.
    await store.siteLists.save('jobs', [{ title: 'Driver', jobtype: 'UAE', jobtym: 'Full-time', desc: 'Drives' }], { expectedVersion: 0, by: 'Mariam' });
    await ensureSeeded(store, env(), log);
    expect((await store.siteLists.get('jobs'))?.items.map((job) => job.title)).toEqual(['Driver']);
    expect((await store.siteLists.get('home-faqs'))?.items).toEqual(seedSiteLists['home-faqs']);
    await store.siteLists.save('home-faqs', [], { expectedVersion: 1, by: 'Mariam' });
    await ensureSeeded(store, env(), log);
    expect((await store.siteLists.get('home-faqs'))?.items).toEqual([]);
  });

  test('concurrent runs against one store do not duplicate anything', async () => {
    await Promise.all([ensureSeeded(store, env(), log), ensureSeeded(store, env(), log)]);
    expect(await store.visas.count()).toBe(seedVisas.length);
  });

  test('creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, and a new password replaces the old', async () => {
    await ensureSeeded(store, env({ ADMIN_EMAIL: 'Owner@Example.ae', ADMIN_PASSWORD: 'first-password' }), log);
    const admin = await store.admins.findByEmail('owner@example.ae');
    expect(admin?.displayName).toBe('Admin');
    expect(await verifyPassword('first-password', admin!.passwordHash)).toBe(true);

    await ensureSeeded(store, env({ ADMIN_EMAIL: 'owner@example.ae', ADMIN_PASSWORD: 'second-password' }), log);
    const changed = await store.admins.findByEmail('owner@example.ae');
    expect(await verifyPassword('second-password', changed!.passwordHash)).toBe(true);
    expect(changed!.sessionVersion).toBe(admin!.sessionVersion + 1);
    expect(await store.admins.count()).toBe(1);
  });

  test('a changed ADMIN_EMAIL replaces the admin it made: the old one is removed, other admins stay', async () => {
    await ensureSeeded(store, env({ ADMIN_EMAIL: 'first-owner@example.ae', ADMIN_PASSWORD: 'first-password' }), log);
    const first = await store.admins.findByEmail('first-owner@example.ae');
    const staff = await store.admins.create({ email: 'staff@example.ae', passwordHash: 'h', displayName: 'Staff', role: 'editor' });

    await ensureSeeded(store, env({ ADMIN_EMAIL: 'new-owner@example.ae', ADMIN_PASSWORD: 'new-password-1' }), log);
    expect(await store.admins.findById(first!._id)).toBeNull(); // its sessions end: no admin to find
    expect(await store.admins.findByEmail('new-owner@example.ae')).not.toBeNull();
    expect(await store.admins.findById(staff._id)).not.toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('first-owner@example.ae it used to name was removed'));
  });

  test('the first owner is named by ADMIN_NAME when created, and a later ADMIN_NAME leaves a name staff changed', async () => {
    await ensureSeeded(store, env({ ADMIN_EMAIL: 'owner@example.ae', ADMIN_PASSWORD: 'first-password', ADMIN_NAME: 'Sara Khan' }), log);
    const owner = await store.admins.findByEmail('owner@example.ae');
    expect(owner).toMatchObject({ displayName: 'Sara Khan', role: 'owner' });
    await store.admins.update(owner!._id, { displayName: 'Sara K.' });
    await ensureSeeded(store, env({ ADMIN_EMAIL: 'owner@example.ae', ADMIN_PASSWORD: 'first-password', ADMIN_NAME: 'Someone Else' }), log);
    expect((await store.admins.findByEmail('owner@example.ae'))!.displayName).toBe('Sara K.');
  });

  test('in development without credentials, creates an admin, prints its password once in a frame and keeps it in DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dev-admin-'));
    try {
      const development = env({ NODE_ENV: 'development', DATA_DIR: dataDir, ADMIN_NAME: 'Omar' });
      await ensureSeeded(store, development, log);
      expect(log).toHaveBeenCalledTimes(1);
      const printed = log.mock.calls[0]![0] as string;
      const email = /E-mail: +(\S+)/.exec(printed)![1]!;
      const password = /Password: +(\S+)/.exec(printed)![1]!;
      const admin = await store.admins.findByEmail(email);
      expect(admin).toMatchObject({ displayName: 'Omar', role: 'owner' });
      expect(await verifyPassword(password, admin!.passwordHash)).toBe(true);
      // Framed: every line between the corners is as wide as the others.
      const framed = printed.split('\n').filter((line) => /^[│┌└]/.test(line));
      expect(framed[0]).toMatch(/^┌─+┐$/);
      expect(new Set(framed.map((line) => line.length)).size).toBe(1);
      const file = path.join(dataDir, DEV_ADMIN_FILE);
      expect(printed).toContain(`Saved in ${file}`);
      const saved = readFileSync(file, 'utf8');
      expect(saved).toContain(`E-mail:   ${email}`);
      expect(saved).toContain(`Password: ${password}`);
      expect(statSync(file).mode & 0o077).toBe(0);
      await ensureSeeded(store, development, log);
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('in production without credentials, creates no admin and says how to', async () => {
    await ensureSeeded(store, env({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DOCUMENTS_KEY: 'd'.repeat(64) }), log);
    expect(await store.admins.count()).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('set ADMIN_EMAIL and ADMIN_PASSWORD'));
  });
});
