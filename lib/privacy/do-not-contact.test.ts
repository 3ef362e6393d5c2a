/** "Do not contact" on a real store (SQLite, and MongoDB when configured): the record, the mark from a lead, and the refusals. */
import { DuplicateKeyError } from '@/lib/store/documents';
import { ValidationError } from '@/lib/errors';
import type { AdminSession } from '@/lib/auth/require-admin';
import { updateLead } from '@/lib/leads/update-lead';
import type { Store } from '@/lib/store/store';
import { availableAdapters, storeForSuite } from '@/test/store-adapters';
import { doNotContactRecord } from './do-not-contact-repository';
import { markDoNotContact, markedPhones, marksOfLeads, markOfLead } from './do-not-contact';
import { doNotContactLine, FOLLOW_UP_REFUSED } from './do-not-contact-text';

// The audit log is written from a request; here the calls are only counted.
jest.mock('@/lib/audit/record', () => ({ recordAudit: jest.fn(async () => undefined) }));

const staff = { id: 'a'.repeat(24), name: 'Mariam Sales' };
const other = { id: 'b'.repeat(24), name: 'Omar Owner' };
const session = { admin: { _id: staff.id, email: 'mariam@ztartvisa.test', displayName: staff.name, role: 'sales' } } as unknown as AdminSession;
/** Monday 3 June 2030, 10:00 in Dubai: inside office hours, so only the mark can refuse it. */
const OFFICE_HOURS_SLOT = '2030-06-03T10:00';

let serial = 0;
const uniqueMobile = () => `5${String(Date.now() % 1e4).padStart(4, '0')}${String(++serial).padStart(4, '0')}`;

async function lead(store: Store, fields: Record<string, string>, createdAt?: string) {
  return (await store.submissions.create({ kind: 'consultation', fields: { user_cnty: 'Japan', ...fields }, idempotencyKey: crypto.randomUUID(), deliveries: {}, createdAt })).submission;
}

function leadForm(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ stage: 'contacted', lostReason: '', ownerId: '', followUp: '', note: '', ...values })) form.set(name, value);
  return form;
}

