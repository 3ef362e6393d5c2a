import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedCountryPages } from '@/content/seed/country-pages';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import { createLocalImageStore } from '@/lib/images/local-image-store';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import type { CountryPage } from '@/lib/country-pages/country-page-repository';
import type { Store } from '@/lib/store/store';
import { countryPageDefinition, newCountryPageSchema, PARTNER_IMAGES } from '@/lib/country-pages/country-page-definition';
import { availableAdapters } from '@/test/store-adapters';
import { countryPageService } from './country-page-service';
import { publishDraft, publishDueDrafts, restoreRevision, saveDraft, saveNewDraft, saveRecordDraft, scheduleDraft } from '../publishing/draft-service';

const editor = { id: 'a'.repeat(24), name: 'Mariam (editor)' };

const SPAIN = 'spain-visa-dubai';

/** What the admin form sends for a page: every editable field, and the version it was loaded at. */
function formOf(page: CountryPage, change: Record<string, unknown> = {}) {
  const { slug: _slug, position: _position, heroImage: _imgs, _id: _stored, createdAt: _created, updatedAt: _updated, ...fields } = page;
  return { ...fields, ...change };
}

test('every seed page passes the definition, and its rich text comes through the sanitiser unchanged', () => {
  for (const seed of seedCountryPages) {
    const page = newCountryPageSchema.parse(seed);
    for (const name of ['intro', 'about', 'applicationProcess', 'howWeHelp', 'documentsRequired'] as const) {
      expect([page.slug, name, sanitizeRichText(page[name])]).toEqual([page.slug, name, page[name]]);
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
    spain = await store.countryPages.create(newCountryPageSchema.parse(seedCountryPages.find((page) => page.slug === SPAIN)));
    revalidate.mockClear();
  });
  afterEach(async () => {
    await dispose();
  });

  test('update stores the form, increments the version and expires the page and the lists', async () => {
    const documentParagraphs = [...spain.documentParagraphs, { text: 'Bring your Emirates ID.' }];
    const updated = await countryPageService.update(deps(), SPAIN, formOf(spain, { title: '  Spain visa from Dubai, 2027  ', documentParagraphs }));
    expect(updated).toMatchObject({ title: 'Spain visa from Dubai, 2027', documentParagraphs, version: 2, slug: SPAIN, position: spain.position, heroImage: spain.heroImage });
    expect({ ...(await store.countryPages.getBySlug(SPAIN)), slug: SPAIN }).toEqual(updated);
    expect(revalidate).toHaveBeenCalledWith(['visa:spain-visa-dubai', 'country-pages']);
  });

  test('rich text is sanitised before it is stored: scripts and handlers go, the list stays', async () => {
    const html = '<ul><li>Passport</li><li onclick="steal()">Photo<script>alert(1)</script></li></ul><p><a href="javascript:alert(1)">x</a></p>';
    const updated = await countryPageService.update(deps(), SPAIN, formOf(spain, { documentsRequired: html }));
    expect(updated.documentsRequired).toContain('<li>Passport</li>');
    expect(updated.documentsRequired).toContain('Photo');
    expect(updated.documentsRequired).not.toMatch(/script|onclick|javascript:/);
  });

  test('a refused field is named, and nothing is stored', async () => {
    const attempt = countryPageService.update(deps(), SPAIN, formOf(spain, { title: ' ', essentials: ['Short stay', '', 'Multiple', '90 days'], rating: 9 }));
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    const error = (await attempt.catch((caught: unknown) => caught)) as ValidationError;
    expect(error.fieldErrors).toMatchObject({
      title: ['Title is required'],
      'essentials.1': ['Validity is required'],
      rating: ['Star rating must be a whole number from 1 to 5'],
    });
    expect(await store.countryPages.getBySlug(SPAIN)).toEqual(spain);
    expect(revalidate).not.toHaveBeenCalled();
  });

  test('a partner logo must be one of the site\'s, and there are always three how-it-works steps', async () => {
    const attempt = countryPageService.update(
      deps(),
      SPAIN,
      formOf(spain, { partners: [{ logo: '/uploads/evil.svg', name: 'Evil' }], howItWorks: spain.howItWorks.slice(0, 2) }),
    );
    const error = (await attempt.catch((caught: unknown) => caught)) as ValidationError;
    expect(error.fieldErrors['partners.0.logo']).toEqual(['Choose each partner logo from the list']);
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
    const updated = await countryPageService.update(deps(), SPAIN, { ...formOf(spain), url: 'elsewhere', id: 1, heroImage: '/images/x.webp' });
    expect(updated).toMatchObject({ slug: SPAIN, position: spain.position, heroImage: spain.heroImage });
    await expect(countryPageService.update(deps(), 'no-such-page', formOf(spain))).rejects.toBeInstanceOf(NotFoundError);
  });

  describe('drafts and versions', () => {
    let dir: string;
    const draftDeps = () => ({ store, revalidate, images: createLocalImageStore(dir) });
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'country-drafts-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    test('a draft leaves the page as it is until published; the publish keeps the seeded version and the new one', async () => {
      const documentsRequired = '<ul><li>Passport</li><li>Emirates ID<script>x()</script></li></ul>';
      const draft = await saveRecordDraft(draftDeps(), 'country', SPAIN, formOf(spain, { documentsRequired }), null, editor);
      expect(draft).toMatchObject({ kind: 'country', recordId: spain._id, fields: { documentsRequired: '<ul><li>Passport</li><li>Emirates ID</li></ul>' } });
      expect(draft.fields).not.toHaveProperty('version');
      expect(await store.countryPages.getBySlug(SPAIN)).toEqual(spain);
      expect(revalidate).not.toHaveBeenCalled();

      const { slug } = await publishDraft(draftDeps(), draft._id, editor);
      expect(slug).toBe(SPAIN);
      expect(await store.countryPages.getBySlug(SPAIN)).toMatchObject({ documentsRequired: '<ul><li>Passport</li><li>Emirates ID</li></ul>', version: 2, heroImage: spain.heroImage });
      expect(revalidate).toHaveBeenCalledWith(['visa:spain-visa-dubai', 'country-pages']);
      const revisions = await store.revisions.list('country', spain._id);
      expect(revisions.map((revision) => [revision.number, revision.publishedBy.name])).toEqual([
        [2, editor.name],
        [1, 'Ztart Visa team'],
      ]);
      expect(revisions[1]!.fields.documentsRequired).toBe(spain.documentsRequired);
      expect(Object.keys(revisions[0]!.fields).sort()).toEqual(Object.keys(countryPageDefinition.shape).sort());
    });

    test('a version restored becomes the draft, and publishing it brings the old text back', async () => {
      await countryPageService.update(draftDeps(), SPAIN, formOf(spain, { title: 'Spain visa, new title' }), editor);
      const [, first] = await store.revisions.list('country', spain._id);
      const { draft, record } = await restoreRevision(draftDeps(), first!._id, editor);
      expect(record.slug).toBe(SPAIN);
      expect((await store.countryPages.getBySlug(SPAIN))?.title).toBe('Spain visa, new title');
      await publishDraft(draftDeps(), draft._id, editor);
      expect(await store.countryPages.getBySlug(SPAIN)).toMatchObject({ title: spain.title, version: 3 });
    });

    test('the worker publishes a scheduled draft at its time; a stale draft save is refused', async () => {
      const draft = await saveRecordDraft(draftDeps(), 'country', SPAIN, formOf(spain, { subtitle: 'Scheduled subtitle' }), null, editor);
      await expect(saveDraft(draftDeps(), draft._id, { ...formOf(spain), version: draft.version + 1 }, null, editor)).rejects.toBeInstanceOf(ConflictError);
      const now = new Date();
      await scheduleDraft(draftDeps(), draft._id, new Date(now.getTime() + 60_000), editor, now);
      expect(await publishDueDrafts(draftDeps(), now)).toEqual([]);
      const [outcome] = await publishDueDrafts(draftDeps(), new Date(now.getTime() + 61_000));
      expect(outcome).toMatchObject({ slug: SPAIN });
      expect((await store.countryPages.getBySlug(SPAIN))?.subtitle).toBe('Scheduled subtitle');
    });

    test('there is no new country page, as a draft or otherwise, and a draft keeps the form\'s rules', async () => {
      await expect(saveNewDraft(draftDeps(), 'country', formOf(spain), null, editor)).rejects.toThrow('Country pages are fixed');
      await expect(saveRecordDraft(draftDeps(), 'country', SPAIN, formOf(spain, { rating: 9 }), null, editor)).rejects.toBeInstanceOf(ValidationError);
      expect(await store.drafts.list('country')).toEqual([]);
    });
  });

  test('the definition lists every field the page shows but the fixed three', () => {
    expect(Object.keys(formOf(spain, {})).filter((name) => name !== 'version').sort()).toEqual(Object.keys(countryPageDefinition.shape).sort());
  });
});
