import { AppError } from '@/lib/errors';
import type { RecordDeclaration, StoredRecord } from './record';

/**
 * The one contract both stores implement: collections of JSON documents, each with a string `_id`
 * (24 hex digits unless the caller chose one), queried and changed by dotted paths. Every record
 * type of the site is a declaration (./record.ts) above it, and its domain code (the lead search,
 * the delivery claims, the drafts' publish) is written once, on this contract, never per store.
 *
 * What every operation promises, on SQLite and MongoDB alike:
 * - Values are JSON: strings, finite numbers, booleans, null, arrays and objects. Dates are ISO
 *   strings (`toISOString()`), so they compare and sort as text. A path that a document lacks
 *   reads as null.
 * - `updateOne`, `deleteOne` and `insertIfAbsent` are atomic on one document: the filter is the
 *   condition (a compare-and-set: an expected version, a free lease, a step not used yet), and of
 *   two callers racing for the same document exactly one sees it match. There are no multi-document
 *   transactions: domain code keeps each atomic step to one document.
 * - A write that would give two documents the same values of a declared unique index is refused
 *   with a DuplicateKeyError naming the index's paths, and changes nothing.
 * - Lists come in the order asked for; equal sort keys come in an unspecified order, so callers
 *   that need a stable order end the sort with `_id`.
 */

/** A value a filter compares with. */
export type Scalar = string | number | boolean | null;

export interface Operators {
  $eq?: Scalar;
  /** Not equal: documents lacking the path match too (as null). */
  $ne?: Scalar;
  $gt?: string | number;
  $gte?: string | number;
  $lt?: string | number;
  $lte?: string | number;
  $in?: readonly Scalar[];
  /** In none of these: documents lacking the path match too. */
  $nin?: readonly Scalar[];
  /** Whether the document has the path at all (a null value counts as having it). */
  $exists?: boolean;
  /** The string at the path holds this text, as typed: no wildcard, case-sensitive. */
  $contains?: string;
  /** The list at the path holds this element. */
  $has?: Scalar;
}

/** Conditions on paths, all of which must hold; `$or` holds when one of its filters does. */
export type Filter = { $or?: Filter[] } & { [path: string]: Scalar | Operators | Filter[] | undefined };

/** Paths to sort by, in order: 1 ascending, -1 descending. */
export type Sort = Record<string, 1 | -1>;

/** A change to one document, by dotted paths; operations on different paths only. */
export interface Update {
  $set?: Record<string, unknown>;
  $unset?: Record<string, true>;
  $inc?: Record<string, number>;
  /** Appends the value to the list at the path (created when missing). */
  $push?: Record<string, unknown>;
  /** Removes every element equal to the value from the list at the path. */
  $pull?: Record<string, Scalar>;
}

export interface FindOptions {
  sort?: Sort;
  limit?: number;
  /** Documents skipped before the first one returned (pages). */
  offset?: number;
}

export interface Collection<T extends { _id: string }, Input = Omit<T, '_id'>> {
  /** Stores a new document (an `_id` is made when none is given); DuplicateKeyError on a unique index. */
  insert(document: StoredRecord<Input>): Promise<T>;
  /**
   * Stores the document unless one with the same values of `key` (the paths of a unique index)
   * exists; either way returns the stored one, and whether it is the new one.
   */
  insertIfAbsent(document: StoredRecord<Input>, key: readonly string[]): Promise<{ record: T; inserted: boolean }>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'sort'>): Promise<T | null>;
  findMany(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /** How many documents the filter finds per value of the path (null for documents lacking it). */
  countBy(path: string, filter: Filter): Promise<Array<{ value: Scalar; count: number }>>;
  /** Changes the first document the filter finds, atomically; returns it as changed, or null when none matched. */
  updateOne(filter: Filter, update: Update, options?: Pick<FindOptions, 'sort'>): Promise<T | null>;
  /** Changes every document the filter finds (each atomically, not all at once); returns how many. */
  updateMany(filter: Filter, update: Update): Promise<number>;
  /** Deletes the first document the filter finds; returns it, or null when none matched. */
  deleteOne(filter: Filter): Promise<T | null>;
  deleteMany(filter: Filter): Promise<number>;
}

/** A store of collections: SQLite (./sqlite) or MongoDB (./mongo), opened for a set of declarations. */
export interface DocumentStore {
  readonly kind: 'sqlite' | 'mongodb';
  /** The collection of a record type the store was opened with. */
  collection<T extends { _id: string }, Input>(declaration: RecordDeclaration<T, Input>): Collection<T, Input>;
  /**
   * The driver's own handle (a better-sqlite3 Database, a mongoose Connection), for what keeps
   * tables of its own beside the records (the rate limiter's library) and for tests that look at
   * what the store built. Records never go through it.
   */
  driver(): unknown;
  close(): Promise<void>;
}

/** A write refused by a unique index; `paths` are the index's. */
export class DuplicateKeyError extends AppError {
  static override readonly errorCode = 'duplicate_key';
  override readonly status = 409;
  override readonly code = 'duplicate_key';
  constructor(readonly paths: readonly string[]) {
    super(`A record with the same ${paths.join(' and ')} exists already.`);
    this.name = 'DuplicateKeyError';
  }
}
