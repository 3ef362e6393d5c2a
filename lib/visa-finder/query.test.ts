import { VISA_KINDS } from '@/lib/validation/visa-facts';
import type { FinderSubject } from './match';
import { FINDER_KINDS, FINDER_NO_MATCH_PATH, finderResultsPath, kindFromParam, normaliseFinderQ, parseFinderForm, qFromParam } from './query';

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

  test('a country some visa has: the kind and the search, spaces as hyphens', () => {
    expect(finderResultsPath({ q: 'japan', kind: 'all' }, visas)).toBe('/visa-finder/all/japan');
    expect(finderResultsPath({ q: 'south korea', kind: 'tourist' }, visas)).toBe('/visa-finder/tourist/south-korea');
    expect(finderResultsPath({ q: 'uk', kind: 'business' }, visas)).toBe('/visa-finder/business/uk');
    // A country with no visa of that kind still has its address: the page says none was found.
    expect(finderResultsPath({ q: 'japan', kind: 'schengen' }, visas)).toBe('/visa-finder/schengen/japan');
  });

  test('a search no country matches: the one no-match page, whatever was typed', () => {
    expect(finderResultsPath({ q: 'atlantis', kind: 'all' }, visas)).toBe(FINDER_NO_MATCH_PATH);
    expect(finderResultsPath({ q: 'narnia', kind: 'schengen' }, visas)).toBe(FINDER_NO_MATCH_PATH);
  });

  test('the address reads back as the same search; any other spelling is no address', () => {
    for (const q of ['japan', 'south korea', 'uk']) {
      const path = finderResultsPath({ q, kind: 'all' }, visas);
      expect(qFromParam(path.split('/').at(-1)!)).toBe(q);
    }
    expect(qFromParam('Japan')).toBeNull();
    expect(qFromParam('south%20korea')).toBeNull();
    expect(qFromParam('south--korea')).toBeNull();
    expect(qFromParam('-japan')).toBeNull();
    expect(qFromParam('%E0%A4%A')).toBeNull();
    expect(qFromParam('_none')).toBeNull();
    expect(qFromParam('x'.repeat(41))).toBeNull();
    expect(kindFromParam('schengen')).toBe('schengen');
    expect(kindFromParam('all')).toBe('all');
    expect(kindFromParam('no-match')).toBeNull();
  });
});
