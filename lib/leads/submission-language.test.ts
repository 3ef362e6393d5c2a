/** The language a lead was sent in, on both stores: recorded from the form's page, English for leads stored before. */
import { submissionRecord } from '@/lib/leads/submission-repository';
import type { Store } from '@/lib/store/store';
import { validFields } from '@/test/leads/forms';
import { availableAdapters, type OpenedStore } from '@/test/store-adapters';

const agreement = { notice: 'contact-2026-11-27', page: '/ar/contact', marketing: null };

describe.each(availableAdapters())('a submission’s language [$name]', (adapter) => {
  let opened: OpenedStore;
  let store: Store;
  beforeEach(async () => {
    opened = await adapter.open();
    store = opened.store;
  });
  afterEach(async () => {
    await opened.dispose();
  });

  test('is stored as the form’s page said, with the consent notice’s language, and read back', async () => {
    const { submission } = await store.submissions.create({ kind: 'contact', fields: validFields.contact, idempotencyKey: 'k-ar', deliveries: {}, language: 'ar', agreement });
    expect(submission.language).toBe('ar');
    expect(submission.consent).toMatchObject({ notice: agreement.notice, language: 'ar' });
    const read = (await store.submissions.getById(submission._id))!;
    expect([read.language, read.consent?.language]).toEqual(['ar', 'ar']);
    expect((await store.submissions.list()).map((each) => each.language)).toEqual(['ar']);
  });

  test('is English when the form named none', async () => {
    const { submission } = await store.submissions.create({ kind: 'callback', fields: validFields.callback, idempotencyKey: 'k-en', deliveries: {}, agreement });
    expect([submission.language, submission.consent?.language]).toEqual(['en', 'en']);
  });

  test('reads as English on a lead stored before languages were recorded', async () => {
    const { submission } = await store.submissions.create({ kind: 'contact', fields: validFields.contact, idempotencyKey: 'k-old', deliveries: {}, agreement });
    // As such a lead is stored: no language on it or on its consent.
    await store.documents.collection(submissionRecord).updateOne({ _id: submission._id }, { $unset: { language: true, 'consent.language': true } });
    const raw = await store.documents.collection(submissionRecord).findOne({ _id: submission._id });
    expect(raw && 'language' in raw).toBe(false);
    const read = (await store.submissions.getById(submission._id))!;
    expect([read.language, read.consent?.language]).toEqual(['en', 'en']);
  });
});
