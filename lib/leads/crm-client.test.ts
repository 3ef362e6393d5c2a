/** The CRM client against a real HTTP server standing in for the CRM. */
import { type CrmStandIn, CRM_COUNTRIES, startCrmStandIn } from '@/test/leads/crm-stand-in';
import { createCrmClient } from './crm-client';

const lead = { customerName: 'Aisha Khan', mobileNo: '0501234567', countryId: 33 };
const KEY = '2f1c7a52-8a0e-4d5b-9b61-0c7f3e2a9d14';

describe('CRM client', () => {
  let crm: CrmStandIn;
  const client = (timeoutMs = 2_000) =>
    createCrmClient({
      baseUrl: `${crm.url}/`,
      clientId: 'site-id',
      clientSecret: 'site-secret',
      idHeader: 'X-Client-Id',
      secretHeader: 'X-Client-Secret',
      timeoutMs,
    });
  beforeEach(async () => {
    crm = await startCrmStandIn();
  });
  afterEach(async () => {
    await crm.close();
  });

  test('creates a lead with the JSON body, the configured client headers and the submission’s Idempotency-Key', async () => {
    expect(await client().createLead(lead, KEY)).toEqual({ ok: true });
    expect(crm.leads).toHaveLength(1);
    expect(crm.leads[0]!.body).toEqual(lead);
    expect(crm.leads[0]!.headers).toMatchObject({
      'x-client-id': 'site-id',
      'x-client-secret': 'site-secret',
      accept: 'application/json',
      'content-type': 'application/json',
      'idempotency-key': `"${KEY}"`,
    });
  });

  test('a lead sent again with its key is recorded once, whether the first call is still running or done', async () => {
    crm.delayMs = 400;
    const [first, whileRunning] = await Promise.all([client().createLead(lead, KEY), new Promise((r) => setTimeout(r, 100)).then(() => client().createLead(lead, KEY))]);
    expect(first).toEqual({ ok: true });
    // 409 under the idempotency-key protocol: the first is still being processed, so try later.
    expect(whileRunning).toEqual({ ok: false, permanent: false, error: 'CRM answered HTTP 409: A request with this Idempotency-Key is still being processed' });
    expect(await client().createLead(lead, KEY)).toEqual({ ok: true }); // the first answer, replayed
    expect(crm.leads).toHaveLength(1);
    expect(crm.keyedRepeats).toBe(2);
    expect(await client().createLead(lead, '6d0e4b1e-3f57-4c8e-a2a9-5b9c1d7e8f30')).toEqual({ ok: true }); // another submission
    expect(crm.leads).toHaveLength(2);
  });

  test('a refused lead takes no key: sent again once the CRM accepts it, it is created', async () => {
    crm.leadRefusal = { status: 400, errorMessage: 'Invalid mobile number' };
    expect(await client().createLead(lead, KEY)).toMatchObject({ ok: false, permanent: true });
    crm.leadRefusal = null;
    expect(await client().createLead(lead, KEY)).toEqual({ ok: true });
    expect(crm.leads).toHaveLength(1);
  });

  test.each([400, 401, 403, 404, 422])('HTTP %i is a permanent failure with the CRM’s message', async (status) => {
    crm.mode = status;
    expect(await client().createLead(lead, KEY)).toEqual({
      ok: false,
      permanent: true,
      error: `CRM answered HTTP ${status}: Stand-in error ${status}`,
    });
  });

  test.each([408, 409, 429, 500, 502, 503])('HTTP %i is a transient failure (retried later)', async (status) => {
    crm.mode = status;
    expect(await client().createLead(lead, KEY)).toMatchObject({ ok: false, permanent: false, error: `CRM answered HTTP ${status}: Stand-in error ${status}` });
  });

  test('a 200 answer carrying the CRM’s own error status counts as that status', async () => {
    crm.leadRefusal = { status: 400, errorMessage: 'Invalid mobile number' };
    expect(await client().createLead(lead, KEY)).toEqual({ ok: false, permanent: true, error: 'CRM refused the lead (status 400): Invalid mobile number' });
    crm.leadRefusal = { status: 500, errorMessage: 'Database busy' };
    expect(await client().createLead(lead, KEY)).toEqual({ ok: false, permanent: false, error: 'CRM refused the lead (status 500): Database busy' });
    expect(crm.leads).toHaveLength(0);
  });

  test('a CRM that does not answer fails the call after the timeout, as a transient failure', async () => {
    crm.mode = 'hang';
    const started = Date.now();
    expect(await client(300).createLead(lead, KEY)).toEqual({ ok: false, permanent: false, error: 'CRM did not answer within 300 ms' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('a CRM that is not listening is a transient failure naming the cause', async () => {
    const url = crm.url;
    await crm.close();
    const outcome = await createCrmClient({ baseUrl: url, clientId: 'a', clientSecret: 'b', idHeader: 'A', secretHeader: 'B', timeoutMs: 1_000 }).createLead(lead, KEY);
    expect(outcome).toMatchObject({ ok: false, permanent: false, error: expect.stringMatching(/^CRM unreachable: .*ECONNREFUSED/) });
    crm = await startCrmStandIn(); // for afterEach
  });

  test('lists the countries with the CRM’s own ids', async () => {
    expect(await client().listCountries()).toEqual(CRM_COUNTRIES);
  });

  test('a failing or empty country list throws the spec’s messages', async () => {
    crm.mode = 500;
    await expect(client().listCountries()).rejects.toThrow('HTTP error! status: 500');
    crm.mode = 'ok';
    crm.countries = [];
    await expect(client().listCountries()).rejects.toThrow('Failed to fetch countries');
    crm.mode = 'hang';
    await expect(client(200).listCountries()).rejects.toThrow('CRM did not answer within 200 ms');
  });
});
