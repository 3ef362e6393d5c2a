import { withSlugFromTitle } from './slug-from-title';

describe('withSlugFromTitle', () => {
  test('a whole record without a slug, or with a blank one, takes its title’s', () => {
    expect(withSlugFromTitle({ title: 'Oman Visit Visa' }, { whenAbsent: true })).toEqual({ title: 'Oman Visit Visa', slug: 'oman-visit-visa' });
    expect(withSlugFromTitle({ title: 'Oman Visit Visa', slug: '  ' }, { whenAbsent: true })).toEqual({ title: 'Oman Visit Visa', slug: 'oman-visit-visa' });
  });

  test('a typed slug is kept', () => {
    expect(withSlugFromTitle({ title: 'Oman Visit Visa', slug: 'oman' }, { whenAbsent: true })).toEqual({ title: 'Oman Visit Visa', slug: 'oman' });
  });

  test('a patch that leaves the slug out keeps the stored one; a blank one is made from the title', () => {
    expect(withSlugFromTitle({ title: 'Renamed' }, { whenAbsent: false })).toEqual({ title: 'Renamed' });
    expect(withSlugFromTitle({ title: 'Renamed', slug: '' }, { whenAbsent: false })).toEqual({ title: 'Renamed', slug: 'renamed' });
  });

  test('no title, or one with no letters or digits, leaves the input for the schema to refuse', () => {
    expect(withSlugFromTitle({ slug: '' }, { whenAbsent: true })).toEqual({ slug: '' });
    expect(withSlugFromTitle({ title: '???', slug: '' }, { whenAbsent: true })).toEqual({ title: '???', slug: '' });
    expect(withSlugFromTitle('text', { whenAbsent: true })).toBe('text');
  });
});
