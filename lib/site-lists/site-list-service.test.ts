import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import { createLocalImageStore } from '@/lib/images/local-image-store';
import { itemsFromForm } from '@/lib/site-lists/items-from-form';
import type { Store } from '@/lib/store/store';
import { XSS_PAYLOADS } from '@/test/hostile-inputs';
import { availableAdapters } from '@/test/store-adapters';
import { restoreRevision } from '../publishing/draft-service';
import { CHECK_ROWS, saveSiteList, siteListRevision, siteListRevisions } from './site-list-service';

const staff = (name: string) => ({ id: null, name });
const job = (title: string) => ({ title, jobtype: 'UAE', jobtym: 'Full-time', desc: `About ${title}` });

/** The editor's form as a browser sends it. */
function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

describe.each(availableAdapters())('saveSiteList [$name]', (adapter) => {
  let store: Store;
  let dispose: () => Promise<void>;
  const revalidate = jest.fn();
  beforeEach(async () => {
    ({ store, dispose } = await adapter.open());
    revalidate.mockClear();
  });
  afterEach(async () => {
    await dispose();
  });

  test('stores the rows in order, trimmed, names who saved, and expires only that list\'s pages', async () => {
    const saved = await saveSiteList({ store, revalidate }, 'jobs', [{ ...job('Driver'), title: '  Driver ' }, job('Accountant')], 0, staff('Mariam'));
    expect(saved).toMatchObject({ items: [job('Driver'), job('Accountant')], version: 1, updatedBy: 'Mariam' });
    expect(revalidate).toHaveBeenCalledWith(['site-list:jobs']);
    expect((await store.siteLists.get('jobs'))?.items).toMatchObject([job('Driver'), job('Accountant')]);
  });

  test('a review is sanitised: scripts and handlers go, the paragraph and emphasis stay', async () => {
    const testi = '<p onclick="steal()">Fast <strong>help</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>';
    const saved = await saveSiteList({ store, revalidate }, 'testimonials', [{ name: 'Priya', place: 'uae', testi }], 0, staff('Mariam'));
    expect(saved.items[0]!.testi).toBe('<p>Fast <strong>help</strong></p>');
  });

  test('every hostile payload in a review is stored as the sanitiser\'s own tests expect (or refused as empty)', async () => {
    const reviews = XSS_PAYLOADS.map(([name, html]) => ({ name, place: 'uae', testi: `<p>Kept</p>${html}` }));
    const saved = await saveSiteList({ store, revalidate }, 'testimonials', reviews.slice(0, 30), 0, staff('M'));
    saved.items.forEach((item, index) => expect(item.testi).toBe(`<p>Kept</p>${XSS_PAYLOADS[index]![2]}`));
  });

  test('a refused row is named by its row and field, with the form\'s sentence above; nothing is stored', async () => {
    const attempt = saveSiteList({ store, revalidate }, 'jobs', [job('Driver'), { ...job(''), desc: '' }], 0, staff('Mariam'));
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({ message: CHECK_ROWS, fieldErrors: { 'items.1.title': ['Title is required'], 'items.1.desc': ['Description is required'] } });
    expect(await store.siteLists.get('jobs')).toBeNull();
    expect(revalidate).not.toHaveBeenCalled();
  });

  test('a review that sanitising empties says so, and a list past its size is refused as a whole', async () => {
    await expect(saveSiteList({ store, revalidate }, 'testimonials', [{ name: 'X', place: 'uae', testi: '<script>alert(1)</script>' }], 0, staff('M'))).rejects.toMatchObject({
      fieldErrors: { 'items.0.testi': ['Review is empty once unsafe markup (such as scripts) is removed: write some text'] },
    });
    await expect(saveSiteList({ store, revalidate }, 'home-faqs', [], 0, staff('M'))).rejects.toMatchObject({ message: 'Home page FAQs needs at least 1 question' });
    await expect(saveSiteList({ store, revalidate }, 'jobs', 'not a list', 0, staff('M'))).rejects.toMatchObject({ message: 'Jobs must be a list' });
  });

  test('a save from an outdated copy is refused with the version conflict, keeping the newer list', async () => {
    await saveSiteList({ store, revalidate }, 'jobs', [job('Driver')], 0, staff('Mariam'));
    await saveSiteList({ store, revalidate }, 'jobs', [job('Accountant')], 1, staff('Omar'));
    await expect(saveSiteList({ store, revalidate }, 'jobs', [job('Late')], 1, staff('Mariam'))).rejects.toThrow(ConflictError);
    expect((await store.siteLists.get('jobs'))?.items).toMatchObject([job('Accountant')]);
  });

  test('every save keeps the list\'s version, who and when; a seeded list\'s first save keeps the seed\'s too', async () => {
    await store.siteLists.createIfAbsent('jobs', [job('Seeded')]);
    await saveSiteList({ store, revalidate }, 'jobs', [job('Driver')], 1, staff('Mariam'));
    await saveSiteList({ store, revalidate }, 'jobs', [job('Driver'), job('Accountant')], 2, staff('Omar'));
    const versions = await siteListRevisions(store, 'jobs');
    expect(versions.map((version) => [version.number, version.publishedBy.name, (version.fields.items as { title: string }[]).map((item) => item.title)])).toEqual([
      [3, 'Omar', ['Driver', 'Accountant']],
      [2, 'Mariam', ['Driver']],
      [1, 'Ztart Visa team', ['Seeded']],
    ]);
    expect(await siteListRevision(store, 'jobs', versions[2]!._id)).toEqual(versions[2]);
    expect(await siteListRevision(store, 'testimonials', versions[2]!._id)).toBeNull(); // another list's
    expect(await siteListRevision(store, 'jobs', 'not-an-id')).toBeNull();
    // A list's version is never made a draft (lists have none): the draft actions refuse it.
    const deps = { store, revalidate, images: createLocalImageStore(path.join(tmpdir(), 'site-list-no-images')) };
    await expect(restoreRevision(deps, versions[1]!._id, staff('Mariam'))).rejects.toBeInstanceOf(NotFoundError);
    expect(await store.drafts.list()).toEqual([]);
    // A refused save keeps nothing.
    await expect(saveSiteList({ store, revalidate }, 'jobs', [job('Late')], 2, staff('Mariam'))).rejects.toThrow(ConflictError);
    expect(await siteListRevisions(store, 'jobs')).toHaveLength(3);
  });

  test('the editor\'s form becomes the rows in order, a skipped row kept in its place to be named', async () => {
    const items = itemsFromForm(form({ name: 'jobs', version: '1', 'items.1.title': 'Second', 'items.0.title': 'First', 'items.0.desc': 'D', 'items.3.title': 'Fourth' }));
    expect(items).toEqual([{ title: 'First', desc: 'D' }, { title: 'Second' }, {}, { title: 'Fourth' }]);
    expect(() => itemsFromForm(form({ 'items.100.title': 'Too far' }))).toThrow(ValidationError);
  });
});
