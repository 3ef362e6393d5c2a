import { z } from '@/lib/validation/z';
import { documentStoresUnderTest } from '@/test/document-stores';
import { type Collection, type DocumentStore, DuplicateKeyError } from './documents';
import { declareRecord } from './record';

/**
 * The generic document contract (./documents.ts), proved on both stores with fixture record types
 * of its own: every promise the contract file makes, the same answer from SQLite and MongoDB.
 */

const parcelSchema = z.object({
  code: z.string(),
  city: z.string().nullable(),
  weightKg: z.number(),
  sentAt: z.string(),
  fragile: z.boolean().default(false),
  tags: z.array(z.string()).default([]),
  owner: z.object({ id: z.string().nullable(), name: z.string() }),
  note: z.string().optional(),
  version: z.number().int().default(1),
});
const parcels = declareRecord({
  name: 'parcels',
  schema: parcelSchema,
  indexes: [{ paths: { code: 1 }, unique: true }, { paths: { sentAt: -1, _id: -1 } }, { paths: { 'owner.id': 1 } }],
});
type Parcel = z.output<typeof parcelSchema> & { _id: string };

const parcel = (code: string, extra: Partial<Parcel> = {}) => ({
  code,
  city: 'Dubai',
  weightKg: 1,
  sentAt: '2026-11-01T08:00:00.000Z',
  owner: { id: 'a'.repeat(24), name: 'Mariam' },
  ...extra,
});

