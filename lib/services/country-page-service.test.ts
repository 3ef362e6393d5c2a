import { readdirSync } from 'node:fs';
import path from 'node:path';
import { seedCountryPages } from '@/content/seed/country-pages';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import type { CountryPage, Store } from '@/lib/store/types';
import { countryPageDefinition, newCountryPageSchema, PARTNER_IMAGES } from '@/lib/validation/country-page';
import { availableAdapters } from '@/test/store-adapters';
import { countryPageService } from './country-page-service';

const SPAIN = 'spain-visa-dubai';

/** What the admin form sends for a page: every editable field, and the version it was loaded at. */
function formOf(page: CountryPage, change: Record<string, unknown> = {}) {
  const { url: _url, id: _id, Imgs: _imgs, _id: _stored, createdAt: _created, updatedAt: _updated, ...fields } = page;
  return { ...fields, ...change };
}

test('every seed page passes the definition, and its rich text comes through the sanitiser unchanged', () => {
  for (const seed of seedCountryPages) {
    const page = newCountryPageSchema.parse(seed);
    for (const name of ['body1', 'body', 'visaprocess', 'howtoapply', 'documnetrequired'] as const) {
      expect([page.url, name, sanitizeRichText(page[name])]).toEqual([page.url, name, page[name]]);
    }
  }
});

test('the partner logos offered are exactly the files under public/images/partners', () => {
  const files = readdirSync(path.join(process.cwd(), 'public/images/partners')).map((file) => `/images/partners/${file}`);
  expect([...PARTNER_IMAGES].sort()).toEqual(files.sort());
});

describe.each(availableAdapters())('countryPageService [$name]', (adapter) => {
  let store: Store;
  let dispose: () => Promise<void>;
  const revalidate = jest.fn();
  const deps = () => ({ store, revalidate });
  let spain: CountryPage;

  beforeEach(async () => {
    ({ store, dispose } = await adapter.open());
    spain = await store.countryPages.create(newCountryPageSchema.parse(seedCountryPages.find((page) => page.url === SPAIN)));
    revalidate.mockClear();
  });
  afterEach(async () => {
    await dispose();
  });

  test('update stores the form, increments the version and expires the page and the lists', async () => {
    const documentparas = [...spain.documentparas, { para: 'Bring your Emirates ID.' }];
    const updated = await countryPageService.update(deps(), SPAIN, formOf(spain, { title: '  Spain visa from Dubai, 2027  ', documentparas }));
    expect(updated).toMatchObject({ title: 'Spain visa from Dubai, 2027', documentparas, version: 2, url: SPAIN, id: spain.id, Imgs: spain.Imgs });
    expect(await store.countryPages.getBySlug(SPAIN)).toEqual(updated);
    expect(revalidate).toHaveBeenCalledWith(['visa:spain-visa-dubai', 'country-pages']);
  });

  test('rich text is sanitised before it is stored: scripts and handlers go, the list stays', async () => {
    const html = '<ul><li>Passport</li><li onclick="steal()">Photo<script>alert(1)</script></li></ul><p><a href="javascript:alert(1)">x</a></p>';
    const updated = await countryPageService.update(deps(), SPAIN, formOf(spain, { documnetrequired: html }));
    expect(updated.documnetrequired).toContain('<li>Passport</li>');
    expect(updated.documnetrequired).toContain('Photo');
    expect(updated.documnetrequired).not.toMatch(/script|onclick|javascript:/);
  });

  test('a refused field is named, and nothing is stored', async () => {
    const attempt = countryPageService.update(deps(), SPAIN, formOf(spain, { title: ' ', methods: ['Short stay', '', 'Multiple', '90 days'], star: 9 }));
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    const error = (await attempt.catch((caught: unknown) => caught)) as ValidationError;
    expect(error.fieldErrors).toMatchObject({
      title: ['Title is required'],
      'methods.1': ['Validity is required'],
      star: ['Star rating must be a whole number from 1 to 5'],
    });
    expect(await store.countryPages.getBySlug(SPAIN)).toEqual(spain);
    expect(revalidate).not.toHaveBeenCalled();
  });

  test('a partner logo must be one of the site\'s, and there are always three how-it-works steps', async () => {
    const attempt = countryPageService.update(
      deps(),
      SPAIN,
      formOf(spain, { partners: [{ partner: '/uploads/evil.svg', name: 'Evil' }], howItWorks: spain.howItWorks.slice(0, 2) }),
    );
    const error = (await attempt.catch((caught: unknown) => caught)) as ValidationError;
    expect(error.fieldErrors['partners.0.partner']).toEqual(['Choose each partner logo from the list']);
    expect(Object.keys(error.fieldErrors)).toContain('howItWorks');
  });

  test('a stale form is refused with a conflict, and the newer save is kept', async () => {
    await countryPageService.update(deps(), SPAIN, formOf(spain, { title: 'First editor' }));
    const stale = countryPageService.update(deps(), SPAIN, formOf(spain, { title: 'Second editor' }));
    await expect(stale).rejects.toBeInstanceOf(ConflictError);
    await expect(stale).rejects.toThrow(/changed by someone else/);
    expect((await store.countryPages.getBySlug(SPAIN))?.title).toBe('First editor');
  });

  test('the slug, order and hero image are not the form\'s to change; an unknown page is not found', async () => {
    const updated = await countryPageService.update(deps(), SPAIN, { ...formOf(spain), url: 'elsewhere', id: 1, Imgs: '/images/x.webp' });
    expect(updated).toMatchObject({ url: SPAIN, id: spain.id, Imgs: spain.Imgs });
    await expect(countryPageService.update(deps(), 'no-such-page', formOf(spain))).rejects.toBeInstanceOf(NotFoundError);
  });

  test('the definition lists every field the page shows but the fixed three', () => {
    expect(Object.keys(formOf(spain, {})).filter((name) => name !== 'version').sort()).toEqual(Object.keys(countryPageDefinition.shape).sort());
  });
});
