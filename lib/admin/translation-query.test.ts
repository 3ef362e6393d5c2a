import { parseTranslationQuery, translationsHref } from './translation-query';

test('the state and kind filters are read from the address; anything else reads as all', () => {
  expect(parseTranslationQuery({ state: 'outdated', kind: 'visa' })).toEqual({ state: 'outdated', kind: 'visa' });
  expect(parseTranslationQuery({})).toEqual({});
  expect(parseTranslationQuery({ state: 'stale', kind: ['visa', 'blog'] })).toEqual({});
  expect(parseTranslationQuery({ state: 'current', kind: '<script>' })).toEqual({ state: 'current' });
});

test('each filter is a link to the page with it', () => {
  expect(translationsHref({})).toBe('/admin/translations');
  expect(translationsHref({ state: 'partial' })).toBe('/admin/translations?state=partial');
  expect(translationsHref({ state: 'missing', kind: 'list' })).toBe('/admin/translations?state=missing&kind=list');
});
