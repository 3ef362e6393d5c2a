import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { seedCountryPages } from '@/content/seed/country-pages';
import { seedVisaFacts } from '@/content/seed/visa-facts';
import { newCountryPageSchema } from '@/lib/country-pages/country-page-definition';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { createLocalImageStore } from '@/lib/images/local-image-store';
import type { Store } from '@/lib/store/store';
import { factsInputFromForm } from '@/lib/visa-facts/facts-form';
import { factsOverview, STALE_DAYS_SETTING } from '@/lib/visa-facts/facts-queue';
import { visaFields } from '@/test/fixtures';
import { availableAdapters } from '@/test/store-adapters';
import { confirmVisaFacts, saveVisaFacts } from './visa-facts-service';
import { visaService } from '../content/visa-service';

const mariam = { _id: 'a'.repeat(24), displayName: 'Mariam Haddad' };
const omar = { _id: 'b'.repeat(24), displayName: 'Omar Said' };
const JAPAN = 'japan-visit-visa-from-dubai';

/** The admin form as a browser sends it: named after the definition's paths, blank rows included. */
function form(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) for (const one of [value].flat()) data.append(name, one);
  return data;
}
const japanForm = (extra: Record<string, string | string[]> = {}) =>
  form({
    kinds: ['tourist', 'e-visa'],
    'fees.0.kind': 'government',
    'fees.0.label': 'Single-entry visa fee',
    'fees.0.amountAed': '75',
    'fees.1.kind': 'centre',
    'fees.1.label': '',
    'fees.1.amountAed': '',
    'fees.2.kind': 'service',
    'fees.2.label': 'Our fee',
    'fees.2.amountAed': '299',
    'fees.2.refundable': 'on',
    'processingDays.min': '5',
    'processingDays.max': '7',
    appointmentNone: 'on',
    validity: '90 days from issue',
    entries: 'single',
    maxStay: 'Up to 90 days',
    feeNote: '',
    ...extra,
  });

describe.each(availableAdapters())('visa facts service [$name]', (adapter) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let revalidated: string[];
  const deps = () => ({ store, revalidate: (tags: string[]) => void revalidated.push(...tags) });

  beforeEach(async () => {
    ({ store, dispose } = await adapter.open());
    // The country pages are stored: a page's facts need its page there.
    for (const page of seedCountryPages) await store.countryPages.create(newCountryPageSchema.parse(page));
    revalidated = [];
  });
  afterEach(() => dispose());

  test('a save parses the form, stamps the person and the time, and expires the page and the finder', async () => {
    const at = new Date('2026-11-20T08:00:00Z');
    const saved = await saveVisaFacts(deps(), JAPAN, factsInputFromForm(japanForm()), mariam, at);
    expect(saved).toMatchObject({
      slug: JAPAN,
      kinds: ['tourist', 'e-visa'],
      fees: [
        { kind: 'government', label: 'Single-entry visa fee', amountAed: 75, refundable: false },
        { kind: 'service', label: 'Our fee', amountAed: 299, refundable: true },
      ],
      processingDays: { min: 5, max: 7 },
      appointmentDays: null,
      checkedBy: { id: mariam._id, name: 'Mariam Haddad' },
      checkedAt: at.toISOString(),
    });
    expect(revalidated).toEqual(expect.arrayContaining(['visa-facts', `visa:${JAPAN}`]));
  });

  test('a refused fee is named by its row on the form, not its place among the rows kept', async () => {
    const refused = saveVisaFacts(deps(), JAPAN, factsInputFromForm(japanForm({ 'fees.2.amountAed': '-5', 'processingDays.max': '2' })), mariam);
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    const error = (await refused.catch((caught: unknown) => caught)) as ValidationError;
    expect(error.fieldErrors).toMatchObject({ 'fees.2.amountAed': ['An amount cannot be negative'], 'processingDays.max': [expect.stringContaining('cannot be shorter')] });
    expect(await store.visaFacts.get(JAPAN)).toBeNull();
  });

  test('no facts for an address that is no visa page', async () => {
    await expect(saveVisaFacts(deps(), 'no-such-visa', factsInputFromForm(japanForm()), mariam)).rejects.toBeInstanceOf(NotFoundError);
    await expect(confirmVisaFacts(deps(), 'no-such-visa', mariam)).rejects.toBeInstanceOf(NotFoundError);
  });

  test('the queue lists pages without facts, starting figures and facts older than the setting; a confirmation takes one off', async () => {
    const now = new Date('2026-11-26T08:00:00Z');
    await store.visaFacts.save(JAPAN, seedVisaFacts[JAPAN], { by: { id: null, name: 'Ztart Visa team' }, at: '2026-11-02T06:00:00.000Z' });
    await store.visaFacts.save('france-visa-dubai', seedVisaFacts['france-visa-dubai'], { by: { id: omar._id, name: omar.displayName }, at: '2026-06-01T06:00:00.000Z' });
    await store.visaFacts.save('spain-visa-dubai', seedVisaFacts['spain-visa-dubai'], { by: { id: omar._id, name: omar.displayName }, at: '2026-11-20T06:00:00.000Z' });
    const first = await factsOverview(store, now);
    expect(first.staleDays).toBe(90);
    const reason = (slug: string) => first.due.find((row) => row.page.slug === slug)?.due;
    expect(reason(JAPAN)).toBe('never-checked');
    expect(reason('france-visa-dubai')).toBe('stale');
    expect(reason('italy-visit-visa-from-dubai')).toBe('missing');
    expect(first.upToDate.map((row) => row.page.slug)).toEqual(['spain-visa-dubai']);

    await store.settings.set(STALE_DAYS_SETTING, '3');
    await confirmVisaFacts(deps(), JAPAN, mariam, now);
    const second = await factsOverview(store, now);
    expect(second.staleDays).toBe(3);
    expect(second.upToDate.map((row) => row.page.slug)).toEqual([JAPAN]);
    expect(second.due.find((row) => row.page.slug === 'spain-visa-dubai')?.due).toBe('stale');
  });

  test('a visa\'s facts follow it when its slug changes, and go when it is deleted', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'facts-follow-'));
    try {
      const content = { store, images: createLocalImageStore(dir), revalidate: () => undefined };
      const { imageURL: _ignored, ...input } = visaFields();
      const image = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#123456' } }).png().toBuffer();
      const visa = await visaService.create(content, input, image);
      await saveVisaFacts(deps(), visa.slug, factsInputFromForm(japanForm()), mariam);
      const renamed = await visaService.update(content, visa.slug, { slug: `${visa.slug}-renamed` }, null);
      expect(await store.visaFacts.get(visa.slug)).toBeNull();
      expect(await store.visaFacts.get(renamed.slug)).toMatchObject({ checkedBy: { name: 'Mariam Haddad' } });
      await visaService.remove(content, renamed.slug);
      expect(await store.visaFacts.get(renamed.slug)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
