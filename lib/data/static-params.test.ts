import { slugSchema } from '@/lib/validation/slug';
import { NO_RECORD_SLUG, slugParams } from './static-params';

describe('the static params of record pages', () => {
  test('one per slug, without repeats', () => {
    expect(slugParams(['chile', 'peru', 'chile'])).toEqual([{ slug: 'chile' }, { slug: 'peru' }]);
  });

  test('an empty store still gives one param (Cache Components refuses a build with none), and no record can take its slug', () => {
    expect(slugParams([])).toEqual([{ slug: NO_RECORD_SLUG }]);
    expect(slugSchema.safeParse(NO_RECORD_SLUG).success).toBe(false);
  });
});
