import { NEW_LEAD } from '@/lib/leads/submission-repository';
import { newSubmission } from '@/test/fixtures';
import { type CrmStandIn, startCrmStandIn } from '@/test/leads/crm-stand-in';
import { createCountryDirectory } from './country-directory';
import { createCrmClient } from './crm-client';
import { createCrmDeliverer, toCrmLead } from './crm-deliverer';

const stored = (overrides: Parameters<typeof newSubmission>[0]) => ({
  ...newSubmission(overrides),
  language: 'en' as const,
  source: null,
  pipeline: { ...NEW_LEAD, notes: [] },
  _id: '0123456789abcdef01234567',
  createdAt: new Date().toISOString(),
});

describe('CRM deliverer', () => {
  let crm: CrmStandIn;
  beforeEach(async () => {
    crm = await startCrmStandIn();
  });
  afterEach(async () => {
    await crm.close();
  });
  const deliverer = () => {
    const client = createCrmClient({ baseUrl: crm.url, clientId: 'a', clientSecret: 'b', idHeader: 'ClientId', secretHeader: 'ClientSecret', timeoutMs: 1_000 });
    return createCrmDeliverer(client, createCountryDirectory(client, { log: () => undefined }));
  };

  test('a consultation becomes the CRM lead: name, 0 + mobile, the CRM id of the country name, keyed by the submission', async () => {
    const submission = stored({ kind: 'consultation', fields: { user_name: 'Aisha Khan', user_mobile: '501234567', user_cnty: 'United Kingdom' } });
    expect(await deliverer()(submission)).toEqual({ ok: true });
    expect(crm.leads[0]!.body).toEqual({ customerName: 'Aisha Khan', mobileNo: '0501234567', countryId: 71 });
    // Every attempt at this submission names it the same way, so the CRM can tell a repeat.
    expect(crm.leads[0]!.headers['idempotency-key']).toBe(`"${submission.idempotencyKey}"`);
  });

  test('a country the CRM does not list goes as its name; a lead’s id gets the CRM’s type back', () => {
    const list = [{ countryId: 5, countryName: 'Australia' }];
    expect(toCrmLead(stored({ kind: 'consultation', fields: { user_name: 'A', user_mobile: '501234567', user_cnty: 'Holy See' } }), list)).toEqual({
      customerName: 'A',
      mobileNo: '0501234567',
      countryId: 'Holy See',
    });
    expect(toCrmLead(stored({ kind: 'lead', fields: { customerName: 'B', mobileNo: '551234567', countryId: '5' } }), list)).toEqual({
      customerName: 'B',
      mobileNo: '0551234567',
      countryId: 5,
    });
    expect(toCrmLead(stored({ kind: 'contact', fields: {} }), list)).toBeNull();
  });

  test('a lead sent from the static country list (the CRM could not list them then) goes with the CRM’s id for that name', () => {
    const list = [{ countryId: 5, countryName: 'Australia' }];
    const lead = (countryId: string) => toCrmLead(stored({ kind: 'lead', fields: { customerName: 'C', mobileNo: '551234567', countryId } }), list);
    expect(lead('Australia')?.countryId).toBe(5);
    expect(lead('Holy See')?.countryId).toBe('Holy See');
  });

  test('while the CRM cannot list its countries the lead waits (transient failure), and nothing is posted', async () => {
    crm.mode = 503;
    const outcome = await deliverer()(stored({ kind: 'lead', fields: { customerName: 'B', mobileNo: '551234567', countryId: '5' } }));
    expect(outcome).toEqual({ ok: false, permanent: false, error: 'CRM country list unavailable: HTTP error! status: 503' });
    expect(crm.leadRequests).toBe(0);
  });

  test('a form that has no CRM lead is a permanent failure', async () => {
    expect(await deliverer()(stored({ kind: 'career', fields: {} }))).toEqual({
      ok: false,
      permanent: true,
      error: 'A career form is not sent to the CRM',
    });
  });
});
