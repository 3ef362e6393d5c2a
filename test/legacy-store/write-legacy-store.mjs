#!/usr/bin/env node
// Writes a store the way the site's store code of its first layout wrote it (a table per record on
// SQLite, a mongoose model per record on MongoDB), for the upgrade test to open with the current
// code: the seeded content plus leads, drafts, revisions, staff, invitations, facts, lists,
// redirects, audit entries, settings, cache tags, rate-limit hits and marks. Run it from a checkout
// of that layout (docs/testing.md, "The upgrade fixtures"):
//
//   node test/legacy-store/write-legacy-store.mjs OUT_DIR              SQLite: OUT_DIR/site.db
//   MONGODB_URI=... node test/legacy-store/write-legacy-store.mjs OUT  MongoDB: OUT/mongodb.json (EJSON)
//
// What it wrote is listed in OUT_DIR/expected.json, for the test to compare with what it reads.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importTs } from '../../scripts/lib/load-ts.mjs';

const out = path.resolve(process.argv[2] ?? 'legacy-store');
mkdirSync(out, { recursive: true });
const mongodbUri = process.env.MONGODB_URI;
process.env.DATA_DIR = out;
process.env.ADMIN_EMAIL = 'owner@legacy.test';
process.env.ADMIN_PASSWORD = 'legacy-owner-password';

const { parseEnv } = await importTs('lib/config/env-schema.ts');
const { ensureSeeded } = await importTs('lib/seed/ensure-seeded.ts');
const { hashPassword } = await importTs('lib/auth/password.ts');
const { visaFields, blogFields, newSubmission } = await importTs('test/fixtures.ts');
const { SITE_LIST_NAMES } = await importTs('lib/site-lists/site-list-definitions.ts');
const store = mongodbUri ? await (await importTs('lib/store/mongo/index.ts')).createMongoStore(mongodbUri) : (await importTs('lib/store/sqlite/index.ts')).createSqliteStore(path.join(out, 'site.db'));

const at = (iso) => new Date(iso).toISOString();
await ensureSeeded(store, parseEnv(process.env), () => undefined);
const owner = await store.admins.findByEmail('owner@legacy.test');
const by = { id: owner._id, name: owner.displayName };

