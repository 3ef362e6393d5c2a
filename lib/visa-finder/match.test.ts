import { countryPages } from '@/content/country-pages';
import { seedVisaFacts } from '@/content/seed/visa-facts';
import { seedVisas } from '@/content/seed/visas';
import type { VisaKind } from '@/lib/visa-facts/visa-facts-definition';
import { countryMatches, normaliseSearchText, searchMatches, visaMatches, type FinderSubject } from './match';

/** The seeded directory as the finder sees it: each page's country and kinds. */
const seeded: Array<FinderSubject & { slug: string }> = [
  ...seedVisas.map((visa) => ({ slug: visa.slug, country: visa.country })),
  ...countryPages.map((page) => ({ slug: page.url, country: page.country })),
].map((visa) => ({ ...visa, kinds: (seedVisaFacts as Record<string, { kinds: VisaKind[] } | undefined>)[visa.slug]?.kinds ?? [] }));

const found = (q: string, kind: FinderSubject['kinds'][number] | 'all' = 'all') =>
  seeded.filter((visa) => visaMatches(visa, { q, kind })).map((visa) => visa.country);

describe('the visa finder matching', () => {
  test('a country by any piece of its name, whatever the case, accents and spacing', () => {
    expect(found('japan')).toEqual(['Japan']);
    expect(found('  JaPaN ')).toEqual(['Japan']);
    expect(found('jap')).toEqual(['Japan']);
    expect(found('zealand')).toEqual(['New Zealand']);
    expect(found('new   zealand')).toEqual(['New Zealand']);
    expect(found('new-zealand')).toEqual(['New Zealand']);
    expect(countryMatches('Türkiye', 'turkiye')).toBe(true);
    expect(countryMatches('Turkey', 'TÜRKIYE')).toBe(true);
    expect(countryMatches('Côte d’Ivoire', "cote d'ivoire")).toBe(true);
  });

  test('the short names people type: uk, us, usa, korea, holland', () => {
    expect(found('uk')).toEqual(['United Kingdom']);
    expect(found('UK')).toEqual(['United Kingdom']);
    expect(found('us')).toEqual(['USA']);
    expect(found('usa')).toEqual(['USA']);
    expect(found('america')).toEqual(['USA']);
    expect(found('korea')).toEqual(['South Korea']);
    expect(found('holland')).toEqual(['Netherlands']);
    expect(countryMatches('United States', 'us')).toBe(true);
  });

  test('a short name is that country only: "us" does not find Australia', () => {
    expect(countryMatches('Australia', 'us')).toBe(false);
    expect(countryMatches('Australia', 'aus')).toBe(true);
  });

  test('an empty search is every visa; a search for nothing known is none', () => {
    expect(found('')).toHaveLength(seeded.length);
    expect(found('   ')).toHaveLength(seeded.length);
    expect(found('atlantis')).toEqual([]);
    // Words an object has of itself are no short names.
    expect(found('constructor')).toEqual([]);
    expect(found('__proto__')).toEqual([]);
  });

  test('a kind is matched when the visa is of that kind, with the country too', () => {
    expect(found('', 'schengen').sort()).toEqual(['France', 'Germany', 'Greece', 'Italy', 'Netherlands', 'Portugal', 'Spain', 'Switzerland']);
    expect(found('japan', 'e-visa')).toEqual(['Japan']);
    expect(found('japan', 'schengen')).toEqual([]);
    expect(found('ital', 'schengen')).toEqual(['Italy']);
    // A visa without facts has no kinds: it shows under All only.
    expect(visaMatches({ country: 'Chile', kinds: [] }, { q: 'chile', kind: 'tourist' })).toBe(false);
    expect(visaMatches({ country: 'Chile', kinds: [] }, { q: 'chile', kind: 'all' })).toBe(true);
  });

  test('normalised text is lower-case letters and single spaces', () => {
    expect(normaliseSearchText('  São--Tomé & Príncipe! 2 ')).toBe('sao tome principe');
  });
});

describe('a search in Arabic', () => {
  const japan: FinderSubject = { country: 'Japan', countryAr: 'اليابان', titleAr: 'تأشيرة زيارة اليابان من دبي', kinds: ['tourist', 'e-visa'] };
  const australia: FinderSubject = { country: 'Australia', countryAr: 'أستراليا', titleAr: 'تأشيرة أستراليا السياحية', kinds: ['tourist'] };
  const usa: FinderSubject = { country: 'USA', countryAr: 'الولايات المتحدة', titleAr: '', kinds: ['tourist', 'business'] };
  const untranslated: FinderSubject = { country: 'Norway', kinds: ['schengen'] };
  const matching = (q: string) => [japan, australia, usa, untranslated].filter((visa) => searchMatches(visa, q)).map((visa) => visa.country);

  test('finds a visa by any piece of its Arabic country or title', () => {
    expect(matching('اليابان')).toEqual(['Japan']);
    expect(matching('يابان')).toEqual(['Japan']);
    expect(matching('السياحية')).toEqual(['Australia']);
    expect(matching('الولايات')).toEqual(['USA']);
    expect(matching('تأشيرة')).toEqual(['Japan', 'Australia']);
  });

  test('ignores the short vowels, the hamza’s seat and the stretching people type or leave out', () => {
    expect(matching('استراليا')).toEqual(['Australia']);
    expect(matching('أُسْتُرالْيا')).toEqual(['Australia']);
    expect(matching('اليـــابان')).toEqual(['Japan']);
  });

  test('the names people use for a country its Arabic name does not contain', () => {
    expect(matching('أمريكا')).toEqual(['USA']);
    expect(visaMatches({ country: 'United Kingdom', countryAr: 'المملكة المتحدة', kinds: [] }, { q: 'بريطانيا', kind: 'all' })).toBe(true);
  });

  test('a search in Latin letters is matched against the English country only, as before', () => {
    expect(matching('japan')).toEqual(['Japan']);
    expect(searchMatches({ country: 'Germany', titleAr: 'تأشيرة Schengen لألمانيا', kinds: [] }, 'schengen')).toBe(false);
    expect(matching('نرويج')).toEqual([]);
  });
});