describe.each(availableAdapters())('do not contact [$name]', (adapter) => {
  let store: Store;
  storeForSuite(adapter, (opened) => (store = opened));

  describe('the record', () => {
    test('a mark is kept once per number: marking again returns the first mark, unchanged', async () => {
      const phone = uniqueMobile();
      const first = await store.doNotContact.mark({ phone, markedBy: staff, reason: '  Asked not to be called again ', submissionId: 'c'.repeat(24), markedAt: '2026-05-04T08:00:00.000Z' });
      expect(first.created).toBe(true);
      expect(first.mark).toEqual({ _id: expect.any(String), phone, markedBy: staff, reason: 'Asked not to be called again', submissionId: 'c'.repeat(24), markedAt: '2026-05-04T08:00:00.000Z' });
      const again = await store.doNotContact.mark({ phone, markedBy: other, reason: 'Another reason', markedAt: '2026-06-01T08:00:00.000Z' });
      expect(again).toEqual({ mark: first.mark, created: false });
      expect(await store.doNotContact.find(phone)).toEqual(first.mark);
      expect(await store.documents.collection(doNotContactRecord).count({ phone })).toBe(1);
    });

    test('the number is unique in the store itself, not only in mark()', async () => {
      const phone = uniqueMobile();
      const collection = store.documents.collection(doNotContactRecord);
      await collection.insert({ phone, markedAt: new Date().toISOString(), markedBy: staff, reason: null, submissionId: null });
      await expect(collection.insert({ phone, markedAt: new Date().toISOString(), markedBy: other, reason: null, submissionId: null })).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    test('marking races: ten marks of one number at once store one, and all return it', async () => {
      const phone = uniqueMobile();
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => store.doNotContact.mark({ phone, markedBy: { id: String(i).repeat(24).slice(0, 24), name: `Staff ${i}` } })));
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(results.map((result) => result.mark._id)).size).toBe(1);
    });

    test('a mark needs a number', async () => {
      await expect(store.doNotContact.mark({ phone: '', markedBy: staff })).rejects.toBeInstanceOf(ValidationError);
      await expect(store.doNotContact.mark({ phone: '{"$ne":null}', markedBy: staff })).rejects.toBeInstanceOf(ValidationError);
    });

    test('find and markedAmong answer for marked numbers only, over lists longer than one query', async () => {
      const marked = [uniqueMobile(), uniqueMobile()];
      for (const phone of marked) await store.doNotContact.mark({ phone, markedBy: staff });
      const unmarked = Array.from({ length: 700 }, () => uniqueMobile());
      expect(await store.doNotContact.find(unmarked[0]!)).toBeNull();
      // The second marked number sits past the first 500, with repeats and junk around it.
      const asked = [marked[0]!, ...unmarked.slice(0, 550), marked[1]!, marked[0]!, '', 'not a number', ...unmarked.slice(550)];
      const found = await store.doNotContact.markedAmong(asked);
      expect([...found.keys()].sort()).toEqual([...marked].sort());
      expect(found.get(marked[1]!)).toMatchObject({ phone: marked[1], markedBy: staff });
      expect((await store.doNotContact.markedAmong([])).size).toBe(0);
    });

    test('list is newest first, in pages, and count counts every mark', async () => {
      const before = await store.doNotContact.count();
      const phones = [uniqueMobile(), uniqueMobile(), uniqueMobile()];
      for (const [i, phone] of phones.entries()) await store.doNotContact.mark({ phone, markedBy: staff, markedAt: `2099-01-0${i + 1}T09:00:00.000Z` });
      expect(await store.doNotContact.count()).toBe(before + 3);
      expect((await store.doNotContact.list({ limit: 2 })).map((mark) => mark.phone)).toEqual([phones[2], phones[1]]);
      expect((await store.doNotContact.list({ limit: 1, offset: 2 })).map((mark) => mark.phone)).toEqual([phones[0]]);
    });
  });

  describe('marking a lead, and what the mark refuses', () => {
    test('the mark follows the number: earlier and later requests, typed any way, carry it; planned follow-ups are cleared', async () => {
      const mobile = uniqueMobile();
      const earlier = await lead(store, { user_name: 'Earlier', user_mobile: `0${mobile}` }, '2026-01-05T06:00:00.000Z');
      await store.submissions.updatePipeline(earlier._id, { followUpAt: '2030-06-03T06:00:00.000Z', at: new Date().toISOString() });
      const marked = await lead(store, { user_name: 'Marked', user_mobile: `+971 ${mobile.slice(0, 2)} ${mobile.slice(2, 5)} ${mobile.slice(5)}` });
      const unrelated = await lead(store, { user_name: 'Unrelated', user_mobile: uniqueMobile() });

      const outcome = await markDoNotContact(store, staff, { id: marked._id, reason: 'Said no on the phone' }, new Date('2026-02-10T07:30:00.000Z'));
      expect(outcome).toMatchObject({ created: true, followUpsCleared: 1, mark: { phone: mobile, submissionId: marked._id, markedBy: staff, reason: 'Said no on the phone' } });
      expect((await store.submissions.getById(earlier._id))!.pipeline.followUpAt).toBeNull();
      expect(doNotContactLine(outcome.mark)).toBe('Do not contact — marked by Mariam Sales on 10 Feb 2026');

      // A request sent after the mark, through the same store call the forms use.
      const later = await lead(store, { customerName: 'Later', user_mobile: `00971${mobile}` });
      const flags = await marksOfLeads(store, [earlier, marked, later, unrelated]);
      expect([...flags.keys()].sort()).toEqual([earlier._id, marked._id, later._id].sort());
      expect(flags.get(later._id)).toEqual(outcome.mark);
      expect(await markOfLead(store, unrelated)).toBeNull();

      // Marking again from another request keeps who said no first, and when.
      const again = await markDoNotContact(store, other, { id: later._id, reason: null }, new Date());
      expect(again).toMatchObject({ created: false, followUpsCleared: 0, mark: outcome.mark });
    });

    test('a lead without a number, or an unknown lead, cannot be marked', async () => {
      const noPhone = (await store.submissions.create({ kind: 'contact', fields: { user_name: 'No phone', usr_email: 'np@example.ae', user_msg: 'Hi' }, idempotencyKey: crypto.randomUUID(), deliveries: {} })).submission;
      await expect(markDoNotContact(store, staff, { id: noPhone._id, reason: null }, new Date())).rejects.toThrow('This lead has no phone number to mark.');
      await expect(markDoNotContact(store, staff, { id: 'f'.repeat(24), reason: null }, new Date())).rejects.toThrow('This lead could not be found');
    });

    test('a follow-up on a marked number is refused with the form’s message, and nothing is stored; other changes still save', async () => {
      const mobile = uniqueMobile();
      const first = await lead(store, { user_name: 'First', user_mobile: mobile });
      // Allowed before the mark.
      expect(await updateLead(store, session, leadForm({ id: first._id, followUp: OFFICE_HOURS_SLOT }), new Date())).toEqual({ ok: true });
      await markDoNotContact(store, staff, { id: first._id, reason: null }, new Date());
      const later = await lead(store, { user_name: 'Later', user_mobile: mobile });

      for (const target of [first, later]) {
        const refused = await updateLead(store, session, leadForm({ id: target._id, followUp: OFFICE_HOURS_SLOT, note: 'Try again Monday' }), new Date());
        expect(refused).toEqual({ ok: false, status: 400, message: FOLLOW_UP_REFUSED, fieldErrors: { followUp: [FOLLOW_UP_REFUSED] } });
        const stored = (await store.submissions.getById(target._id))!.pipeline;
        expect(stored.followUpAt).toBeNull();
        expect(stored.notes).toEqual([]);
      }
      // Working the lead without a follow-up goes on: a note, a stage.
      expect(await updateLead(store, session, leadForm({ id: later._id, stage: 'lost', lostReason: 'Asked not to be contacted', note: 'Said no.' }), new Date())).toEqual({ ok: true });
      expect((await store.submissions.getById(later._id))!.pipeline).toMatchObject({ stage: 'lost', followUpAt: null, notes: [{ by: staff.name, text: 'Said no.' }] });
    });

    test('markedPhones: which numbers, as typed in a list, a marketing export must leave out', async () => {
      const mobile = uniqueMobile();
      const kept = uniqueMobile();
      const marked = await lead(store, { user_name: 'Export', user_mobile: mobile });
      await markDoNotContact(store, staff, { id: marked._id, reason: null }, new Date());
      const typed = [`+971 ${mobile.slice(0, 2)} ${mobile.slice(2, 5)} ${mobile.slice(5)}`, `0${mobile}`, mobile, kept, `0${kept}`, ''];
      expect(await markedPhones(store, typed)).toEqual(new Set(typed.slice(0, 3)));
      expect(await markedPhones(store, [])).toEqual(new Set());
    });
  });
});