describe.each(documentStoresUnderTest())('the document contract [$name]', (underTest) => {
  let place: ReturnType<typeof underTest.place>;
  let store: DocumentStore;
  let collection: Collection<Parcel, z.input<typeof parcelSchema>>;

  beforeEach(async () => {
    place = underTest.place();
    store = await place.open([parcels]);
    collection = store.collection(parcels);
  });
  afterEach(async () => {
    await place.dispose();
  });

  const codes = (found: Parcel[]) => found.map((item) => item.code);

  test('insert stores the declared shape: an id made, defaults filled in, unknown fields dropped; findOne reads it back', async () => {
    const stored = await collection.insert({ ...parcel('P1'), sneaky: '$where' } as never);
    expect(stored._id).toMatch(/^[0-9a-f]{24}$/);
    expect(stored).toEqual({ _id: stored._id, ...parcel('P1'), fragile: false, tags: [], version: 1 });
    expect(await collection.findOne({ _id: stored._id })).toEqual(stored);
    expect(await collection.findOne({ _id: 'not-an-id' })).toBeNull();
    await expect(collection.insert({ code: 'P2' } as never)).rejects.toThrow(/does not match its declaration/);
  });

  test('a unique index refuses a second document with the same key, naming its paths, and changes nothing', async () => {
    await collection.insert(parcel('P1'));
    const refused = await collection.insert(parcel('P1', { city: 'Sharjah' })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DuplicateKeyError);
    expect((refused as DuplicateKeyError).paths).toEqual(['code']);
    expect(await collection.count({})).toBe(1);
    const first = (await collection.findOne({ code: 'P1' }))!;
    const second = await collection.insert(parcel('P2'));
    await expect(collection.updateOne({ _id: second._id }, { $set: { code: 'P1' } })).rejects.toBeInstanceOf(DuplicateKeyError);
    expect((await collection.findOne({ _id: second._id }))!.code).toBe('P2');
    expect((await collection.findOne({ _id: first._id }))!.city).toBe('Dubai');
  });

  test('insertIfAbsent stores once and otherwise returns what is stored, also when callers race', async () => {
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => collection.insertIfAbsent(parcel('RACE', { weightKg: i }), ['code'])));
    expect(outcomes.filter((outcome) => outcome.inserted)).toHaveLength(1);
    const kept = outcomes.find((outcome) => outcome.inserted)!.record;
    expect(outcomes.every((outcome) => outcome.record._id === kept._id && outcome.record.weightKg === kept.weightKg)).toBe(true);
    expect(await collection.count({ code: 'RACE' })).toBe(1);
  });

  describe('filters, sorts and pages', () => {
    beforeEach(async () => {
      await collection.insert(parcel('A', { city: 'Dubai', weightKg: 2, sentAt: '2026-11-01T08:00:00.000Z', tags: ['express', 'paid'], fragile: true }));
      await collection.insert(parcel('B', { city: 'Abu Dhabi', weightKg: 10, sentAt: '2026-11-03T08:00:00.000Z', tags: ['paid'] }));
      await collection.insert(parcel('C', { city: null, weightKg: 0.5, sentAt: '2026-11-02T08:00:00.000Z', owner: { id: null, name: 'Seed' }, note: '50% (x.y) off' }));
      await collection.insert(parcel('D', { city: 'Dubai', weightKg: 7, sentAt: '2026-11-04T08:00:00.000Z' }));
    });
    const find = async (filter: Parameters<Collection<Parcel>['findMany']>[0]) => codes(await collection.findMany(filter, { sort: { code: 1 } })).join('');

    test('equality, also on nested paths and with null for a missing or null value', async () => {
      expect(await find({ city: 'Dubai' })).toBe('AD');
      expect(await find({ city: null })).toBe('C');
      expect(await find({ 'owner.id': null })).toBe('C');
      expect(await find({ note: null })).toBe('ABD');
      expect(await find({ fragile: true })).toBe('A');
      expect(await find({ city: 'Dubai', fragile: false })).toBe('D');
    });

    test('ranges on numbers and on ISO dates as text', async () => {
      expect(await find({ weightKg: { $gte: 2, $lt: 10 } })).toBe('AD');
      expect(await find({ sentAt: { $gt: '2026-11-02T08:00:00.000Z' } })).toBe('BD');
      expect(await find({ sentAt: { $lte: '2026-11-02T08:00:00.000Z' } })).toBe('AC');
    });

    test('membership, its negation (missing values included) and $ne', async () => {
      expect(await find({ city: { $in: ['Abu Dhabi', null] } })).toBe('BC');
      expect(await find({ city: { $in: [] } })).toBe('');
      expect(await find({ city: { $nin: ['Dubai'] } })).toBe('BC');
      expect(await find({ city: { $nin: ['Dubai', null] } })).toBe('B');
      expect(await find({ city: { $ne: 'Dubai' } })).toBe('BC');
      expect(await find({ city: { $ne: null } })).toBe('ABD');
    });

    test('existence, literal text inside a string, an element of a list, and $or', async () => {
      expect(await find({ note: { $exists: true } })).toBe('C');
      expect(await find({ note: { $exists: false } })).toBe('ABD');
      expect(await find({ note: { $contains: '% (x.y)' } })).toBe('C');
      expect(await find({ note: { $contains: '.*' } })).toBe('');
      expect(await find({ tags: { $has: 'paid' } })).toBe('AB');
      expect(await find({ $or: [{ city: 'Abu Dhabi' }, { weightKg: { $lt: 1 } }] })).toBe('BC');
      expect(await find({ $or: [] })).toBe('');
    });

    test('sorts by several paths and pages with limit and offset; counts, also grouped', async () => {
      expect(codes(await collection.findMany({}, { sort: { sentAt: -1, _id: -1 } }))).toEqual(['D', 'B', 'C', 'A']);
      expect(codes(await collection.findMany({}, { sort: { city: 1, weightKg: -1 } }))).toEqual(['C', 'B', 'D', 'A']);
      expect(codes(await collection.findMany({}, { sort: { sentAt: -1, _id: -1 }, limit: 2, offset: 1 }))).toEqual(['B', 'C']);
      expect(codes(await collection.findMany({}, { sort: { sentAt: -1, _id: -1 }, offset: 3 }))).toEqual(['A']);
      expect(await collection.findMany({}, { limit: 0 })).toEqual([]);
      expect(await collection.count({ city: 'Dubai' })).toBe(2);
      const byCity = await collection.countBy('city', {});
      expect(Object.fromEntries(byCity.map(({ value, count }) => [String(value), count]))).toEqual({ Dubai: 2, 'Abu Dhabi': 1, null: 1 });
      expect(await collection.countBy('city', { weightKg: { $gt: 100 } })).toEqual([]);
    });
  });

  test('updateOne changes by path ($set, $unset, $inc, $push, $pull) and returns the document as changed', async () => {
    const stored = await collection.insert(parcel('U', { tags: ['a', 'b', 'a'], note: 'x' }));
    const changed = await collection.updateOne(
      { _id: stored._id },
      { $set: { 'owner.name': 'Omar', city: undefined }, $unset: { note: true }, $inc: { version: 1, weightKg: 0.5 }, $push: { tags: 'c' } },
    );
    expect(changed).toEqual({ ...stored, owner: { id: stored.owner.id, name: 'Omar' }, city: null, note: undefined, version: 2, weightKg: 1.5, tags: ['a', 'b', 'a', 'c'] });
    expect(Object.keys(changed!)).not.toContain('note');
    const pulled = await collection.updateOne({ _id: stored._id }, { $pull: { tags: 'a' } });
    expect(pulled!.tags).toEqual(['b', 'c']);
    expect(await collection.findOne({ _id: stored._id })).toEqual(pulled);
    expect(await collection.updateOne({ _id: 'f'.repeat(24) }, { $set: { city: 'Ajman' } })).toBeNull();
  });

  test('updateOne is a compare-and-set: of callers racing on one condition, exactly one wins', async () => {
    const stored = await collection.insert(parcel('CAS'));
    const outcomes = await Promise.all(Array.from({ length: 16 }, (_, i) => collection.updateOne({ _id: stored._id, version: 1 }, { $inc: { version: 1 }, $set: { city: `city-${i}` } })));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect((await collection.findOne({ _id: stored._id }))!.version).toBe(2);
  });

  test('updateOne with a sort changes the first match in that order', async () => {
    await collection.insert(parcel('S1', { sentAt: '2026-11-01T00:00:00.000Z' }));
    await collection.insert(parcel('S2', { sentAt: '2026-11-05T00:00:00.000Z' }));
    const changed = await collection.updateOne({ city: 'Dubai' }, { $set: { fragile: true } }, { sort: { sentAt: -1 } });
    expect(changed!.code).toBe('S2');
  });

  test('updateMany and the deletes say how many; deleteOne returns what it deleted', async () => {
    for (const code of ['M1', 'M2', 'M3']) await collection.insert(parcel(code, { weightKg: code === 'M3' ? 9 : 1 }));
    expect(await collection.updateMany({ weightKg: 1 }, { $set: { fragile: true } })).toBe(2);
    expect(await collection.count({ fragile: true })).toBe(2);
    const removed = await collection.deleteOne({ code: 'M3' });
    expect(removed!.code).toBe('M3');
    expect(await collection.deleteOne({ code: 'M3' })).toBeNull();
    expect(await collection.deleteMany({ fragile: true })).toBe(2);
    expect(await collection.count({})).toBe(0);
  });

  test('a field and an index added to a declaration are stored, indexed, queried and returned with no other edit; a removed index is dropped', async () => {
    const first = await collection.insert(parcel('OLD'));
    await store.close();

    const withPriority = declareRecord({
      name: 'parcels',
      schema: parcelSchema.extend({ priority: z.enum(['normal', 'urgent']).default('normal') }),
      indexes: [{ paths: { code: 1 }, unique: true }, { paths: { priority: 1, sentAt: -1 } }],
    });
    store = await place.open([withPriority]);
    const next = store.collection(withPriority);
    const urgent = await next.insert({ ...parcel('NEW'), priority: 'urgent' });
    expect(urgent.priority).toBe('urgent');
    expect(await next.findMany({ priority: 'urgent' })).toEqual([urgent]);
    expect(await next.count({ priority: null })).toBe(1);
    expect((await next.findOne({ _id: first._id }))!.code).toBe('OLD');
    expect(await indexNames(store, 'parcels')).toEqual(expect.arrayContaining(['code_1', 'priority_1_sentAt_-1']));
    expect(await indexNames(store, 'parcels')).not.toContain('owner.id_1');
  });
});

/** The declared indexes a store built for a collection, by the name both stores give them. */
async function indexNames(store: DocumentStore, collection: string): Promise<string[]> {
  const database = store.driver();
  if (store.kind === 'sqlite') {
    const db = database as import('better-sqlite3').Database;
    return db
      .prepare<[string], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL")
      .all(collection)
      .map((row) => row.name.replace(`${collection}__`, ''));
  }
  const connection = database as import('mongoose').Connection;
  return (await connection.db!.collection(collection).indexes()).map((index) => String(index.name)).filter((name) => name !== '_id_');
}
