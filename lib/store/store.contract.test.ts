/**
 * The store contract: the same cases against every adapter available (SQLite always, MongoDB
 * when MONGODB_URI is set). Each test names the operation it checks.
 */
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import { blogFields, newSubmission, pendingDelivery, visaFields } from '@/test/fixtures';
import { availableAdapters, storeForSuite } from '@/test/store-adapters';
import { blogDefinition, visaDefinition } from '@/lib/content/content-definition';
import { emptyValuesOf } from '@/lib/validation/content-shape';
import { seedVisaFacts } from '@/content/seed/visa-facts';
import { seedCountryPages } from '@/content/seed/country-pages';
import { newCountryPageSchema } from '@/lib/country-pages/country-page-definition';
import type { Delivery } from '@/lib/leads/submission-repository';
import type { Store } from './store';

const OBJECT_ID = /^[0-9a-f]{24}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe.each(availableAdapters())('store contract [$name]', (adapter) => {
  let store: Store;
  storeForSuite(adapter, (opened) => (store = opened));

  describe.each([
    { entity: 'visas', repo: () => store.visas, fields: visaFields, label: 'visa', definition: visaDefinition },
    { entity: 'blogs', repo: () => store.blogs, fields: blogFields, label: 'blog post', definition: blogDefinition },
  ] as const)('$entity', ({ repo, fields, label, definition }) => {
    test('create returns the record with a 24-hex _id, ISO dates and version 1', async () => {
      const input = fields();
      const created = await repo().create(input as never);
      expect(created).toMatchObject(input);
      expect(created._id).toMatch(OBJECT_ID);
      expect(created.createdAt).toMatch(ISO_DATE);
      expect(created.updatedAt).toBe(created.createdAt);
      expect(created.version).toBe(1);
    });

    test('create refuses a duplicate slug with a ConflictError and keeps the original', async () => {
      const original = await repo().create(fields({ title: 'Original' }) as never);
      const attempt = repo().create(fields({ slug: original.slug, title: 'Intruder' }) as never);
      await expect(attempt).rejects.toBeInstanceOf(ConflictError);
      await expect(attempt).rejects.toThrow(`A ${label} with the slug "${original.slug}" already exists.`);
      expect((await repo().getBySlug(original.slug))?.title).toBe('Original');
    });

    test('list returns every record newest first', async () => {
      const first = await repo().create(fields() as never);
      await tick();
      const second = await repo().create(fields() as never);
      const ids = (await repo().list()).map((record) => record._id);
      expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
      expect(ids.indexOf(first._id)).toBeGreaterThanOrEqual(0);
    });

    test('getBySlug and getById find a record, and answer null for unknown or malformed keys', async () => {
      const created = await repo().create(fields() as never);
      expect(await repo().getBySlug(created.slug)).toEqual(created);
      expect(await repo().getById(created._id)).toEqual(created);
      expect(await repo().getBySlug('no-such-slug')).toBeNull();
      expect(await repo().getById('0123456789abcdef01234567')).toBeNull();
      expect(await repo().getById('not-an-id')).toBeNull();
    });

    test('update changes only the given fields, increments the version and the updated time', async () => {
      const created = await repo().create(fields() as never);
      await tick();
      const updated = await repo().update(created._id, { title: 'Renamed' } as never);
      expect(updated.title).toBe('Renamed');
      expect(updated.slug).toBe(created.slug);
      expect(updated.description).toBe(created.description);
      expect(updated.version).toBe(2);
      expect(updated.createdAt).toBe(created.createdAt);
      expect(updated.updatedAt > created.updatedAt).toBe(true);
    });

    test('update can change the slug, but not to one that is taken', async () => {
      const a = await repo().create(fields() as never);
      const b = await repo().create(fields() as never);
      const moved = await repo().update(a._id, { slug: `${a.slug}-new` } as never);
      expect(await repo().getBySlug(`${a.slug}-new`)).toEqual(moved);
      await expect(repo().update(b._id, { slug: moved.slug } as never)).rejects.toBeInstanceOf(ConflictError);
      expect((await repo().getById(b._id))?.slug).toBe(b.slug);
    });

    test('update with a stale expected version is refused; without one the last write wins', async () => {
      const created = await repo().create(fields() as never);
      await repo().update(created._id, { title: 'First editor' } as never, { expectedVersion: 1 });
      const stale = repo().update(created._id, { title: 'Second editor' } as never, { expectedVersion: 1 });
      await expect(stale).rejects.toBeInstanceOf(ConflictError);
      await expect(stale).rejects.toThrow(/changed by someone else/);
      expect((await repo().getById(created._id))?.title).toBe('First editor');
      const blind = await repo().update(created._id, { title: 'Old client' } as never);
      expect(blind.title).toBe('Old client');
      expect(blind.version).toBe(3);
    });

    test('create stores a record whose every field but the slug is empty, and reads it back as it was', async () => {
      const empty = { ...emptyValuesOf(definition), slug: fields().slug };
      const created = await repo().create(empty as never);
      expect(created).toMatchObject(empty);
      expect(await repo().getById(created._id)).toEqual(created);
    });

    test('create and update store rows with an empty side, and empty lists (the store does not judge content)', async () => {
      const rows = [{ question: 'Asked', answer: '' }, { question: '', answer: '' }];
      const created = await repo().create(fields({ description: '', faqs: rows }) as never);
      expect(created).toMatchObject({ description: '', faqs: rows });
      const updated = await repo().update(created._id, { faqs: [], description: '', imageAlt: '' } as never);
      expect(updated).toMatchObject({ faqs: [], description: '', imageAlt: '', version: 2 });
      expect(await repo().getBySlug(created.slug)).toEqual(updated);
    });

    test('only the fields of the definition are stored: a stray key is neither kept nor refused', async () => {
      const created = await repo().create({ ...fields(), stray: 'x' } as never);
      expect(created).not.toHaveProperty('stray');
      const updated = await repo().update(created._id, { title: 'Renamed', stray: 'y' } as never);
      expect(updated).not.toHaveProperty('stray');
      expect(updated.title).toBe('Renamed');
    });

    test('update of an unknown id is a NotFoundError', async () => {
      await expect(repo().update('0123456789abcdef01234567', { title: 'x' } as never)).rejects.toBeInstanceOf(NotFoundError);
    });

    test('delete returns the removed record, after which it is gone; unknown ids return null', async () => {
      const created = await repo().create(fields() as never);
      expect(await repo().delete(created._id)).toEqual(created);
      expect(await repo().getById(created._id)).toBeNull();
      expect(await repo().getBySlug(created.slug)).toBeNull();
      expect(await repo().delete(created._id)).toBeNull();
      expect(await repo().delete('not-an-id')).toBeNull();
    });

    test('count follows creates and deletes', async () => {
      const before = await repo().count();
      const created = await repo().create(fields() as never);
      expect(await repo().count()).toBe(before + 1);
      await repo().delete(created._id);
      expect(await repo().count()).toBe(before);
    });
  });

  describe('countryPages', () => {
    // The seed's Spain page, parsed as the seed stores it, at a slug and place of the test's own.
    let next = 1000;
    const page = (slug: string) => ({ ...newCountryPageSchema.parse(seedCountryPages[6]), slug: `contract-${slug}`, position: (next += 1) });

    test('create returns the page with its fields, a 24-hex _id, ISO dates and version 1; getBySlug and getById read it back', async () => {
      const input = page('create');
      const created = await store.countryPages.create(input);
      expect(created).toMatchObject(input);
      expect(created._id).toMatch(OBJECT_ID);
      expect(created.createdAt).toMatch(ISO_DATE);
      expect(created.updatedAt).toBe(created.createdAt);
      expect(created.version).toBe(1);
      expect(await store.countryPages.getBySlug(input.slug)).toEqual(created);
      expect(await store.countryPages.getBySlug('contract-no-such-page')).toBeNull();
      expect(await store.countryPages.getById(created._id)).toEqual(created);
      expect(await store.countryPages.getById('0'.repeat(24))).toBeNull();
      expect(await store.countryPages.getById(input.slug)).toBeNull(); // an id, not a slug
    });

    test('create refuses a taken slug with a ConflictError and keeps the original', async () => {
      const original = await store.countryPages.create({ ...page('taken'), title: 'Original' });
      const attempt = store.countryPages.create({ ...page('taken'), title: 'Intruder' });
      await expect(attempt).rejects.toBeInstanceOf(ConflictError);
      await expect(attempt).rejects.toThrow('A country page with the slug "contract-taken" already exists.');
      expect(await store.countryPages.getBySlug(original.slug)).toEqual(original);
    });

    test('list answers the pages in display order, whatever the order they were created in; count counts them', async () => {
      const before = await store.countryPages.count();
      const later = await store.countryPages.create({ ...page('order-b'), position: 5001 });
      const earlier = await store.countryPages.create({ ...page('order-a'), position: 5000 });
      const slugs = (await store.countryPages.list()).map((item) => item.slug);
      expect(slugs.indexOf(earlier.slug)).toBe(slugs.indexOf(later.slug) - 1);
      expect((await store.countryPages.list()).map((item) => item.position)).toEqual([...(await store.countryPages.list()).map((item) => item.position)].sort((a, b) => a - b));
      expect(await store.countryPages.count()).toBe(before + 2);
    });

    test('update changes only the fields given, lists and tuples included, and increments the version and the updated time', async () => {
      const created = await store.countryPages.create(page('update'));
      await tick();
      const documentSteps = [...created.documentSteps, { number: '05', title: 'Courier', description: 'We bring your passport home.' }];
      const updated = await store.countryPages.update(created.slug, { title: 'Spain, renamed', documentSteps, essentials: ['A', 'B', 'C', 'D'], faqs: [] });
      expect(updated).toEqual({ ...created, title: 'Spain, renamed', documentSteps, essentials: ['A', 'B', 'C', 'D'], faqs: [], version: 2, updatedAt: updated.updatedAt });
      expect(updated.updatedAt > created.updatedAt).toBe(true);
      expect(await store.countryPages.getBySlug(created.slug)).toEqual(updated);
    });

    test('update keeps the slug, the display order and the hero image, and drops keys the definition lacks', async () => {
      const created = await store.countryPages.create(page('fixed'));
      const updated = await store.countryPages.update(created.slug, { slug: 'contract-moved', position: 1, heroImage: '/images/x.webp', stray: 'x', title: 'Kept' } as never);
      expect(updated).toMatchObject({ slug: created.slug, position: created.position, heroImage: created.heroImage, title: 'Kept' });
      expect(updated).not.toHaveProperty('stray');
      expect(await store.countryPages.getBySlug('contract-moved')).toBeNull();
    });

    test('update with a stale expected version is refused and changes nothing; the current version is accepted', async () => {
      const created = await store.countryPages.create(page('stale'));
      const first = await store.countryPages.update(created.slug, { title: 'First editor' }, { expectedVersion: 1 });
      const stale = store.countryPages.update(created.slug, { title: 'Second editor' }, { expectedVersion: 1 });
      await expect(stale).rejects.toBeInstanceOf(ConflictError);
      await expect(stale).rejects.toThrow(/changed by someone else/);
      expect(await store.countryPages.getBySlug(created.slug)).toEqual(first);
      expect((await store.countryPages.update(created.slug, { title: 'Reloaded' }, { expectedVersion: 2 })).version).toBe(3);
    });

    test('two saves at the same version: one wins, the other is a conflict', async () => {
      const created = await store.countryPages.create(page('race'));
      const results = await Promise.allSettled([
        store.countryPages.update(created.slug, { title: 'A' }, { expectedVersion: 1 }),
        store.countryPages.update(created.slug, { title: 'B' }, { expectedVersion: 1 }),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason)).toEqual([expect.any(ConflictError)]);
      expect((await store.countryPages.getBySlug(created.slug))?.version).toBe(2);
    });

    test('update of an unknown slug is a NotFoundError', async () => {
      await expect(store.countryPages.update('contract-no-such-page', { title: 'x' })).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('admins', () => {
    test('create stores the e-mail lower-cased with session version 1; findByEmail ignores case', async () => {
      const admin = await store.admins.create({ email: 'Staff@Example.AE', passwordHash: 'hash-1', displayName: 'Admin', role: 'owner' });
      expect(admin).toMatchObject({ email: 'staff@example.ae', passwordHash: 'hash-1', displayName: 'Admin', sessionVersion: 1 });
      expect(admin._id).toMatch(OBJECT_ID);
      expect(await store.admins.findByEmail('STAFF@example.ae')).toEqual(admin);
      expect(await store.admins.findById(admin._id)).toEqual(admin);
      expect(await store.admins.findByEmail('nobody@example.ae')).toBeNull();
    });

    test('list returns every admin oldest first; remove deletes one and says whether it existed', async () => {
      const first = await store.admins.create({ email: 'list-1@example.ae', passwordHash: 'h', displayName: 'Admin', role: 'owner' });
      await tick();
      const second = await store.admins.create({ email: 'list-2@example.ae', passwordHash: 'h', displayName: 'Admin', role: 'owner' });
      const ids = (await store.admins.list()).map((admin) => admin._id);
      expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));
      expect(await store.admins.remove(first._id)).toBe(true);
      expect(await store.admins.findById(first._id)).toBeNull();
      expect(await store.admins.remove(first._id)).toBe(false);
      expect(await store.admins.remove('not-an-id')).toBe(false);
      expect((await store.admins.list()).map((admin) => admin._id)).toContain(second._id);
    });

    test('create refuses an e-mail that is taken', async () => {
      await store.admins.create({ email: 'twice@example.ae', passwordHash: 'h', displayName: 'Admin', role: 'owner' });
      await expect(store.admins.create({ email: 'TWICE@example.ae', passwordHash: 'h', displayName: 'Admin', role: 'owner' })).rejects.toBeInstanceOf(
        ConflictError,
      );
    });

    test('setPassword replaces the hash and ends sessions; bumpSessionVersion increments', async () => {
      const admin = await store.admins.create({ email: 'rotate@example.ae', passwordHash: 'old', displayName: 'Admin', role: 'owner' });
      const changed = await store.admins.setPassword(admin._id, 'new');
      expect(changed.passwordHash).toBe('new');
      expect(changed.sessionVersion).toBe(2);
      expect(await store.admins.bumpSessionVersion(admin._id)).toBe(3);
      await expect(store.admins.bumpSessionVersion('0123456789abcdef01234567')).rejects.toBeInstanceOf(NotFoundError);
    });

    test('create keeps the role; a new account is enabled with no second factor', async () => {
      const admin = await store.admins.create({ email: 'role@example.ae', passwordHash: 'h', displayName: 'Sales', role: 'sales' });
      expect(admin).toMatchObject({ role: 'sales', disabled: false, totpSecret: null, totpLastStep: 0, backupCodes: [] });
    });

    test('update changes role and name; disabling bumps the session version once, enabling keeps it', async () => {
      const admin = await store.admins.create({ email: 'update@example.ae', passwordHash: 'h', displayName: 'Ed', role: 'editor' });
      const promoted = await store.admins.update(admin._id, { role: 'sales', displayName: 'Ed Sales' });
      expect(promoted).toMatchObject({ role: 'sales', displayName: 'Ed Sales', disabled: false, sessionVersion: 1 });
      const disabled = await store.admins.update(admin._id, { disabled: true });
      expect(disabled).toMatchObject({ disabled: true, sessionVersion: 2, role: 'sales' });
      expect((await store.admins.update(admin._id, { disabled: true })).sessionVersion).toBe(2);
      expect(await store.admins.update(admin._id, { disabled: false })).toMatchObject({ disabled: false, sessionVersion: 2 });
      expect(await store.admins.findById(admin._id)).toMatchObject({ disabled: false, role: 'sales', displayName: 'Ed Sales' });
      await expect(store.admins.update('0123456789abcdef01234567', { role: 'owner' })).rejects.toBeInstanceOf(NotFoundError);
    });

    test('setSecondFactor stores the secret and codes, restarting the step count; null removes both', async () => {
      const admin = await store.admins.create({ email: 'totp@example.ae', passwordHash: 'h', displayName: 'T', role: 'editor' });
      const enrolled = await store.admins.setSecondFactor(admin._id, { secret: 'JBSWY3DPEHPK3PXP', backupCodes: ['a1', 'b2'] });
      expect(enrolled).toMatchObject({ totpSecret: 'JBSWY3DPEHPK3PXP', backupCodes: ['a1', 'b2'], totpLastStep: 0 });
      expect(await store.admins.useTotpStep(admin._id, 100)).toBe(true);
      const reset = await store.admins.setSecondFactor(admin._id, null);
      expect(reset).toMatchObject({ totpSecret: null, backupCodes: [], totpLastStep: 0 });
      await expect(store.admins.setSecondFactor('0123456789abcdef01234567', null)).rejects.toBeInstanceOf(NotFoundError);
    });

    test('useTotpStep accepts each step once and never an earlier one, also when raced', async () => {
      const admin = await store.admins.create({ email: 'steps@example.ae', passwordHash: 'h', displayName: 'T', role: 'editor' });
      await store.admins.setSecondFactor(admin._id, { secret: 'JBSWY3DPEHPK3PXP', backupCodes: [] });
      const raced = await Promise.all(Array.from({ length: 5 }, () => store.admins.useTotpStep(admin._id, 50)));
      expect(raced.filter(Boolean)).toHaveLength(1);
      expect(await store.admins.useTotpStep(admin._id, 49)).toBe(false);
      expect(await store.admins.useTotpStep(admin._id, 51)).toBe(true);
      expect((await store.admins.findById(admin._id))!.totpLastStep).toBe(51);
      expect(await store.admins.useTotpStep('not-an-id', 60)).toBe(false);
    });

    test('useBackupCode removes exactly that code, once, also when raced', async () => {
      const admin = await store.admins.create({ email: 'codes@example.ae', passwordHash: 'h', displayName: 'T', role: 'sales' });
      await store.admins.setSecondFactor(admin._id, { secret: 'JBSWY3DPEHPK3PXP', backupCodes: ['one', 'two', 'three'] });
      const raced = await Promise.all(Array.from({ length: 5 }, () => store.admins.useBackupCode(admin._id, 'two')));
      expect(raced.filter(Boolean)).toHaveLength(1);
      expect((await store.admins.findById(admin._id))!.backupCodes).toEqual(['one', 'three']);
      expect(await store.admins.useBackupCode(admin._id, 'nope')).toBe(false);
      expect(await store.admins.useBackupCode(admin._id, '$[0]')).toBe(false);
      expect(await store.admins.useBackupCode('not-an-id', 'one')).toBe(false);
    });

    test('count', async () => {
      const before = await store.admins.count();
      await store.admins.create({ email: 'count@example.ae', passwordHash: 'h', displayName: 'Admin', role: 'owner' });
      expect(await store.admins.count()).toBe(before + 1);
    });
  });

  describe('invitations', () => {
    const HOUR = 3_600_000;
    const invite = (email: string, expiresAt: string) =>
      store.invitations.create({ email, role: 'editor', tokenHash: `hash-${email}-${expiresAt}`, invitedBy: { id: 'a'.repeat(24), name: 'Owner' }, expiresAt });

    test('create and findByTokenHash keep the invitation; listPending leaves out accepted and expired ones', async () => {
      const now = new Date();
      const open = await invite('Open@Example.ae', new Date(now.getTime() + HOUR).toISOString());
      expect(open).toMatchObject({ email: 'open@example.ae', role: 'editor', acceptedAt: null, invitedBy: { name: 'Owner' } });
      expect(open._id).toMatch(OBJECT_ID);
      expect(open.createdAt).toMatch(ISO_DATE);
      expect(await store.invitations.findByTokenHash(open.tokenHash)).toEqual(open);
      expect(await store.invitations.findByTokenHash('unknown')).toBeNull();
      const expired = await invite('late@example.ae', new Date(now.getTime() - 1).toISOString());
      const pending = (await store.invitations.listPending(now.toISOString())).map((found) => found._id);
      expect(pending).toContain(open._id);
      expect(pending).not.toContain(expired._id);
    });

    test('accept succeeds once, also when raced, and never for an expired invitation', async () => {
      const now = new Date().toISOString();
      const open = await invite('race@example.ae', new Date(Date.now() + HOUR).toISOString());
      const raced = await Promise.all(Array.from({ length: 5 }, () => store.invitations.accept(open.tokenHash, now)));
      expect(raced.filter(Boolean)).toHaveLength(1);
      expect(raced.find(Boolean)).toMatchObject({ email: 'race@example.ae', acceptedAt: now });
      expect((await store.invitations.listPending(now)).map((found) => found._id)).not.toContain(open._id);
      const expired = await invite('expired@example.ae', new Date(Date.parse(now) - 1).toISOString());
      expect(await store.invitations.accept(expired.tokenHash, now)).toBeNull();
    });

    test('remove withdraws one; removeOpenFor withdraws the open ones of an e-mail only', async () => {
      const later = new Date(Date.now() + HOUR).toISOString();
      const first = await invite('again@example.ae', later);
      const accepted = await store.invitations.create({ email: 'again@example.ae', role: 'sales', tokenHash: 'hash-again-accepted', invitedBy: { id: 'a'.repeat(24), name: 'Owner' }, expiresAt: later });
      await store.invitations.accept(accepted.tokenHash, new Date().toISOString());
      const other = await invite('other@example.ae', later);
      expect(await store.invitations.removeOpenFor('AGAIN@example.ae')).toBe(1);
      expect(await store.invitations.findByTokenHash(first.tokenHash)).toBeNull();
      expect(await store.invitations.findByTokenHash(accepted.tokenHash)).not.toBeNull();
      expect(await store.invitations.remove(other._id)).toBe(true);
      expect(await store.invitations.remove(other._id)).toBe(false);
      expect(await store.invitations.remove('not-an-id')).toBe(false);
    });
  });

  describe('settings', () => {
    test('get answers null for an unset key; set writes and replaces a value', async () => {
      expect(await store.settings.get('contract-setting')).toBeNull();
      await store.settings.set('contract-setting', 'on');
      expect(await store.settings.get('contract-setting')).toBe('on');
      await store.settings.set('contract-setting', 'off');
      expect(await store.settings.get('contract-setting')).toBe('off');
    });
  });

  describe('siteLists', () => {
    const job = (title: string) => ({ title, jobtype: 'Qatar', jobtym: 'Part-time', desc: `About ${title}` });

    test('get answers null for a list never stored; save at version 0 creates it at version 1', async () => {
      expect(await store.siteLists.get('jobs')).toBeNull();
      const created = await store.siteLists.save('jobs', [job('Visa consultant'), job('Driver')], { expectedVersion: 0, by: 'Mariam' });
      expect(created).toEqual({ name: 'jobs', items: [job('Visa consultant'), job('Driver')], version: 1, updatedAt: expect.stringMatching(ISO_DATE), updatedBy: 'Mariam' });
      expect(await store.siteLists.get('jobs')).toEqual(created);
    });

    test('save replaces the items in their order, adds one to the version and names who saved', async () => {
      const before = (await store.siteLists.get('jobs'))!;
      await tick();
      const saved = await store.siteLists.save('jobs', [job('Driver'), job('Accountant')], { expectedVersion: before.version, by: 'Omar' });
      expect(saved.items.map((item) => item.title)).toEqual(['Driver', 'Accountant']);
      expect(saved.version).toBe(before.version + 1);
      expect(saved.updatedBy).toBe('Omar');
      expect(saved.updatedAt > before.updatedAt).toBe(true);
      expect(await store.siteLists.get('jobs')).toEqual(saved);
      // An empty list is a list (no open positions), not a missing one.
      const emptied = await store.siteLists.save('jobs', [], { expectedVersion: saved.version, by: 'Omar' });
      expect((await store.siteLists.get('jobs'))?.items).toEqual([]);
      expect(emptied.version).toBe(saved.version + 1);
    });

    test('save refuses a stale version with a ConflictError and keeps the newer items', async () => {
      const current = (await store.siteLists.get('jobs'))!;
      await store.siteLists.save('jobs', [job('First writer')], { expectedVersion: current.version, by: 'A' });
      const late = store.siteLists.save('jobs', [job('Second writer')], { expectedVersion: current.version, by: 'B' });
      await expect(late).rejects.toBeInstanceOf(ConflictError);
      await expect(late).rejects.toThrow(`(version ${current.version + 1}, yours ${current.version})`);
      // Creating a list someone else created meanwhile is stale too.
      await expect(store.siteLists.save('jobs', [job('Third')], { expectedVersion: 0, by: 'C' })).rejects.toBeInstanceOf(ConflictError);
      expect((await store.siteLists.get('jobs'))?.items).toEqual([job('First writer')]);
    });

    test('two saves from the same version: exactly one wins', async () => {
      const { version } = (await store.siteLists.get('jobs'))!;
      const results = await Promise.allSettled([1, 2, 3].map((n) => store.siteLists.save('jobs', [job(`Writer ${n}`)], { expectedVersion: version, by: `W${n}` })));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect((await store.siteLists.get('jobs'))?.version).toBe(version + 1);
    });

    test('createIfAbsent stores a list once, by nobody, and never over a stored one', async () => {
      const review = { name: 'Priya', place: 'uae', testi: '<p>Great</p>' };
      expect(await store.siteLists.createIfAbsent('testimonials', [review])).toBe(true);
      expect(await store.siteLists.get('testimonials')).toMatchObject({ items: [review], version: 1, updatedBy: null });
      expect(await store.siteLists.createIfAbsent('testimonials', [])).toBe(false);
      expect((await store.siteLists.get('testimonials'))?.items).toEqual([review]);
      // The lists are kept apart by name.
      expect(await store.siteLists.get('home-faqs')).toBeNull();
    });
  });

  describe('visaFacts', () => {
    const facts = seedVisaFacts['japan-visit-visa-from-dubai'];
    const check = (name: string, day: number) => ({ by: { id: 'c'.repeat(24), name }, at: new Date(Date.UTC(2026, 5, day, 9)).toISOString() });

    test('save creates and then replaces a page\'s facts, stamped with the check', async () => {
      expect(await store.visaFacts.get('contract-japan')).toBeNull();
      const created = await store.visaFacts.save('contract-japan', facts, check('Mariam', 1));
      expect(created).toMatchObject({ ...facts, slug: 'contract-japan', checkedBy: { id: 'c'.repeat(24), name: 'Mariam' }, checkedAt: check('Mariam', 1).at });
      expect(created._id).toMatch(OBJECT_ID);
      expect(created.updatedAt).toMatch(ISO_DATE);
      const replaced = await store.visaFacts.save('contract-japan', { ...facts, processingDays: { min: 4, max: 6 }, appointmentDays: null }, check('Omar', 2));
      expect(replaced).toMatchObject({ _id: created._id, processingDays: { min: 4, max: 6 }, appointmentDays: null, checkedBy: { name: 'Omar' } });
      expect(await store.visaFacts.get('contract-japan')).toEqual(replaced);
    });

    test('confirm stamps the facts as checked again without changing them; unknown slugs are NotFoundError', async () => {
      const saved = await store.visaFacts.save('contract-confirm', facts, check('Mariam', 1));
      const confirmed = await store.visaFacts.confirm('contract-confirm', { by: { id: null, name: 'Omar' }, at: check('Omar', 20).at });
      expect(confirmed).toEqual({ ...saved, checkedBy: { id: null, name: 'Omar' }, checkedAt: check('Omar', 20).at });
      await expect(store.visaFacts.confirm('contract-none', check('Omar', 20))).rejects.toBeInstanceOf(NotFoundError);
    });

    test('listCheckedBefore lists the facts checked before the cutoff, the longest unchecked first', async () => {
      await store.visaFacts.save('contract-old-b', facts, check('A', 3));
      await store.visaFacts.save('contract-old-a', facts, check('A', 2));
      await store.visaFacts.save('contract-new', facts, check('A', 25));
      const stale = (await store.visaFacts.listCheckedBefore(check('A', 4).at)).map((item) => item.slug).filter((slug) => slug.startsWith('contract-old') || slug === 'contract-new');
      expect(stale).toEqual(['contract-old-a', 'contract-old-b']);
      const listed = (await store.visaFacts.list()).map((item) => item.slug);
      expect(listed).toEqual([...listed].sort());
      expect(listed).toEqual(expect.arrayContaining(['contract-old-a', 'contract-old-b', 'contract-new']));
    });

    test('rename moves the facts to the new slug, replacing any there; remove deletes them', async () => {
      await store.visaFacts.save('contract-from', facts, check('A', 1));
      await store.visaFacts.save('contract-to', { ...facts, maxStay: 'replaced' }, check('B', 1));
      expect(await store.visaFacts.rename('contract-from', 'contract-to')).toBe(true);
      expect(await store.visaFacts.get('contract-from')).toBeNull();
      expect(await store.visaFacts.get('contract-to')).toMatchObject({ maxStay: facts.maxStay, checkedBy: { name: 'A' } });
      expect(await store.visaFacts.rename('contract-from', 'contract-other')).toBe(false);
      expect(await store.visaFacts.remove('contract-to')).toBe(true);
      expect(await store.visaFacts.remove('contract-to')).toBe(false);
      expect(await store.visaFacts.get('contract-to')).toBeNull();
    });
  });

  describe('redirects', () => {
    // Each test has its own addresses: the store is shared by the whole suite.
    const path = (test: string, name: string) => `/visa/${test}-${name}`;
    const pairs = async () => (await store.redirects.list()).map(({ from, to }) => `${from} -> ${to}`);

    test('set stores a redirect with a 24-hex _id, an ISO date and who made it; find and list return it, newest first', async () => {
      const first = await store.redirects.set(path('keep', 'a'), path('keep', 'b'), null);
      await tick();
      const second = await store.redirects.set(path('keep', 'c'), path('keep', 'd'), 'Sara Editor');
      expect(first).toMatchObject({ from: path('keep', 'a'), to: path('keep', 'b'), createdBy: null });
      expect(second.createdBy).toBe('Sara Editor');
      expect(first._id).toMatch(OBJECT_ID);
      expect(first.createdAt).toMatch(ISO_DATE);
      expect(await store.redirects.find(path('keep', 'a'))).toEqual(first);
      expect(await store.redirects.find(path('keep', 'b'))).toBeNull();
      const ids = (await store.redirects.list()).map((redirect) => redirect._id);
      expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
      expect(ids.indexOf(first._id)).toBeGreaterThanOrEqual(0);
    });

    test('set replaces the redirect of the same old address', async () => {
      await store.redirects.set(path('replace', 'a'), path('replace', 'b'), null);
      const replaced = await store.redirects.set(path('replace', 'a'), path('replace', 'c'), 'Owner');
      expect(await store.redirects.find(path('replace', 'a'))).toEqual(replaced);
      expect(replaced).toMatchObject({ to: path('replace', 'c'), createdBy: 'Owner' });
      expect((await pairs()).filter((pair) => pair.startsWith(path('replace', 'a')))).toHaveLength(1);
    });

    test('set collapses chains: a redirect to the old address now leads to the new one directly', async () => {
      const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => path('chain', name)) as [string, string, string, string];
      await store.redirects.set(a, b, null, { live: true });
      await store.redirects.set(b, c, null, { live: true });
      await store.redirects.set(c, d, null, { live: true });
      expect((await pairs()).filter((pair) => pair.startsWith(path('chain', '')))).toEqual([`${c} -> ${d}`, `${b} -> ${d}`, `${a} -> ${d}`]);
      expect((await store.redirects.find(a))?.to).toBe(d);
      expect((await store.redirects.find(b))?.to).toBe(d);
    });

    test('set with live removes the redirect from the new target: a slug renamed back never loops', async () => {
      const [a, b] = ['a', 'b'].map((name) => path('back', name)) as [string, string];
      await store.redirects.set(a, b, null, { live: true });
      await store.redirects.set(b, a, null, { live: true });
      expect(await store.redirects.find(a)).toBeNull();
      expect((await store.redirects.find(b))?.to).toBe(a);
    });

    test('set without live follows a target that is itself redirected, and refuses one that leads back', async () => {
      const [a, b, c, x] = ['a', 'b', 'c', 'x'].map((name) => path('manual', name)) as [string, string, string, string];
      await store.redirects.set(b, c, null);
      const followed = await store.redirects.set(x, b, 'Owner');
      expect(followed.to).toBe(c);
      await store.redirects.set(a, x, 'Owner');
      const loop = store.redirects.set(c, a, 'Owner');
      await expect(loop).rejects.toBeInstanceOf(ConflictError);
      await expect(loop).rejects.toThrow('would make a loop');
      expect(await store.redirects.find(c)).toBeNull();
      expect((await store.redirects.find(a))?.to).toBe(c);
    });

    test('set refuses an address redirecting to itself with a ValidationError', async () => {
      const attempt = store.redirects.set(path('self', 'a'), path('self', 'a'), null);
      await expect(attempt).rejects.toBeInstanceOf(ValidationError);
      expect(await store.redirects.find(path('self', 'a'))).toBeNull();
    });

    test('remove deletes one by id and returns it; removeFrom and removeTo delete by address', async () => {
      const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => path('remove', name)) as [string, string, string, string];
      const one = await store.redirects.set(a, d, null);
      await store.redirects.set(b, d, null);
      await store.redirects.set(c, a.replace('-a', '-e'), null);
      expect(await store.redirects.remove(one._id)).toEqual(one);
      expect(await store.redirects.remove(one._id)).toBeNull();
      expect(await store.redirects.remove('not-an-id')).toBeNull();
      expect(await store.redirects.removeTo(d)).toBe(1);
      expect(await store.redirects.find(b)).toBeNull();
      expect(await store.redirects.removeFrom(c)).toBe(true);
      expect(await store.redirects.removeFrom(c)).toBe(false);
    });
  });

  describe('drafts', () => {
    const editor = { id: 'a'.repeat(24), name: 'Editor One' };
    const input = (recordId: string | null, title = 'Draft title') => ({ kind: 'visa' as const, recordId, fields: { title, slug: 'draft-slug' }, savedBy: editor, savedAt: new Date().toISOString() });
    const recordId = () => 'b'.repeat(12) + String(Date.now()).slice(-12).padStart(12, '0');

    test('save creates one draft per record, replaces it with a higher version and finds it by record', async () => {
      const record = recordId();
      const first = await store.drafts.save(input(record, 'First'));
      expect(first).toMatchObject({ kind: 'visa', recordId: record, fields: { title: 'First' }, savedBy: editor, version: 1, publishAt: null, scheduledBy: null, scheduleError: null });
      expect(first._id).toMatch(OBJECT_ID);
      const second = await store.drafts.save(input(record, 'Second'), { expectedVersion: 1 });
      expect(second).toMatchObject({ _id: first._id, fields: { title: 'Second' }, version: 2 });
      expect(await store.drafts.findFor('visa', record)).toEqual(second);
      expect(await store.drafts.findFor('blog', record)).toBeNull();
    });

    test('save refuses a stale version with a ConflictError and an unknown id with a NotFoundError', async () => {
      const record = recordId();
      await store.drafts.save(input(record));
      await store.drafts.save(input(record, 'Newer'));
      await expect(store.drafts.save(input(record, 'Stale'), { expectedVersion: 1 })).rejects.toBeInstanceOf(ConflictError);
      expect((await store.drafts.findFor('visa', record))?.fields).toEqual({ title: 'Newer', slug: 'draft-slug' });
      await expect(store.drafts.save(input(null), { id: 'c'.repeat(24) })).rejects.toBeInstanceOf(NotFoundError);
    });

    test('drafts of records not yet published are separate, each replaced by its id', async () => {
      const one = await store.drafts.save(input(null, 'New one'));
      const two = await store.drafts.save(input(null, 'New two'));
      expect(one._id).not.toBe(two._id);
      expect(one.recordId).toBeNull();
      const replaced = await store.drafts.save(input(null, 'New one, again'), { id: one._id, expectedVersion: 1 });
      expect(replaced).toMatchObject({ _id: one._id, version: 2, fields: { title: 'New one, again' } });
      await expect(store.drafts.save(input(null), { id: one._id, expectedVersion: 1 })).rejects.toBeInstanceOf(ConflictError);
      expect((await store.drafts.list('visa')).map((draft) => draft._id)).toEqual(expect.arrayContaining([one._id, two._id]));
      expect((await store.drafts.list('blog')).map((draft) => draft._id)).not.toContain(one._id);
    });

    test('schedule sets and clears the publish time; listDue finds the due ones, earliest first; a save keeps the schedule', async () => {
      const early = await store.drafts.save(input(recordId()));
      const late = await store.drafts.save(input(null));
      const notYet = await store.drafts.save(input(null));
      await store.drafts.schedule(late._id, '2026-03-01T06:00:00.000Z', editor);
      await store.drafts.schedule(early._id, '2026-02-01T06:00:00.000Z', editor);
      await store.drafts.schedule(notYet._id, '2099-01-01T00:00:00.000Z', editor);
      const due = (await store.drafts.listDue('2026-06-01T00:00:00.000Z')).map((draft) => draft._id);
      expect(due.indexOf(early._id)).toBeLessThan(due.indexOf(late._id));
      expect(due).not.toContain(notYet._id);
      const resaved = await store.drafts.save(input(null, 'Edited while scheduled'), { id: late._id });
      expect(resaved).toMatchObject({ publishAt: '2026-03-01T06:00:00.000Z', scheduledBy: editor });
      const failed = await store.drafts.schedule(late._id, null, null, 'The address is taken');
      expect(failed).toMatchObject({ publishAt: null, scheduledBy: null, scheduleError: 'The address is taken' });
      expect((await store.drafts.listDue('2026-06-01T00:00:00.000Z')).map((draft) => draft._id)).not.toContain(late._id);
      await store.drafts.schedule(early._id, null, null);
      await expect(store.drafts.schedule('d'.repeat(24), null, null)).rejects.toBeInstanceOf(NotFoundError);
    });

    test('remove deletes a draft, and with a version only a draft still at it', async () => {
      const draft = await store.drafts.save(input(null));
      await store.drafts.save(input(null, 'Saved again'), { id: draft._id });
      expect(await store.drafts.remove(draft._id, 1)).toBeNull();
      expect(await store.drafts.get(draft._id)).not.toBeNull();
      expect((await store.drafts.remove(draft._id, 2))?._id).toBe(draft._id);
      expect(await store.drafts.get(draft._id)).toBeNull();
      expect(await store.drafts.remove(draft._id)).toBeNull();
    });
  });

  describe('revisions', () => {
    const publisher = { id: null, name: 'Ztart Visa team' };
    const record = () => 'e'.repeat(12) + String(Date.now()).slice(-12).padStart(12, '0');

    test('add keeps a version once per number; list gives the newest first; get finds one', async () => {
      const id = record();
      const first = await store.revisions.add({ kind: 'blog', recordId: id, number: 1, fields: { title: 'One' }, publishedBy: publisher, publishedAt: '2026-11-01T08:00:00.000Z' });
      await store.revisions.add({ kind: 'blog', recordId: id, number: 2, fields: { title: 'Two' }, publishedBy: { id: 'f'.repeat(24), name: 'Editor' }, publishedAt: '2026-11-02T08:00:00.000Z' });
      const again = await store.revisions.add({ kind: 'blog', recordId: id, number: 1, fields: { title: 'Not kept' }, publishedBy: publisher, publishedAt: '2026-11-03T08:00:00.000Z' });
      expect(again).toEqual(first);
      expect(first).toMatchObject({ kind: 'blog', recordId: id, number: 1, fields: { title: 'One' }, publishedBy: publisher, publishedAt: '2026-11-01T08:00:00.000Z' });
      const listed = await store.revisions.list('blog', id);
      expect(listed.map((revision) => [revision.number, revision.fields.title])).toEqual([
        [2, 'Two'],
        [1, 'One'],
      ]);
      expect(await store.revisions.list('visa', id)).toEqual([]);
      expect(await store.revisions.get(first._id)).toEqual(first);
      expect(await store.revisions.get('0'.repeat(24))).toBeNull();
    });

    test('removeFor deletes a record\'s versions only', async () => {
      const gone = record();
      const kept = `${gone.slice(0, 23)}0` === gone ? `${gone.slice(0, 23)}1` : `${gone.slice(0, 23)}0`;
      for (const id of [gone, kept]) await store.revisions.add({ kind: 'visa', recordId: id, number: 1, fields: {}, publishedBy: publisher, publishedAt: '2026-11-01T08:00:00.000Z' });
      expect(await store.revisions.removeFor('visa', gone)).toBe(1);
      expect(await store.revisions.list('visa', gone)).toEqual([]);
      expect(await store.revisions.list('visa', kept)).toHaveLength(1);
    });
  });

  describe('audit', () => {
    const at = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 10, 12, 0) - minutesAgo * 60_000).toISOString();
    const entry = (action: 'sign-in' | 'publish' | 'export', email: string, minutesAgo: number) =>
      store.audit.append({ at: at(minutesAgo), action, actor: { id: 'b'.repeat(24), email }, target: `target ${minutesAgo}`, detail: null, ip: '10.0.0.1' });

    test('append returns the entry; list is newest first with filters and pages; count agrees', async () => {
      const appended = await entry('sign-in', 'Audit-A@example.ae', 30);
      expect(appended).toMatchObject({ action: 'sign-in', actor: { email: 'audit-a@example.ae' }, target: 'target 30', ip: '10.0.0.1' });
      expect(appended._id).toMatch(OBJECT_ID);
      await entry('publish', 'audit-a@example.ae', 20);
      await entry('publish', 'audit-b@example.ae', 10);
      await entry('export', 'audit-b@example.ae', 5);
      const window = { since: at(60), until: at(0) };
      expect((await store.audit.list(window)).map((found) => found.target)).toEqual(['target 5', 'target 10', 'target 20', 'target 30']);
      expect((await store.audit.list({ ...window, action: 'publish' })).map((found) => found.target)).toEqual(['target 10', 'target 20']);
      expect((await store.audit.list({ ...window, actorEmail: 'AUDIT-B@example.ae' })).map((found) => found.target)).toEqual(['target 5', 'target 10']);
      expect((await store.audit.list({ ...window, limit: 2, offset: 1 })).map((found) => found.target)).toEqual(['target 10', 'target 20']);
      expect(await store.audit.count(window)).toBe(4);
      expect(await store.audit.count({ ...window, action: 'publish', actorEmail: 'audit-a@example.ae' })).toBe(1);
      expect(await store.audit.list({ ...window, actorEmail: "x' OR '1'='1" })).toEqual([]);
    });

    test('deleteBefore removes only older entries and says how many', async () => {
      const old = { at: '2001-01-01T00:00:00.000Z', action: 'export' as const, actor: { id: null, email: 'old@example.ae' }, target: null, detail: null, ip: null };
      await store.audit.append(old);
      await store.audit.append({ ...old, at: '2001-01-03T00:00:00.000Z' });
      expect(await store.audit.deleteBefore('2001-01-02T00:00:00.000Z')).toBe(1);
      expect(await store.audit.count({ actorEmail: 'old@example.ae' })).toBe(1);
    });
  });

  describe('submissions', () => {
    test('create stores the submission once per idempotency key', async () => {
      const input = newSubmission();
      const first = await store.submissions.create(input);
      expect(first.created).toBe(true);
      expect(first.submission).toMatchObject({ kind: input.kind, fields: input.fields, idempotencyKey: input.idempotencyKey });
      expect(first.submission._id).toMatch(OBJECT_ID);
      expect(first.submission.createdAt).toMatch(ISO_DATE);
      const again = await store.submissions.create({ ...input, fields: { user_name: 'Changed' } });
      expect(again).toEqual({ submission: first.submission, created: false });
    });

    test('create keeps the lead’s source as it was given, and null when none was', async () => {
      const source = {
        page: '/visa/japan-visa?ref=menu',
        visa: 'Japan visa',
        utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'japan-autumn' },
        referrer: 'https://www.google.com/',
      };
      const withSource = await store.submissions.create(newSubmission({ source }));
      expect(withSource.submission.source).toEqual(source);
      expect((await store.submissions.getById(withSource.submission._id))?.source).toEqual(source);
      const without = await store.submissions.create(newSubmission());
      expect(without.submission.source).toBeNull();
      const listed = await store.submissions.list();
      expect(listed.find((submission) => submission._id === withSource.submission._id)?.source).toEqual(source);
      expect(listed.find((submission) => submission._id === without.submission._id)?.source).toBeNull();
    });

    describe('the lead pipeline', () => {
      const owner = { id: '0123456789abcdef01234567', name: 'Layla' };

      test('a new submission is a new lead nobody has touched', async () => {
        const { submission } = await store.submissions.create(newSubmission());
        expect(submission.pipeline).toEqual({ stage: 'new', lostReason: null, owner: null, followUpAt: null, notes: [], updatedAt: null });
      });

      test('updatePipeline walks a lead New → Contacted → Qualified → Won, keeping owner, follow-up and every note', async () => {
        const { submission } = await store.submissions.create(newSubmission());
        await store.submissions.updatePipeline(submission._id, {
          stage: 'contacted',
          owner,
          followUpAt: '2026-11-30T06:00:00.000Z',
          note: { at: '2026-11-26T06:00:00.000Z', by: 'Layla', text: 'Called, wants Schengen for March.' },
          at: '2026-11-26T06:00:00.000Z',
        });
        await store.submissions.updatePipeline(submission._id, { stage: 'qualified', at: '2026-11-27T06:00:00.000Z' });
        const won = await store.submissions.updatePipeline(submission._id, {
          stage: 'won',
          followUpAt: null,
          note: { at: '2026-11-28T06:00:00.000Z', by: 'Layla', text: 'Paid the service fee.' },
          at: '2026-11-28T06:00:00.000Z',
        });
        expect(won.pipeline).toEqual({
          stage: 'won',
          lostReason: null,
          owner,
          followUpAt: null,
          notes: [
            { at: '2026-11-26T06:00:00.000Z', by: 'Layla', text: 'Called, wants Schengen for March.' },
            { at: '2026-11-28T06:00:00.000Z', by: 'Layla', text: 'Paid the service fee.' },
          ],
          updatedAt: '2026-11-28T06:00:00.000Z',
        });
        expect((await store.submissions.getById(submission._id))?.pipeline).toEqual(won.pipeline);
        expect(won.deliveries).toEqual(submission.deliveries); // the pipeline leaves deliveries alone
      });

      test('a lost lead keeps its reason; leaving the stage clears it', async () => {
        const { submission } = await store.submissions.create(newSubmission());
        const lost = await store.submissions.updatePipeline(submission._id, { stage: 'lost', lostReason: 'Chose another agency', at: new Date().toISOString() });
        expect(lost.pipeline).toMatchObject({ stage: 'lost', lostReason: 'Chose another agency' });
        const back = await store.submissions.updatePipeline(submission._id, { stage: 'contacted', at: new Date().toISOString() });
        expect(back.pipeline).toMatchObject({ stage: 'contacted', lostReason: null });
      });

      test('notes added at the same moment are all kept (two staff saving at once)', async () => {
        const { submission } = await store.submissions.create(newSubmission());
        await Promise.all(
          Array.from({ length: 6 }, (_, index) =>
            store.submissions.updatePipeline(submission._id, { note: { at: new Date().toISOString(), by: `Staff ${index}`, text: `Note ${index}` }, at: new Date().toISOString() }),
          ),
        );
        const notes = (await store.submissions.getById(submission._id))!.pipeline.notes;
        expect(notes.map((note) => note.text).sort()).toEqual(['Note 0', 'Note 1', 'Note 2', 'Note 3', 'Note 4', 'Note 5']);
      });

      test('updatePipeline of an unknown id is a NotFoundError', async () => {
        await expect(store.submissions.updatePipeline('0123456789abcdef01234567', { stage: 'won', at: new Date().toISOString() })).rejects.toBeInstanceOf(NotFoundError);
      });

      test('list and count filter by stage; countByStage counts each stage in the store', async () => {
        // A year no other test of this file stores in, and no delivery to leave due.
        const window = { since: '2001-01-01T00:00:00.000Z', until: '2002-01-01T00:00:00.000Z' };
        const made = await Promise.all(
          Array.from({ length: 4 }, (_, index) => store.submissions.create(newSubmission({ createdAt: `2001-06-0${index + 1}T08:00:00.000Z`, deliveries: {} }))),
        );
        const at = new Date().toISOString();
        await store.submissions.updatePipeline(made[0]!.submission._id, { stage: 'won', at });
        await store.submissions.updatePipeline(made[1]!.submission._id, { stage: 'won', at });
        await store.submissions.updatePipeline(made[2]!.submission._id, { stage: 'lost', lostReason: 'No answer', at });
        expect(await store.submissions.countByStage(window)).toEqual({ new: 1, contacted: 0, qualified: 0, won: 2, lost: 1 });
        expect((await store.submissions.list({ ...window, stage: 'won' })).map((item) => item._id)).toEqual([made[1]!.submission._id, made[0]!.submission._id]);
        expect((await store.submissions.list({ ...window, stage: 'new' })).map((item) => item._id)).toEqual([made[3]!.submission._id]);
        expect(await store.submissions.count({ ...window, stage: 'lost' })).toBe(1);
      });
    });

    describe('finding leads', () => {
      // A year no other test of this file stores in.
      const window = { since: '2002-01-01T00:00:00.000Z', until: '2003-01-01T00:00:00.000Z' };
      let ids: Record<'aisha' | 'omar' | 'lina' | 'callback', string>;

      beforeAll(async () => {
        const make = async (createdAt: string, overrides: Parameters<typeof newSubmission>[0]) =>
          (await store.submissions.create(newSubmission({ createdAt, deliveries: {}, ...overrides }))).submission._id;
        ids = {
          aisha: await make('2002-03-01T08:00:00.000Z', {
            fields: { user_name: 'Aisha Khan', user_mobile: '501234567', user_cnty: 'France' },
            source: { page: '/', utm: { utm_source: 'Google', utm_medium: 'CPC' } },
          }),
          omar: await make('2002-03-02T08:00:00.000Z', {
            kind: 'lead',
            fields: { customerName: 'Omar Farouk', mobileNo: '559876543', countryId: '33' },
            source: { page: '/blogs', referrer: 'https://www.instagram.com/ztartvisa' },
          }),
          lina: await make('2002-03-03T08:00:00.000Z', { kind: 'career', fields: { usr_name: 'Lina (Aisha’s sister)', usr_email: 'Lina.K@example.com', usr_location: 'Dubai', usr_desig: 'Sales' } }),
          callback: await make('2002-03-04T08:00:00.000Z', { kind: 'callback', fields: { user_mobile: '501239999' } }),
        };
      });

      test.each([
        ['a phone as people type it', '050 123 4567', ['aisha']],
        ['the same phone with +971', '+971501234567', ['aisha']],
        ['part of a number', '50123', ['callback', 'aisha']],
        ['a name, in any case', 'OMAR', ['omar']],
        ['a name inside another', 'aisha', ['lina', 'aisha']],
        ['an e-mail', 'lina.k@example', ['lina']],
        ['regex and wildcard characters, matched as text', '(aisha', ['lina']],
        ['percent signs', '%%', []],
      ] as const)('list finds %s', async (_what, search, expected) => {
        expect((await store.submissions.list({ ...window, search })).map((item) => item._id)).toEqual(expected.map((key) => ids[key]));
        expect(await store.submissions.count({ ...window, search })).toBe(expected.length);
      });

      test('countBySource counts the filter’s leads per source channel, most first', async () => {
        expect(await store.submissions.countBySource(window)).toEqual([
          { channel: 'unknown', count: 2 },
          { channel: 'google / cpc', count: 1 },
          { channel: 'instagram.com', count: 1 },
        ]);
        expect(await store.submissions.countBySource({ ...window, kind: 'lead' })).toEqual([{ channel: 'instagram.com', count: 1 }]);
      });

      test('countByPhone counts every request from each number (duplicates), over all time', async () => {
        await store.submissions.create(newSubmission({ kind: 'callback', createdAt: '2010-01-01T00:00:00.000Z', deliveries: {}, fields: { user_mobile: '501239999' } }));
        expect(await store.submissions.countByPhone(['501239999', '559876543', '509999999'])).toEqual({ '501239999': 2, '559876543': 1 });
        expect(await store.submissions.countByPhone([])).toEqual({});
      });

      test('list pages through a filter with limit and offset, newest first', async () => {
        const page = (offset: number) => store.submissions.list({ ...window, limit: 2, offset }).then((items) => items.map((item) => item._id));
        expect(await page(0)).toEqual([ids.callback, ids.lina]);
        expect(await page(2)).toEqual([ids.omar, ids.aisha]);
        expect(await page(4)).toEqual([]);
      });

      test('summarize counts each form and delivery status since a time, in the store', async () => {
        const failed: Delivery = { status: 'failed', attempts: 1, lastError: 'x', deliveredAt: null, nextAttemptAt: null, history: [] };
        const delivered: Delivery = { status: 'delivered', attempts: 1, lastError: null, deliveredAt: '2099-01-01T00:00:00.000Z', nextAttemptAt: null, history: [] };
        // Later than every other record of this file, so the window holds only these.
        const later = (day: number) => `2099-0${day}-01T00:00:00.000Z`;
        const made = [
          await store.submissions.create(newSubmission({ kind: 'lead', createdAt: later(1), deliveries: { crm: failed, email: delivered } })),
          await store.submissions.create(newSubmission({ kind: 'lead', createdAt: later(2), deliveries: { crm: delivered, email: delivered } })),
          await store.submissions.create(newSubmission({ kind: 'contact', createdAt: later(3), deliveries: { email: failed } })),
        ];
        const summary = await store.submissions.summarize('2099-01-01T00:00:00.000Z');
        await store.submissions.deleteMany(made.map(({ submission }) => submission._id)); // the other tests count failures since now
        expect(summary.lead).toEqual({ total: 2, pending: 0, delivered: 2, failed: 1, skipped: 0 });
        expect(summary.contact).toEqual({ total: 1, pending: 0, delivered: 0, failed: 1, skipped: 0 });
        expect(summary.callback).toEqual({ total: 0, pending: 0, delivered: 0, failed: 0, skipped: 0 });
        expect(summary.all).toEqual({ total: 3, pending: 0, delivered: 2, failed: 2, skipped: 0 });
      });
    });

    test('create with one key sent 10 times at once stores one submission', async () => {
      const input = newSubmission();
      const results = await Promise.all(Array.from({ length: 10 }, () => store.submissions.create(input)));
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(results.map((result) => result.submission._id)).size).toBe(1);
    });

    test('getById finds a submission; unknown ids answer null', async () => {
      const { submission } = await store.submissions.create(newSubmission());
      expect(await store.submissions.getById(submission._id)).toEqual(submission);
      expect(await store.submissions.getById('0123456789abcdef01234567')).toBeNull();
    });

    test('updateDelivery replaces one channel and leaves the other', async () => {
      const { submission } = await store.submissions.create(newSubmission());
      const delivered: Delivery = {
        status: 'delivered',
        attempts: 1,
        lastError: null,
        deliveredAt: new Date().toISOString(),
        nextAttemptAt: null,
        history: [{ at: new Date().toISOString(), ok: true }],
      };
      const updated = await store.submissions.updateDelivery(submission._id, 'crm', delivered);
      expect(updated.deliveries.crm).toEqual(delivered);
      expect(updated.deliveries.email).toEqual(submission.deliveries.email);
      await expect(store.submissions.updateDelivery('0123456789abcdef01234567', 'crm', delivered)).rejects.toBeInstanceOf(NotFoundError);
    });

    test('updateDelivery with an expected state applies only while the channel is in that state', async () => {
      const { submission } = await store.submissions.create(newSubmission());
      const pending = submission.deliveries.crm!;
      const expected = { status: pending.status, attempts: pending.attempts, nextAttemptAt: pending.nextAttemptAt };
      const lease = '2999-01-01T00:00:00.000Z';
      const claimed = await store.submissions.updateDelivery(
        submission._id,
        'crm',
        { ...pending, attempts: 1, nextAttemptAt: lease },
        { expected },
      );
      expect(claimed.deliveries.crm).toMatchObject({ attempts: 1, nextAttemptAt: lease });
      // A second claimer that read the same state loses, and the first claim stands.
      await expect(
        store.submissions.updateDelivery(submission._id, 'crm', { ...pending, attempts: 1, nextAttemptAt: null }, { expected }),
      ).rejects.toBeInstanceOf(ConflictError);
      expect((await store.submissions.getById(submission._id))!.deliveries.crm).toMatchObject({ attempts: 1, nextAttemptAt: lease });
      // A channel the submission does not have never matches an expectation.
      const { submission: emailOnly } = await store.submissions.create(newSubmission({ deliveries: { email: pendingDelivery() } }));
      await expect(store.submissions.updateDelivery(emailOnly._id, 'crm', pending, { expected })).rejects.toBeInstanceOf(ConflictError);
    });

    test('updateDelivery of both channels at the same moment keeps both, and the due time follows them', async () => {
      const { submission } = await store.submissions.create(newSubmission());
      const done = (at: string): Delivery => ({ status: 'delivered', attempts: 1, lastError: null, deliveredAt: at, nextAttemptAt: null, history: [{ at, ok: true }] });
      const at = new Date().toISOString();
      await Promise.all([
        store.submissions.updateDelivery(submission._id, 'crm', done(at)),
        store.submissions.updateDelivery(submission._id, 'email', done(at)),
      ]);
      const stored = (await store.submissions.getById(submission._id))!;
      expect(stored.deliveries).toEqual({ crm: done(at), email: done(at) });
      const due = await store.submissions.listDue('2999-01-01T00:00:00.000Z', 1000);
      expect(due.map((s) => s._id)).not.toContain(submission._id);
    });

    describe('list, listDue, count and deleteMany', () => {
      let ids: { contact: string; career: string; failed: string };
      const since = new Date(Date.now() - 1000).toISOString();

      beforeAll(async () => {
        const contact = await store.submissions.create(newSubmission({ kind: 'contact', deliveries: { email: pendingDelivery(null) } }));
        await tick();
        const career = await store.submissions.create(
          newSubmission({ kind: 'career', deliveries: { email: pendingDelivery('2000-01-01T00:00:00.000Z') } }),
        );
        await tick();
        const failed = await store.submissions.create(
          newSubmission({
            kind: 'lead',
            deliveries: { crm: { ...pendingDelivery(null), status: 'failed', attempts: 6, lastError: 'HTTP 500' } },
          }),
        );
        ids = { contact: contact.submission._id, career: career.submission._id, failed: failed.submission._id };
      });

      test('list filters by kind and returns newest first', async () => {
        expect((await store.submissions.list({ kind: 'contact' })).map((s) => s._id)).toContain(ids.contact);
        expect((await store.submissions.list({ kind: 'contact' })).every((s) => s.kind === 'contact')).toBe(true);
        const all = (await store.submissions.list({ since })).map((s) => s._id);
        expect(all.indexOf(ids.failed)).toBeLessThan(all.indexOf(ids.career));
        expect(all.indexOf(ids.career)).toBeLessThan(all.indexOf(ids.contact));
      });

      test('list filters by delivery status, channel, time window and limit', async () => {
        const failed = await store.submissions.list({ status: 'failed' });
        expect(failed.map((s) => s._id)).toContain(ids.failed);
        expect(failed.map((s) => s._id)).not.toContain(ids.contact);
        expect((await store.submissions.list({ status: 'failed', channel: 'email' })).map((s) => s._id)).not.toContain(ids.failed);
        expect((await store.submissions.list({ channel: 'crm', since })).map((s) => s._id)).not.toContain(ids.contact);
        expect(await store.submissions.list({ until: '2000-01-01T00:00:00.000Z' })).toEqual([]);
        expect(await store.submissions.list({ since, limit: 2 })).toHaveLength(2);
      });

      test('listDue returns pending deliveries that are due, oldest due first', async () => {
        const due = (await store.submissions.listDue(new Date().toISOString(), 100)).map((s) => s._id);
        expect(due).toContain(ids.career);
        expect(due).not.toContain(ids.contact); // pending with no due time
        expect(due).not.toContain(ids.failed);
        expect(await store.submissions.listDue('1999-01-01T00:00:00.000Z', 100)).toEqual([]);
      });

      test('count applies the same filters as list', async () => {
        expect(await store.submissions.count({ since, kind: 'career' })).toBe(1);
        expect(await store.submissions.count({ since, status: 'failed' })).toBe(1);
      });

      test('deleteMany removes the given submissions and reports how many', async () => {
        expect(await store.submissions.deleteMany([ids.contact, 'not-an-id'])).toBe(1);
        expect(await store.submissions.getById(ids.contact)).toBeNull();
        expect(await store.submissions.deleteMany([])).toBe(0);
      });
    });
  });

  describe('cacheTags', () => {
    test('expire records each tag’s time and expirations lists every tag', async () => {
      await store.cacheTags.expire(['contract:a', 'contract:b'], 1_000);
      expect(await store.cacheTags.expirations()).toMatchObject({ 'contract:a': 1_000, 'contract:b': 1_000 });
    });

    test('a later expiry replaces an earlier one, never the other way round (two instances at once)', async () => {
      await store.cacheTags.expire(['contract:c'], 2_000);
      await store.cacheTags.expire(['contract:c'], 3_000.4);
      await store.cacheTags.expire(['contract:c'], 2_500);
      await Promise.all([store.cacheTags.expire(['contract:d'], 5_000), store.cacheTags.expire(['contract:d'], 4_000)]);
      const expirations = await store.cacheTags.expirations();
      expect(expirations['contract:c']).toBe(3_000);
      expect(expirations['contract:d']).toBe(5_000);
    });

    test('expiring no tags changes nothing', async () => {
      const before = await store.cacheTags.expirations();
      await store.cacheTags.expire([], 9_000);
      expect(await store.cacheTags.expirations()).toEqual(before);
    });
  });

  test('markOnce marks a key exactly once and hasMark reports it', async () => {
    expect(await store.hasMark('contract:once')).toBe(false);
    expect(await store.markOnce('contract:once')).toBe(true);
    expect(await store.markOnce('contract:once')).toBe(false);
    expect(await store.hasMark('contract:once')).toBe(true);
  });
});
