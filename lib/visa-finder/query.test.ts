import { VISA_KINDS } from '@/lib/visa-facts/visa-facts-definition';
import type { FinderSubject } from './match';
import { shownQuery } from './shown-query';
import { FINDER_KINDS, FINDER_NO_MATCH_PATH, finderAddress, finderCountries, finderResultsPath, kindFromParam, normaliseFinderQ, parseFinderForm } from './query';

const visas: FinderSubject[] = [
  { country: 'Japan', kinds: ['tourist', 'e-visa'] },
  { country: 'South Korea', kinds: ['tourist'] },
  { country: 'United Kingdom', kinds: ['tourist', 'business'] },
];
const form = (search: string) => parseFinderForm(new URLSearchParams(search));

describe('the visa finder form, read on the server', () => {
  test('q is trimmed, lower-cased, letters and single spaces, at most 40 characters', () => {
    expect(form('q=%20%20JaPAN%20&kind=tourist')).toEqual({ q: 'japan', kind: 'tourist' });
    expect(form('q=South--Korea!!')).toEqual({ q: 'south korea', kind: 'all' });
    expect(form('q=Cura%C3%A7ao')).toEqual({ q: 'curacao', kind: 'all' });
    expect(form('q=<script>alert(1)</script>').q).toBe('script alert script');
    expect(normaliseFinderQ('a'.repeat(39) + ' b')).toBe('a'.repeat(39));
    expect(normaliseFinderQ('x'.repeat(200))).toHaveLength(40);
  });

  test('a missing or unknown kind is every kind; each known kind is kept', () => {
    expect(form('q=japan')).toEqual({ q: 'japan', kind: 'all' });
    expect(form('kind=tourist-and-more')).toEqual({ q: '', kind: 'all' });
    expect(form('')).toEqual({ q: '', kind: 'all' });
    for (const kind of VISA_KINDS) expect(form(`kind=${kind}`).kind).toBe(kind);
    expect(FINDER_KINDS).toEqual(['all', ...VISA_KINDS]);
  });
});

describe('the results address of a search', () => {
  test('no country: the kind alone', () => {
    expect(finderResultsPath({ q: '', kind: 'schengen' }, visas)).toBe('/visa-finder/schengen');
  });

  test("one country: that country's page, however much of its name was typed", () => {
    expect(finderResultsPath({ q: 'japan', kind: 'all' }, visas)).toBe('/visa-finder/all/japan');
    expect(finderResultsPath({ q: 'jap', kind: 'all' }, visas)).toBe('/visa-finder/all/japan');
    expect(finderResultsPath({ q: 'south korea', kind: 'tourist' }, visas)).toBe('/visa-finder/tourist/south-korea');
    expect(finderResultsPath({ q: 'korea', kind: 'tourist' }, visas)).toBe('/visa-finder/tourist/south-korea');
    expect(finderResultsPath({ q: 'uk', kind: 'business' }, visas)).toBe('/visa-finder/business/united-kingdom');
    // A country with no visa of that kind still has its address: the page says none was found.
    expect(finderResultsPath({ q: 'japan', kind: 'schengen' }, visas)).toBe('/visa-finder/schengen/japan');
  });

  test('a whole name is its own page even inside a longer one', () => {
    const withNigeria = [...visas, { country: 'Niger', kinds: [] }, { country: 'Nigeria', kinds: [] }];
    expect(finderResultsPath({ q: 'niger', kind: 'all' }, withNigeria)).toBe('/visa-finder/all/niger');
    expect(finderResultsPath({ q: 'nigeria', kind: 'all' }, withNigeria)).toBe('/visa-finder/all/nigeria');
    expect(finderResultsPath({ q: 'nige', kind: 'all' }, withNigeria)).toBe('/visa-finder/search?q=nige&kind=all');
  });

  test('a piece of several names: the search page, with the search in its query string', () => {
    expect(finderResultsPath({ q: 'k', kind: 'all' }, visas)).toBe('/visa-finder/search?q=k&kind=all');
    expect(finderResultsPath({ q: 'o', kind: 'tourist' }, visas)).toBe('/visa-finder/search?q=o&kind=tourist');
  });

  test('a search no country matches: the one no-match page, whatever was typed', () => {
    expect(finderResultsPath({ q: 'atlantis', kind: 'all' }, visas)).toBe(FINDER_NO_MATCH_PATH);
    expect(finderResultsPath({ q: 'narnia', kind: 'schengen' }, visas)).toBe(FINDER_NO_MATCH_PATH);
  });
});

