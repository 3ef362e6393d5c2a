/** The inbox's filter, counts, CSV export and retry, against a real store (SQLite, and MongoDB when configured). */
import type { Delivery, Submission } from '@/lib/leads/submission-repository';
import type { Store } from '@/lib/store/store';
import { validFields } from '@/test/leads/forms';
import { availableAdapters } from '@/test/store-adapters';
import { csvCell, submissionsCsv } from './csv';
import { auditedInboxFilter, inboxQuery, parseInboxFilter, toSubmissionFilter } from './inbox-filter';
import { leadsExport } from './leads-export';
import { retryDelivery } from './retry-delivery';

const DAY = 24 * 60 * 60_000;
const now = new Date();
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
const delivery = (status: Delivery['status'], extra: Partial<Delivery> = {}): Delivery => ({
  status,
  attempts: status === 'pending' ? 0 : 1,
  lastError: status === 'failed' ? 'CRM answered HTTP 500: down' : null,
  deliveredAt: status === 'delivered' ? now.toISOString() : null,
  nextAttemptAt: status === 'pending' ? now.toISOString() : null,
  history: [],
  ...extra,
});

describe('inbox filter and CSV cells', () => {
  test('the audit log keeps an export filter with its search named only by kind, never the term', () => {
    const audited = (query: string) => auditedInboxFilter(parseInboxFilter(new URLSearchParams(query)));
    expect(audited('q=0501234567&kind=lead&days=30&page=3')).toBe('kind=lead, days=30, search for a phone number');
    expect(audited('q=Fatima.Khan%40example.ae')).toBe('search for an e-mail address');
    expect(audited('q=Fatima+Khan&stage=won')).toBe('stage=won, search for a name');
    expect(audited('')).toBe('none');
    for (const query of ['q=0501234567', 'q=Fatima.Khan%40example.ae', 'q=Fatima+Khan']) expect(audited(query)).not.toMatch(/050|fatima|khan/i);
  });

  test('reads kind, status, channel and period from the query, ignoring anything unknown', () => {
    expect(parseInboxFilter(new URLSearchParams('kind=lead&status=failed&channel=crm&days=7'))).toEqual({ kind: 'lead', status: 'failed', channel: 'crm', days: 7 });
    expect(parseInboxFilter({ kind: ['career', 'lead'], status: 'lost', channel: '$ne', days: '12' })).toEqual({
      kind: 'career',
      status: undefined,
      channel: undefined,
      days: undefined,
    });
    expect(inboxQuery({ kind: 'lead', status: undefined, days: 30 })).toBe('?kind=lead&days=30');
    expect(inboxQuery({})).toBe('');
  });

  test('cells a spreadsheet would run as formulas are made text; quotes are doubled', () => {
    expect(csvCell('=1+2')).toBe(`"'=1+2"`);
    expect(csvCell('+971')).toBe(`"'+971"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@cmd')).toBe(`"'@cmd"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });
});

describe.each(availableAdapters())('inbox on a store [$name]', (adapter) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let ids: Record<'failedLead' | 'pendingContact' | 'oldCareer' | 'skippedConsultation' | 'formula', string>;

  beforeAll(async () => {
    ({ store, dispose } = await adapter.open());
    const create = async (kind: Submission['kind'], createdAt: string, deliveries: Submission['deliveries'], fields = validFields[kind]) =>
      (await store.submissions.create({ kind, fields, idempotencyKey: crypto.randomUUID(), createdAt, deliveries })).submission._id;
    ids = {
      failedLead: await create('lead', ago(2), { crm: delivery('failed'), email: delivery('delivered') }),
      pendingContact: await create('contact', ago(3), { email: delivery('pending') }),
      oldCareer: await create('career', ago(20), { email: delivery('delivered') }),
      skippedConsultation: await create('consultation', ago(1), { crm: delivery('skipped', { lastError: 'CRM not configured' }), email: delivery('delivered') }),
      formula: await create('contact', ago(0), { email: delivery('delivered') }, { user_name: '=HYPERLINK("http://evil.example","Click")', user_mobile: '0501234567', user_msg: '@SUM(1+1)\n"quoted"' }),
    };
  });
  afterAll(async () => {
    await dispose();
  });

  describe('inbox filter', () => {
    test('lists newest first, filtered by form, status and channel, within the period', async () => {
      const list = async (query: string) => (await store.submissions.list(toSubmissionFilter(parseInboxFilter(new URLSearchParams(query)), now))).map((s) => s._id);
      expect(await list('')).toEqual([ids.formula, ids.skippedConsultation, ids.failedLead, ids.pendingContact, ids.oldCareer]);
      expect(await list('kind=contact')).toEqual([ids.formula, ids.pendingContact]);
      expect(await list('status=failed')).toEqual([ids.failedLead]);
      expect(await list('status=delivered&channel=crm')).toEqual([]);
      expect(await list('days=7')).not.toContain(ids.oldCareer);
    });

    test('counts per form and status over 7 and 30 days, counted by the store', async () => {
      const week = await store.submissions.summarize(ago(7));
      expect(week.all).toEqual({ total: 4, delivered: 3, pending: 1, failed: 1, skipped: 1 });
      expect(week.lead).toEqual({ total: 1, delivered: 1, pending: 0, failed: 1, skipped: 0 });
      expect(week.career.total).toBe(0);
      expect((await store.submissions.summarize(ago(30))).career).toEqual({ total: 1, delivered: 1, pending: 0, failed: 0, skipped: 0 });
    });
  });

  describe('CSV export', () => {
    test('the export answers the filtered list as a CSV download, one row per submission', async () => {
      const response = await leadsExport(store, new URLSearchParams('kind=contact'), now);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="leads-contact-${now.toISOString().slice(0, 10)}.csv"`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark, for spreadsheets
      const csv = bytes.subarray(3).toString('utf8');
      expect(csv.startsWith('"Reference","Received (Dubai)","Form","Name","Mobile"')).toBe(true);
      const rows = csv.trim().split('\r\n'); // records end in CRLF; a line break inside a quoted cell stays
      expect(rows).toHaveLength(1 + 2);
      expect(csv).toContain(`"${ids.formula}"`);
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      expect(csv).toContain(`"'@SUM(1+1)\n""quoted"""`);
      expect(csv).not.toContain(ids.failedLead);
    });

    test('source columns say where each lead was sent from and how the visitor came; empty without a source', async () => {
      const failed = (await store.submissions.getById(ids.failedLead))!;
      const withSource = { ...failed, source: { page: '/visa/japan-visa', visa: 'Japan visa', utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'autumn' } } };
      const csv = submissionsCsv([withSource, failed]);
      expect(csv).toContain('"Message","Sent from","About","Came from","Campaign","Referrer","Stage","Lost reason","Owner","Next follow-up (Dubai)","Consent notice","Marketing consent","CRM status"');
      const [, first, second] = csv.trim().split('\r\n');
      expect(first).toContain('"/visa/japan-visa","Japan visa","google / cpc","autumn",""');
      expect(second).toContain(',"","","","","","New","","","",');
    });

    test('pipeline columns carry the stage, the reason, the owner and the follow-up in Dubai time', async () => {
      const failed = (await store.submissions.getById(ids.failedLead))!;
      const worked = {
        ...failed,
        pipeline: { ...failed.pipeline, stage: 'lost' as const, lostReason: 'Chose another agency', owner: { id: failed._id, name: 'Layla' }, followUpAt: '2026-11-30T06:00:00.000Z' },
      };
      expect(submissionsCsv([worked])).toContain('"Lost","Chose another agency","Layla","2026-11-30 10:00"');
    });

    test('delivery columns carry each channel’s status, attempts and last error', async () => {
      const csv = submissionsCsv([(await store.submissions.getById(ids.failedLead))!]);
      expect(csv).toContain('"CRM status","CRM attempts","CRM last error","CRM delivered at","E-mail status"');
      expect(csv).toContain('"failed","1","CRM answered HTTP 500: down",""');
      expect(csv).toContain('"551234567"'); // the number as stored: no "+" for a spreadsheet to read
    });
  });

  describe('retry', () => {
    test('makes a failed delivery due now with a fresh round; refuses other states and unknown ids', async () => {
      const later = new Date(now.getTime() + 1000);
      expect(await retryDelivery(store, ids.failedLead, 'crm', { now: later, channelAvailable: true })).toEqual({ ok: true });
      const crm = (await store.submissions.getById(ids.failedLead))!.deliveries.crm!;
      expect(crm).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: later.toISOString(), lastError: 'CRM answered HTTP 500: down' });
      expect((await store.submissions.listDue(later.toISOString(), 100)).map((s) => s._id)).toContain(ids.failedLead);

      expect(await retryDelivery(store, ids.failedLead, 'crm', { now: later, channelAvailable: true })).toMatchObject({ ok: false, reason: expect.stringContaining('pending') });
      expect(await retryDelivery(store, ids.oldCareer, 'crm', { now: later, channelAvailable: true })).toEqual({ ok: false, reason: 'There is no such delivery.' });
      expect(await retryDelivery(store, '0123456789abcdef01234567', 'email', { now: later, channelAvailable: true })).toMatchObject({ ok: false });
    });

    test('a skipped CRM delivery can be retried only once a CRM is configured', async () => {
      expect(await retryDelivery(store, ids.skippedConsultation, 'crm', { now, channelAvailable: false })).toEqual({ ok: false, reason: 'This channel is not configured.' });
      expect(await retryDelivery(store, ids.skippedConsultation, 'crm', { now, channelAvailable: true })).toEqual({ ok: true });
    });
  });
});
