import { countryPages } from './index';
import { COUNTRY_PAGE_SLUGS } from './slugs.mjs';

test('the redirected slugs are exactly the country pages', () => {
  expect([...COUNTRY_PAGE_SLUGS].sort()).toEqual(countryPages.map((page) => page.url).sort());
});
