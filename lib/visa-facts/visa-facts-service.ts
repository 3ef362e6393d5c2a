import { cacheTags } from '@/lib/data/cache-tags';
import { NotFoundError, ValidationError } from '@/lib/errors';
import type { Store } from '@/lib/store/store';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { parseForm } from '@/lib/staff/action-result';
import { visaFactsDefinition } from '@/lib/visa-facts/visa-facts-definition';
import { errorsByFormRow, type FactsFormInput } from '@/lib/visa-facts/facts-form';
import { findVisaPage } from '@/lib/visa-facts/visa-pages';
import { keepUnsentTranslations, stampItemTranslations, stampTranslations, TRANSLATED_FROM } from '@/lib/i18n/translatable';

export interface FactsDeps {
  store: Store;
  revalidate: (tags: string[]) => void | Promise<void>;
}

/** The consultant who vouches for the facts, as the public page names them. */
export type Checker = { _id: string; displayName: string };

/** The page that shows them, and the reads of every page's facts (the finder's cards, the API). */
const tagsOf = (slug: string) => [cacheTags.visaFacts, cacheTags.visa(slug)];

async function pageOrThrow(store: Store, slug: string) {
  const page = await findVisaPage(store, slug);
  if (!page) throw new NotFoundError(`No visa page with the slug "${slug}".`);
  return page;
}

/** Saves a page's facts as checked by this person now; the public page shows them on its next request. */
export async function saveVisaFacts(deps: FactsDeps, slug: string, form: FactsFormInput, checker: Checker, now = new Date()): Promise<VisaFacts> {
  await pageOrThrow(deps.store, slug);
  const current = await deps.store.visaFacts.get(slug);
  let fields;
  try {
    fields = parseForm(visaFactsDefinition, withTranslationsKept(form.input, current));
  } catch (error) {
    // Each message goes under the form row it came from (blank rows were left out).
    if (error instanceof ValidationError) throw new ValidationError(error.message, errorsByFormRow(error.fieldErrors, form.feeRows));
    throw error;
  }
  const stamped = {
    ...fields,
    fees: stampItemTranslations(fields.fees, current?.fees ?? []),
    [TRANSLATED_FROM]: stampTranslations(fields, current),
  };
  const saved = await deps.store.visaFacts.save(slug, stamped, { by: { id: checker._id, name: checker.displayName }, at: now.toISOString() });
  await deps.revalidate(tagsOf(slug));
  return saved;
}

/** A form that shows no Arabic leaves the facts' Arabic, and each fee line's in its place, as it was. */
function withTranslationsKept(input: unknown, current: VisaFacts | null): unknown {
  const kept = keepUnsentTranslations(input, current) as { fees?: unknown };
  if (!current || !Array.isArray(kept.fees)) return kept;
  return { ...kept, fees: kept.fees.map((fee, index) => keepUnsentTranslations(fee, current.fees[index] ?? null)) };
}

/** Stamps a page's facts, unchanged, as checked by this person now. */
export async function confirmVisaFacts(deps: FactsDeps, slug: string, checker: Checker, now = new Date()): Promise<VisaFacts> {
  await pageOrThrow(deps.store, slug);
  const confirmed = await deps.store.visaFacts.confirm(slug, { by: { id: checker._id, name: checker.displayName }, at: now.toISOString() });
  await deps.revalidate(tagsOf(slug));
  return confirmed;
}
