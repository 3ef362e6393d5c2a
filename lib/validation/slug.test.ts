import { SLUG_MAX, SLUG_PATTERN, slugFromTitle, slugSchema } from './slug';

describe('slugFromTitle', () => {
  test.each([
    ['Dubai Tourist Visa (30 days)', 'dubai-tourist-visa-30-days'],
    ['  Schengen  visa — France & Spain!  ', 'schengen-visa-france-spain'],
    ['Visa für Österreich, résumé', 'visa-fur-osterreich-resume'],
    ['UK/US visit visas', 'uk-us-visit-visas'],
    ['!!!', ''],
  ])('%j becomes %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  test('every non-empty result passes the slug rules', () => {
    for (const title of ['A  b', '--x--', 'Ça va? Oui.', '2026 Golden visa: 10 years']) {
      const slug = slugFromTitle(title);
      expect(slug).toMatch(SLUG_PATTERN);
      expect(slugSchema.parse(slug)).toBe(slug);
    }
  });

  test('a long title is cut at the end of a word, within the limit', () => {
    const slug = slugFromTitle('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.endsWith('word')).toBe(true);
  });
});
