import { company } from '@/content/company';
import { seedSiteLists } from '@/content/seed/site-lists';
import { ValidationError } from '@/lib/errors';
import type { Store } from '@/lib/store/store';
import { availableAdapters } from '@/test/store-adapters';
import { companyFactsItem, presentCompanyFacts, presentSeedCompanyFacts } from './company-facts-definition';
import { saveSiteList } from './site-list-service';

const staff = { id: null, name: 'Owner' };
const RATED = { ratingValue: '4.8', ratingCount: '212', ratingSource: 'Google', ratingUrl: 'https://g.page/r/ztart/review' };
const present = (changes: object) => presentCompanyFacts(companyFactsItem.parse({ ...company.facts, ...changes }), company.country);

describe('company facts as pages show them', () => {
  test('the seed claims no licence and no rating, and states the hours one way for every page', () => {
    const facts = presentSeedCompanyFacts();
    expect(facts.licence).toBeNull();
    expect(facts.rating).toBeNull();
    expect(facts.hours).toEqual({
      display: 'Monday to Friday, 9AM to 6PM',
      closed: 'Saturday and Sunday: closed',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    });
    expect(facts.address.display).toBe('Umm Hurair 2, Dubai, UAE');
    // Without the owners' own link, the map is a search for the address.
    expect(facts.address.mapHref).toBe('https://www.google.com/maps/search/?api=1&query=Umm%20Hurair%202%2C%20Dubai%2C%20UAE');
  });

  test('a rating is shown with its count and link; the licence with its authority; hours in any shape', () => {
    const facts = present({ ...RATED, licence: '1234567', licenceAuthority: 'DET Dubai', firstDay: 'tuesday', lastDay: 'saturday', opens: '08:30', closes: '17:00' });
    expect(facts.rating).toEqual({ value: 4.8, count: 212, source: 'Google', sourceLang: {}, href: 'https://g.page/r/ztart/review' });
    expect(facts.licence).toEqual({ number: '1234567', authority: 'DET Dubai', authorityLang: {} });
    expect(facts.hours.display).toBe('Tuesday to Saturday, 8:30AM to 5PM');
    expect(facts.hours.closed).toBe('Monday and Sunday: closed');
  });
});

describe('company facts refused', () => {
  const errorsOf = (changes: object) => {
    const parsed = companyFactsItem.safeParse({ ...company.facts, ...changes });
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  test('a rating without its count, source or link is refused field by field', () => {
    expect(errorsOf({ ratingValue: '5' })).toEqual({
      ratingCount: 'Number of reviews is required with a rating (or empty every rating field to show none)',
      ratingSource: 'Rated on is required with a rating (or empty every rating field to show none)',
      ratingUrl: 'Reviews link is required with a rating (or empty every rating field to show none)',
    });
    expect(errorsOf({ ...RATED, ratingValue: '5.5' })).toEqual({ ratingValue: 'Rating must be a number from 1 to 5, such as 4.8' });
    expect(errorsOf({ ...RATED, ratingCount: '12.5' })).toEqual({ ratingCount: 'Number of reviews must be a whole number' });
    expect(errorsOf({ ...RATED, ratingUrl: 'javascript:alert(1)' })).toEqual({ ratingUrl: 'Reviews link must start with https://' });
  });

  test('days, times and links that a page could not state truthfully are refused', () => {
    expect(errorsOf({ firstDay: 'Someday' })).toEqual({ firstDay: 'First open day must be a day of the week, such as Monday' });
    expect(errorsOf({ firstDay: 'Friday', lastDay: 'Monday' })).toEqual({ lastDay: 'The last open day cannot come before the first' });
    expect(errorsOf({ opens: '18:00', closes: '09:00' })).toEqual({ closes: 'Closes at must be later than opens at' });
    expect(errorsOf({ opens: '9am' })).toEqual({ opens: 'Opens at must be a 24-hour time such as 09:00' });
    expect(errorsOf({ mapUrl: 'http://maps.example.com' })).toEqual({ mapUrl: 'Map link must start with https://' });
    expect(errorsOf({ street: ' ' })).toEqual({ street: 'Street address is required' });
    expect(errorsOf({ licenceAuthority: 'DET' })).toEqual({ licence: 'Trade licence number is required with a licensing authority' });
  });
});

describe.each(availableAdapters())('company facts in the store [$name]', (adapter) => {
  let store: Store;
  let dispose: () => Promise<void>;
  const revalidate = jest.fn();
  beforeEach(async () => {
    ({ store, dispose } = await adapter.open());
    revalidate.mockClear();
  });
  afterEach(async () => {
    await dispose();
  });

  test('an owner\'s save is stored normalised as one record, expiring the pages that show it', async () => {
    await store.siteLists.createIfAbsent('company', seedSiteLists.company);
    const saved = await saveSiteList({ store, revalidate }, 'company', [{ ...company.facts, ...RATED, licence: ' 1234567 ', firstDay: 'monday' }], 1, staff);
    expect(saved).toMatchObject({ version: 2, updatedBy: 'Owner', items: [{ ...company.facts, ...RATED, licence: '1234567', firstDay: 'Monday' }] });
    expect((await store.siteLists.get('company'))?.items).toEqual(saved.items);
    expect(revalidate).toHaveBeenCalledWith(['site-list:company']);
  });

  test('a refused field is named in its row; a second record is refused as a whole; nothing is stored', async () => {
    await expect(saveSiteList({ store, revalidate }, 'company', [{ ...company.facts, ratingValue: '4' }], 0, staff)).rejects.toMatchObject({
      fieldErrors: { 'items.0.ratingCount': [expect.stringContaining('Number of reviews is required')] },
    });
    await expect(saveSiteList({ store, revalidate }, 'company', [company.facts, company.facts], 0, staff)).rejects.toBeInstanceOf(ValidationError);
    expect(await store.siteLists.get('company')).toBeNull();
  });
});
