import { countryNames } from '@/content/countries';
import { type CrmStandIn, startCrmStandIn } from '@/test/leads/crm-stand-in';
import { countryIdForName, createCountryDirectory, crmCountryId } from './country-directory';
import { createCrmClient } from './crm-client';

describe('country directory', () => {
  let crm: CrmStandIn;
  let clock: number;
  const options = () => ({ ttlMs: 60 * 60_000, failureTtlMs: 60_000, now: () => clock, log: () => undefined });
  const crmClient = () =>
    createCrmClient({ baseUrl: crm.url, clientId: 'a', clientSecret: 'b', idHeader: 'ClientId', secretHeader: 'ClientSecret', timeoutMs: 500 });
  beforeEach(async () => {
    clock = 1_000_000;
    crm = await startCrmStandIn();
  });
  afterEach(async () => {
    await crm.close();
  });

  test('serves the CRM’s list with ids as text, fetched once an hour', async () => {
    const directory = createCountryDirectory(crmClient(), options());
    const [a, b] = await Promise.all([directory.list(), directory.list()]);
    expect(a).toEqual([
      { countryId: '33', countryName: 'France' },
      { countryId: '71', countryName: 'United Kingdom' },
      { countryId: '5', countryName: 'Australia' },
    ]);
    expect(b).toEqual(a);
    clock += 59 * 60_000;
    await directory.list();
    expect(crm.countryListRequests).toBe(1);
    clock += 2 * 60_000;
    await directory.list();
    expect(crm.countryListRequests).toBe(2);
  });

  test('falls back to the static list (name as id) when the CRM fails, and asks again after a minute', async () => {
    crm.mode = 503;
    const directory = createCountryDirectory(crmClient(), options());
    const list = await directory.list();
    expect(list).toHaveLength(countryNames.length);
    expect(list).toContainEqual({ countryId: 'France', countryName: 'France' });
    await directory.list();
    expect(crm.countryListRequests).toBe(1); // the failure is remembered...
    crm.mode = 'ok';
    clock += 61_000;
    expect(await directory.list()).toHaveLength(3); // ...for a minute
  });

  test('without a CRM the static list is used; crmCountries refuses', async () => {
    const directory = createCountryDirectory(null, options());
    expect((await directory.list()).map((c) => c.countryName)).toEqual([...countryNames]);
    expect(await directory.nameForId('Japan')).toBe('Japan');
    await expect(directory.crmCountries()).rejects.toThrow('CRM not configured');
  });

  test('crmCountries asks the CRM again even within the failure minute, and throws while it fails', async () => {
    crm.mode = 500;
    const directory = createCountryDirectory(crmClient(), options());
    await directory.list();
    await expect(directory.crmCountries()).rejects.toThrow('HTTP error! status: 500');
    crm.mode = 'ok';
    expect(await directory.crmCountries()).toHaveLength(3);
    expect(await directory.nameForId('71')).toBe('United Kingdom');
  });

  test('maps names and select ids to the CRM’s ids', () => {
    const list = [
      { countryId: 33, countryName: 'France' },
      { countryId: 'GB', countryName: 'United Kingdom' },
    ];
    expect(countryIdForName(list, ' france ')).toBe(33);
    expect(countryIdForName(list, 'Holy See')).toBe('Holy See');
    expect(crmCountryId(list, '33')).toBe(33);
    expect(crmCountryId(list, 'GB')).toBe('GB');
    expect(crmCountryId(list, '999')).toBe('999');
  });
});
