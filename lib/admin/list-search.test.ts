import { LIST_SEARCH_MAX, matchesListSearch, parseListSearch } from './list-search';

describe('admin list search', () => {
  test('q is trimmed and cut; missing, blank or repeated reads as no search', () => {
    expect(parseListSearch({ q: '  Oman ' })).toBe('Oman');
    expect(parseListSearch({ q: 'x'.repeat(LIST_SEARCH_MAX + 20) })).toHaveLength(LIST_SEARCH_MAX);
    expect(parseListSearch({})).toBeUndefined();
    expect(parseListSearch({ q: '   ' })).toBeUndefined();
    expect(parseListSearch({ q: ['a', 'b'] })).toBeUndefined();
  });

  test('matches the title or the slug, ignoring case and accents', () => {
    const visa = { title: 'Türkiye e-Visa', slug: 'turkey-visa-from-dubai' };
    expect(matchesListSearch(visa, 'turkiye')).toBe(true);
    expect(matchesListSearch(visa, 'FROM-DUBAI')).toBe(true);
    expect(matchesListSearch(visa, 'oman')).toBe(false);
    expect(matchesListSearch(visa, undefined)).toBe(true);
  });
});