// Staff: an editor with a second factor (a used step, two backup codes), a disabled sales person.
const editor = await store.admins.create({ email: 'editor@legacy.test', passwordHash: await hashPassword('legacy-editor-password'), displayName: 'Eda Editor', role: 'editor' });
await store.admins.setSecondFactor(editor._id, { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', backupCodes: ['a'.repeat(64), 'b'.repeat(64)] });
await store.admins.useTotpStep(editor._id, 59_000_000);
const sales = await store.admins.create({ email: 'sales@legacy.test', passwordHash: await hashPassword('legacy-sales-password'), displayName: 'Sami Sales', role: 'sales' });
await store.admins.update(sales._id, { disabled: true });
await store.invitations.create({ email: 'invited@legacy.test', role: 'editor', tokenHash: 'c'.repeat(64), invitedBy: by, expiresAt: at('2099-01-01T00:00:00Z') });
const accepted = await store.invitations.create({ email: 'joined@legacy.test', role: 'sales', tokenHash: 'd'.repeat(64), invitedBy: by, expiresAt: at('2099-01-01T00:00:00Z') });
await store.invitations.accept(accepted.tokenHash, at('2026-11-20T10:00:00Z'));
await store.settings.set('require-second-factor', 'true');

// Content: a visa and a post of its own, a visa renamed (a redirect), a draft of the visa with a
// schedule, a new post that exists only as its draft, kept versions, edited facts, a saved list.
const visa = await store.visas.create(visaFields({ title: 'Legacy Oman visa', slug: 'legacy-oman-visa' }));
const renamed = await store.visas.update(visa._id, { slug: 'legacy-oman-visa-2027', title: 'Legacy Oman visa 2027' }, { expectedVersion: 1 });
await store.redirects.set('/visa/legacy-oman-visa', '/visa/legacy-oman-visa-2027', null, { live: true });
await store.redirects.set('/old-page', '/contact', 'Admin');
const blog = await store.blogs.create(blogFields({ title: 'Legacy post', slug: 'legacy-post' }));
const { _id: _visaId, createdAt: _c, updatedAt: _u, version: _v, ...renamedFields } = renamed;
await store.revisions.add({ kind: 'visa', recordId: visa._id, number: 1, fields: { ...renamedFields, title: 'Legacy Oman visa', slug: 'legacy-oman-visa' }, publishedBy: by, publishedAt: at('2026-11-01T08:00:00Z') });
await store.revisions.add({ kind: 'visa', recordId: visa._id, number: 2, fields: renamedFields, publishedBy: by, publishedAt: at('2026-11-02T08:00:00Z') });
const draft = await store.drafts.save({ kind: 'visa', recordId: visa._id, fields: { ...renamedFields, title: 'Legacy Oman visa (draft)' }, savedBy: by, savedAt: at('2026-11-03T08:00:00Z') });
await store.drafts.schedule(draft._id, at('2099-12-31T05:00:00Z'), by);
await store.drafts.save({ kind: 'blog', recordId: null, fields: { ...blogFields({ title: 'Legacy draft post', slug: 'legacy-draft-post' }) }, savedBy: by, savedAt: at('2026-11-04T08:00:00Z') });
const spain = await store.countryPages.getBySlug('spain-visa-dubai');
await store.countryPages.update(spain.url, { subtitle: 'Edited before the upgrade', auther: 'Legacy Author', metaDescpt: 'A meta description written before the upgrade.' }, { expectedVersion: spain.version });
await store.visaFacts.save('legacy-oman-visa-2027', { kinds: ['tourist'], fees: [{ kind: 'government', label: 'Visa fee', amountAed: 75, refundable: false }], processingDays: { min: 3, max: 5 }, appointmentDays: null, validity: '30 days', entries: 'single', maxStay: '30 days', feeNote: '' }, { by, at: at('2026-11-05T08:00:00Z') });
const testimonials = await store.siteLists.get('testimonials');
await store.siteLists.save('testimonials', testimonials.items.slice(1), { expectedVersion: testimonials.version, by: 'Admin' });

// Leads: a delivered lead worked to Won with notes, a pending contact due for a retry, a career
// application, and a consultation that failed its CRM delivery.
const delivered = (iso) => ({ status: 'delivered', attempts: 1, lastError: null, deliveredAt: iso, nextAttemptAt: null, history: [{ at: iso, ok: true }] });
const won = await store.submissions.create(newSubmission({ kind: 'lead', idempotencyKey: 'legacy-lead-1', fields: { user_name: 'Fatima Khan', user_mobile: '0501234567', usr_email: 'fatima@example.ae', country: 'Japan' }, createdAt: at('2026-11-10T06:00:00Z'), source: { page: '/visa/japan-visa-dubai', visa: 'japan-visa-dubai', utm: { source: 'google' }, referrer: 'https://www.google.com/' }, deliveries: { crm: delivered(at('2026-11-10T06:00:05Z')), email: delivered(at('2026-11-10T06:00:06Z')) } }));
await store.submissions.updatePipeline(won.submission._id, { stage: 'contacted', owner: { id: sales._id, name: 'Sami Sales' }, note: { at: at('2026-11-10T07:00:00Z'), by: 'Sami Sales', text: 'Called, sends passport copy tomorrow.' }, at: at('2026-11-10T07:00:00Z') });
await store.submissions.updatePipeline(won.submission._id, { stage: 'won', note: { at: at('2026-11-11T07:00:00Z'), by: 'Sami Sales', text: 'Paid.' }, at: at('2026-11-11T07:00:00Z') });
await store.submissions.create(newSubmission({ kind: 'contact', idempotencyKey: 'legacy-contact-1', fields: { usr_name: 'Omar Ali', usr_email: 'omar@example.ae', user_mobile: '+971 52 765 4321', message: 'Do you do Schengen?' }, createdAt: at('2026-11-12T06:00:00Z'), deliveries: { email: { status: 'pending', attempts: 2, lastError: 'SMTP 451', deliveredAt: null, nextAttemptAt: at('2026-11-12T06:10:00Z'), history: [{ at: at('2026-11-12T06:00:01Z'), ok: false, error: 'SMTP 451' }] } } }));
await store.submissions.create(newSubmission({ kind: 'career', idempotencyKey: 'legacy-career-1', fields: { name: 'Sara', email: 'sara@example.ae', mobileNo: '0551112233', designation: 'Visa consultant' }, createdAt: at('2026-11-13T06:00:00Z'), deliveries: { email: delivered(at('2026-11-13T06:00:02Z')) } }));
await store.submissions.create(newSubmission({ kind: 'consultation', idempotencyKey: 'legacy-consultation-1', fields: { customerName: 'Ravi', mobileNo: '0567778899', country: 'Canada' }, createdAt: at('2026-11-14T06:00:00Z'), deliveries: { crm: { status: 'failed', attempts: 6, lastError: 'CRM answered HTTP 500', deliveredAt: null, nextAttemptAt: null, history: [] }, email: delivered(at('2026-11-14T06:00:02Z')) } }));

// What the site keeps for itself: audit entries, cache tag expiries, a mark.
await store.audit.append({ at: at('2026-11-10T07:00:00Z'), action: 'lead-change', actor: { id: sales._id, email: 'sales@legacy.test' }, target: `lead ${won.submission._id} (lead)`, detail: 'stage: new → contacted', ip: '203.0.113.7' });
await store.audit.append({ at: at('2026-11-15T09:00:00Z'), action: 'sign-in-failed', actor: { id: null, email: 'nobody@legacy.test' }, target: null, detail: 'wrong e-mail or password', ip: null });
await store.cacheTags.expire(['visas', 'visa:legacy-oman-visa-2027'], Date.parse('2026-11-15T10:00:00Z'));
await store.markOnce('legacy-fixture:written');

// What the upgrade must keep, read back through the store code that wrote it.
const expected = {
  visas: await store.visas.list(),
  blogs: await store.blogs.list(),
  countryPages: await store.countryPages.list(),
  admins: await store.admins.list(),
  invitations: await store.invitations.listPending(at('2026-11-27T00:00:00Z')),
  acceptedInvitation: await store.invitations.findByTokenHash('d'.repeat(64)),
  settings: { 'require-second-factor': await store.settings.get('require-second-factor') },
  visaFacts: await store.visaFacts.list(),
  siteLists: Object.fromEntries(await Promise.all(SITE_LIST_NAMES.map(async (name) => [name, await store.siteLists.get(name)]))),
  redirects: await store.redirects.list(),
  drafts: await store.drafts.list(),
  revisions: await store.revisions.list('visa', visa._id),
  audit: await store.audit.list({ limit: 1000 }),
  submissions: await store.submissions.list(),
  cacheTags: await store.cacheTags.expirations(),
  marks: ['seed:content:v1', 'legacy-fixture:written'],
  blog: blog._id,
};
writeFileSync(path.join(out, 'expected.json'), `${JSON.stringify(expected, null, 1)}\n`);

if (mongodbUri) {
  const mongoose = (await import('mongoose')).default;
  const { EJSON } = await import('bson');
  const db = mongoose.connection.db;
  const dump = {};
  for (const { name } of await db.listCollections().toArray()) {
    dump[name] = { indexes: await db.collection(name).indexes(), documents: await db.collection(name).find().toArray() };
  }
  writeFileSync(path.join(out, 'mongodb.json'), `${EJSON.stringify(dump, undefined, 1, { relaxed: false })}\n`);
}
await store.close();
console.log(`Legacy store written to ${out}`);
