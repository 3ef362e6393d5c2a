import { NotFoundError } from '@/lib/errors';
import type { Collection } from '@/lib/store/documents';
import { isoDate, now, staffRefSchema } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { visaFactsDefinition, type VisaFactsInput } from '@/lib/visa-facts/visa-facts-definition';
import { z } from '@/lib/validation/z';

/** A visa page's facts (lib/visa-facts/visa-facts-definition.ts) and who vouched for them, when. */
export const visaFactsRecord = declareRecord({
  name: 'visa_facts',
  schema: visaFactsDefinition.extend({
    /** The visa page's slug: a stored visa's or a country page's. */
    slug: z.string(),
    checkedBy: staffRefSchema,
    /** When they were last checked: a save or a confirmation without change. */
    checkedAt: isoDate,
    updatedAt: isoDate,
  }),
  indexes: [{ paths: { slug: 1 }, unique: true }, { paths: { checkedAt: 1, slug: 1 } }],
});

export type VisaFacts = z.output<typeof visaFactsRecord.schema> & { _id: string };
type Check = { by: VisaFacts['checkedBy']; at: string };

export interface VisaFactsRepository {
  get(slug: string): Promise<VisaFacts | null>;
  /** By slug. */
  list(): Promise<VisaFacts[]>;
  /** Facts last checked before `cutoff` (ISO), the longest unchecked first: the re-check queue. */
  listCheckedBefore(cutoff: string): Promise<VisaFacts[]>;
  /** Creates or replaces a page's facts, stamped as checked. */
  save(slug: string, fields: VisaFactsInput, check: Check): Promise<VisaFacts>;
  /** Stamps unchanged facts as checked again. Throws NotFoundError when the page has none. */
  confirm(slug: string, check: Check): Promise<VisaFacts>;
  /** Moves facts to a page's new slug (a renamed visa), replacing any left there. Returns false when there were none. */
  rename(from: string, to: string): Promise<boolean>;
  remove(slug: string): Promise<boolean>;
}

export function visaFactsRepository(collection: Collection<VisaFacts>): VisaFactsRepository {
  return {
    get: (slug) => collection.findOne({ slug: String(slug) }),
    list: () => collection.findMany({}, { sort: { slug: 1 } }),
    listCheckedBefore: (cutoff) => collection.findMany({ checkedAt: { $lt: String(cutoff) } }, { sort: { checkedAt: 1, slug: 1 } }),
    async save(slug, fields, check) {
      const facts = { ...visaFactsDefinition.parse(fields), slug: String(slug), checkedBy: check.by, checkedAt: check.at, updatedAt: now() };
      const { record, inserted } = await collection.insertIfAbsent(facts, ['slug']);
      if (inserted) return record;
      return (await collection.updateOne({ slug: String(slug) }, { $set: { ...visaFactsDefinition.parse(fields), checkedBy: check.by, checkedAt: check.at, updatedAt: facts.updatedAt } }))!;
    },
    async confirm(slug, check) {
      const confirmed = await collection.updateOne({ slug: String(slug) }, { $set: { checkedBy: check.by, checkedAt: check.at } });
      if (!confirmed) throw new NotFoundError(`No visa facts for "${slug}".`);
      return confirmed;
    },
    async rename(from, to) {
      if (String(from) === String(to) || !(await collection.findOne({ slug: String(from) }))) return false;
      await collection.deleteOne({ slug: String(to) });
      return (await collection.updateOne({ slug: String(from) }, { $set: { slug: String(to), updatedAt: now() } })) !== null;
    },
    remove: async (slug) => (await collection.deleteOne({ slug: String(slug) })) !== null,
  };
}
