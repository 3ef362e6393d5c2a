import type { NewCase } from '@/lib/cases/case-repository';
import type { Store } from '@/lib/store/store';
import { newSubmission } from '@/test/fixtures';
import { availableAdapters } from '@/test/store-adapters';
import { loadWorkQueues, QUEUE_ITEMS_SHOWN } from './work-queues';

// A Wednesday at 15:00 in Dubai: office hours.
const NOW = new Date('2026-11-25T11:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const by = { id: null, name: 'Sara' };

function caseWith(statuses: Array<'waiting' | 'received' | 'accepted'>, createdAt: string): NewCase {
  return {
    applicant: { name: `Applicant ${createdAt}`, email: 'amal@example.com', phone: null },
    leadId: null,
    visa: { slug: 'japan-visa', title: 'Japan visa', country: 'Japan' },
    travellers: [{ id: 't1', name: 'Amal', checklist: statuses.map((status, i) => ({ id: `i${i}`, label: `Item ${i}`, status, reason: null, fileId: null, updatedAt: createdAt })) }],
    travelFrom: null,
    travelTo: null,
    consultant: by,
    stage: 'documents_requested',
    stageAt: createdAt,
    appointment: null,
    submittedAt: null,
    decision: null,
    decisionDays: null,
    documentsDueAt: null,
    documentsDeletedAt: null,
    createdBy: by,
    createdAt,
  };
}

describe.each(availableAdapters())('loadWorkQueues [$name]', (adapter) => {
  let store: Store;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ store, dispose } = await adapter.open());
  });
  afterEach(async () => {
    await dispose();
  });

  test('each role gets only the queues it may see', async () => {
    const editor = await loadWorkQueues(store, 'editor', NOW);
    expect(editor).toMatchObject({ lateLeads: null, casesToCheck: null });
    expect(editor.drafts && editor.scheduled && editor.facts).toBeTruthy();
    const sales = await loadWorkQueues(store, 'sales', NOW);
    expect(sales).toMatchObject({ drafts: null, scheduled: null, facts: null });
    expect(sales.lateLeads && sales.casesToCheck).toBeTruthy();
    const owner = await loadWorkQueues(store, 'owner', NOW);
    expect(Object.values(owner).every((queue) => queue !== null)).toBe(true);
  });

  test('leads: only new ones past an hour of office time, the longest waiting first', async () => {
    const make = async (name: string, createdAt: string) => (await store.submissions.create(newSubmission({ fields: { user_name: name, user_mobile: '501234567' }, createdAt }))).submission;
    await make('Fresh', minutesAgo(30));
    const late = await make('Late', minutesAgo(90));
    const later = await make('Later', minutesAgo(240));
    const worked = await make('Worked', minutesAgo(300));
    await store.submissions.updatePipeline(worked._id, { stage: 'contacted', at: NOW.toISOString() });
    const now = (await loadWorkQueues(store, 'sales', NOW)).lateLeads!;
    expect(now.items.map(({ lead }) => lead._id)).toEqual([later._id, late._id]);
    expect(now.total).toBe(2);
    expect(now.items[0]!.waitedMs).toBe(240 * 60_000);

    // Friday 17:30 Dubai: half an hour of office time before the weekend, so on Monday at 9:10 it
    // has waited 40 minutes, though three days old.
    await make('Weekend', '2026-11-20T13:30:00.000Z');
    const monday = (await loadWorkQueues(store, 'sales', new Date('2026-11-23T05:10:00.000Z'))).lateLeads!;
    expect(monday).toEqual({ items: [], total: 0 });
  });

  test('cases: those with documents received and not checked, counted in all', async () => {
    await store.cases.create(caseWith(['waiting', 'accepted'], minutesAgo(60)));
    const first = await store.cases.create(caseWith(['received'], minutesAgo(50)));
    const second = await store.cases.create(caseWith(['received', 'received'], minutesAgo(40)));
    const queue = (await loadWorkQueues(store, 'sales', NOW)).casesToCheck!;
    expect(queue.items.map((record) => record._id)).toEqual([first._id, second._id]);
    expect(queue.total).toBe(2);
  });

  test('drafts: waiting ones apart from scheduled ones (soonest first), at most a few listed', async () => {
    const save = (title: string, savedAt: string) => store.drafts.save({ kind: 'blog', recordId: null, fields: { title }, savedBy: by, savedAt });
    for (let i = 0; i < QUEUE_ITEMS_SHOWN + 1; i++) await save(`Waiting ${i}`, minutesAgo(100 - i));
    const later = await save('Later', minutesAgo(10));
    const sooner = await save('Sooner', minutesAgo(5));
    await store.drafts.schedule(later._id, '2026-11-26T08:00:00.000Z', by);
    await store.drafts.schedule(sooner._id, '2026-11-25T20:00:00.000Z', by);
    const { drafts, scheduled } = await loadWorkQueues(store, 'editor', NOW);
    expect(drafts!.total).toBe(QUEUE_ITEMS_SHOWN + 1);
    expect(drafts!.items).toHaveLength(QUEUE_ITEMS_SHOWN);
    expect(drafts!.items[0]!.fields.title).toBe(`Waiting ${QUEUE_ITEMS_SHOWN}`); // the last saved first
    expect(scheduled!.items.map((draft) => draft._id)).toEqual([sooner._id, later._id]);
  });
});