describe('what a results address answers', () => {
  test("a country's page, spelled as the form writes it, is rendered", () => {
    expect(finderAddress('all', 'japan', visas)).toEqual({ render: { q: 'japan', kind: 'all' } });
    expect(finderAddress('tourist', 'south-korea', visas)).toEqual({ render: { q: 'south korea', kind: 'tourist' } });
    expect(finderAddress('business', 'united-kingdom', visas)).toEqual({ render: { q: 'united kingdom', kind: 'business' } });
  });

  test("any other spelling of one country moves for good to that country's page", () => {
    for (const segment of ['Japan', 'jap', 'JAPAN', '-japan', 'japan-', '%6Aapan', 'j%C3%A4pan']) {
      expect([segment, finderAddress('all', segment, visas)]).toEqual([segment, { redirect: '/visa-finder/all/japan', permanent: true }]);
    }
    expect(finderAddress('tourist', 'south%20korea', visas)).toEqual({ redirect: '/visa-finder/tourist/south-korea', permanent: true });
    expect(finderAddress('tourist', 'south--korea', visas)).toEqual({ redirect: '/visa-finder/tourist/south-korea', permanent: true });
    expect(finderAddress('business', 'uk', visas)).toEqual({ redirect: '/visa-finder/business/united-kingdom', permanent: true });
  });

  test('a piece of one name moves to its page; a piece of several is sent, for now, to the search page', () => {
    expect(finderAddress('all', 'ted-k', visas)).toEqual({ redirect: '/visa-finder/all/united-kingdom', permanent: true });
    expect(finderAddress('all', 'k', visas)).toEqual({ redirect: '/visa-finder/search?q=k&kind=all', permanent: false });
  });

  test('an unknown kind, a search of no country, or a malformed address is not found', () => {
    for (const [kind, q] of [
      ['everything', 'japan'],
      ['no-match', 'japan'],
      ['all', 'atlantis'],
      ['all', '---'],
      ['all', '%E0%A4%A'],
      ['all', '_none'],
    ]) {
      expect([kind, q, finderAddress(kind!, q!, visas)]).toEqual([kind, q, { notFound: true }]);
    }
    expect(kindFromParam('schengen')).toBe('schengen');
    expect(kindFromParam('all')).toBe('all');
    expect(kindFromParam('no-match')).toBeNull();
  });

  test('the addresses that render are bounded: kinds × the countries the directory holds', () => {
    const rendered = new Set<string>();
    const pieces = finderCountries(visas).flatMap((name) => [...name].flatMap((_, from) => [...name].map((__, to) => name.slice(from, to + 1))));
    for (const kind of FINDER_KINDS) {
      for (const piece of pieces) {
        for (const segment of [piece, piece.replaceAll(' ', '-'), piece.toUpperCase(), encodeURIComponent(piece)]) {
          const address = finderAddress(kind, segment, visas);
          if ('render' in address) rendered.add(`${kind}/${segment}`);
        }
      }
    }
    expect(rendered.size).toBe(FINDER_KINDS.length * finderCountries(visas).length);
  });
});

describe('a search typed in Arabic without script', () => {
  const translated: FinderSubject[] = [
    { country: 'Japan', countryAr: 'اليابان', titleAr: 'تأشيرة زيارة اليابان', kinds: ['tourist', 'e-visa'] },
    { country: 'South Korea', countryAr: 'كوريا الجنوبية', titleAr: '', kinds: ['tourist'] },
    { country: 'United Kingdom', countryAr: 'المملكة المتحدة', titleAr: 'تأشيرة زيارة المملكة المتحدة', kinds: ['tourist', 'business'] },
  ];

  test("one country named in Arabic lands on that country's page, addressed by its English name", () => {
    expect(finderResultsPath(form('q=اليابان&kind=tourist'), translated)).toBe('/visa-finder/tourist/japan');
    expect(finderResultsPath(form('q=كوريا'), translated)).toBe('/visa-finder/all/south-korea');
    expect(finderResultsPath(form('q=بريطانيا'), translated)).toBe('/visa-finder/all/united-kingdom');
  });

  test('a piece of several goes to the search page; none to the no-match page', () => {
    expect(finderResultsPath(form('q=زيارة'), translated)).toBe(`/visa-finder/search?${new URLSearchParams({ q: 'زيارة', kind: 'all' })}`);
    expect(finderResultsPath(form('q=أطلانطس'), translated)).toBe(FINDER_NO_MATCH_PATH);
  });

  test("a results address with the country in Arabic moves for good to the country's page", () => {
    expect(finderAddress('all', encodeURIComponent('اليابان'), translated)).toEqual({ redirect: '/visa-finder/all/japan', permanent: true });
  });

  test("on an Arabic page the country's results show its Arabic name in the box", () => {
    expect(shownQuery({ q: 'south korea', kind: 'tourist' }, translated, 'ar')).toEqual({ q: 'كوريا الجنوبية', kind: 'tourist' });
    expect(shownQuery({ q: 'south korea', kind: 'tourist' }, translated, 'en')).toEqual({ q: 'south korea', kind: 'tourist' });
    expect(shownQuery({ q: 'norway', kind: 'all' }, translated, 'ar')).toEqual({ q: 'norway', kind: 'all' });
  });
});
