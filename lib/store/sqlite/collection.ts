import { newObjectId } from '@/lib/ids';
import { applyUpdate, getPath } from '../apply-update';
import type { Collection, Filter, FindOptions, Scalar, Update } from '../documents';
import { DuplicateKeyError } from '../documents';
import { indexName, type RecordDeclaration, storedDocument } from '../record';
import { guard, isUniqueViolation } from './errors';
import { orderSql, pathSql, whereSql } from './filter-sql';
import type { SqliteDatabase } from './open-database';
import { retryWhileBusy } from './wait-when-busy';

interface Row {
  _id: string;
  doc: string;
}

const MAX_CACHED_STATEMENTS = 500;

/**
 * One collection as a table of JSON documents (`_id` TEXT primary key, `doc` TEXT), the declared
 * indexes built on their paths (./tables.ts). Every call is one statement or one IMMEDIATE
 * transaction, so another process's write never lands between a read and the write that depends
 * on it, and a call refused as busy is safely tried again (./wait-when-busy.ts).
 */
export function sqliteCollection<T extends { _id: string }, Input>(db: SqliteDatabase, declaration: RecordDeclaration<T, Input>): Collection<T, Input> {
  const table = `"${declaration.name}"`;
  type Statement = import('better-sqlite3').Statement<unknown[]>;
  const statements = new Map<string, Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
      statement = db.prepare<unknown[]>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const toRecord = (row: Row): T => ({ _id: row._id, ...(JSON.parse(row.doc) as object) }) as T;
  const encode = (document: object) => {
    const { _id: _ignored, ...rest } = document as { _id?: string };
    return JSON.stringify(rest);
  };
  const duplicateOf = (error: unknown): DuplicateKeyError | null => {
    if (!isUniqueViolation(error)) return null;
    const index = declaration.indexes.find((candidate) => String((error as Error).message).includes(`${declaration.name}__${indexName(candidate)}`));
    return new DuplicateKeyError(index ? Object.keys(index.paths) : ['_id']);
  };
  const rows = (filter: Filter, options: FindOptions = {}) => {
    const { sql, params } = whereSql(filter);
    const limit = options.limit !== undefined ? ` LIMIT ${Math.max(0, Math.floor(options.limit))}` : options.offset ? ' LIMIT -1' : '';
    const offset = options.offset ? ` OFFSET ${Math.max(0, Math.floor(options.offset))}` : '';
    return prepare(`SELECT _id, doc FROM ${table} ${sql} ${orderSql(options.sort)}${limit}${offset}`).all(...params) as Row[];
  };
  const insertRow = prepare(`INSERT INTO ${table} (_id, doc) VALUES (?, ?)`);
  const insertOrNothing = prepare(`INSERT INTO ${table} (_id, doc) VALUES (?, ?) ON CONFLICT DO NOTHING`);
  const writeRow = prepare(`UPDATE ${table} SET doc = ? WHERE _id = ?`);
  const deleteRow = prepare(`DELETE FROM ${table} WHERE _id = ?`);
  const run = <R>(work: () => R) => retryWhileBusy(async () => guard(work));
  const immediate = <R>(work: () => R) => run(() => db.transaction(work).immediate());
  const change = (row: Row, update: Update): T => {
    const next = applyUpdate(toRecord(row), update);
    try {
      writeRow.run(encode(next), row._id);
    } catch (error) {
      throw duplicateOf(error) ?? error;
    }
    return next;
  };

  return {
    insert: (document) =>
      run(() => {
        const record = { ...storedDocument(declaration, document), _id: document._id ?? newObjectId() } as T;
        try {
          insertRow.run(record._id, encode(record));
        } catch (error) {
          throw duplicateOf(error) ?? error;
        }
        return record;
      }),
    insertIfAbsent: (document, key) =>
      immediate(() => {
        const record = { ...storedDocument(declaration, document), _id: document._id ?? newObjectId() } as T;
        if (insertOrNothing.run(record._id, encode(record)).changes === 1) return { record, inserted: true };
        const existing = rows(Object.fromEntries(key.map((path) => [path, (getPath(record, path) ?? null) as Scalar])), { limit: 1 })[0];
        if (!existing) throw new DuplicateKeyError(['_id']);
        return { record: toRecord(existing), inserted: false };
      }),
    findOne: (filter, options = {}) => run(() => rows(filter, { ...options, limit: 1 }).map(toRecord)[0] ?? null),
    findMany: (filter, options) => run(() => rows(filter, options).map(toRecord)),
    count: (filter) =>
      run(() => {
        const { sql, params } = whereSql(filter);
        return (prepare(`SELECT COUNT(*) AS n FROM ${table} ${sql}`).get(...params) as { n: number }).n;
      }),
    countBy: (path, filter) =>
      run(() => {
        const { sql, params } = whereSql(filter);
        return prepare(`SELECT ${pathSql(path)} AS value, COUNT(*) AS count FROM ${table} ${sql} GROUP BY value`).all(...params) as Array<{ value: Scalar; count: number }>;
      }),
    updateOne: (filter, update, options = {}) =>
      immediate(() => {
        const [row] = rows(filter, { ...options, limit: 1 });
        return row ? change(row, update) : null;
      }),
    updateMany: (filter, update) => immediate(() => rows(filter).map((row) => change(row, update)).length),
    deleteOne: (filter) =>
      immediate(() => {
        const [row] = rows(filter, { limit: 1 });
        if (!row) return null;
        deleteRow.run(row._id);
        return toRecord(row);
      }),
    deleteMany: (filter) =>
      run(() => {
        const { sql, params } = whereSql(filter);
        return prepare(`DELETE FROM ${table} ${sql}`).run(...params).changes;
      }),
  };
}
