import type { z } from 'zod';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { newObjectId } from '@/lib/ids';
import { patchedFields, storedFields } from '../content-record';
import type { ContentRepository, UpdateOptions } from '../types';
import { guard, isUniqueViolation } from './errors';
import type { SqliteDatabase } from './open-database';

interface Row {
  id: string;
  slug: string;
  data: string;
  version: number;
  created_at: string;
  updated_at: string;
}

interface ContentTable<Fields> {
  table: 'visas' | 'blogs';
  /** How messages name one record: "visa", "blog post". */
  label: string;
  /** The content type's definition: its fields are what the `data` column holds. */
  definition: z.ZodObject & z.ZodType<Fields>;
}

type Record<Fields> = Fields & {
  _id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
};

/**
 * One repository for both content tables: the slug has a column of its own (it is unique), the
 * other fields of the definition live as JSON in `data`. A field added to the definition needs no
 * migration here: rows written before it read it as empty (`storedFields`). A field that must be
 * queried or unique would need a column, and so a migration (`migrations.ts`); `sqlite-store.test.ts`
 * checks the columns against the definition.
 */
export function createSqliteContentRepository<Fields extends { slug: string }>(
  db: SqliteDatabase,
  { table, label, definition }: ContentTable<Fields>,
): ContentRepository<Fields, Record<Fields>> {
  const select = `SELECT id, slug, data, version, created_at, updated_at FROM ${table}`;
  const statements = {
    list: db.prepare<[], Row>(`${select} ORDER BY created_at DESC, id DESC`),
    bySlug: db.prepare<[string], Row>(`${select} WHERE slug = ?`),
    byId: db.prepare<[string], Row>(`${select} WHERE id = ?`),
    insert: db.prepare(
      `INSERT INTO ${table} (id, slug, data, version, created_at, updated_at) VALUES (@id, @slug, @data, 1, @now, @now)`,
    ),
    update: db.prepare(
      `UPDATE ${table} SET slug = @slug, data = @data, version = version + 1, updated_at = @now
       WHERE id = @id AND (@expected IS NULL OR version = @expected)`,
    ),
    delete: db.prepare<[string]>(`DELETE FROM ${table} WHERE id = ?`),
    count: db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`),
  };

  const toRecord = (row: Row): Record<Fields> =>
    ({
      ...storedFields<Fields>(definition, JSON.parse(row.data) as object),
      slug: row.slug,
      _id: row.id,
      version: row.version,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }) as Record<Fields>;

  const dataOf = (fields: Fields): string => {
    const { slug: _slug, ...rest } = storedFields<Fields>(definition, fields);
    return JSON.stringify(rest);
  };

  const slugTaken = (slug: string) =>
    new ConflictError(`A ${label} with the slug "${slug}" already exists.`, 'slug');

  return {
    async list() {
      return guard(() => statements.list.all().map(toRecord));
    },
    async getBySlug(slug) {
      return guard(() => {
        const row = statements.bySlug.get(slug);
        return row ? toRecord(row) : null;
      });
    },
    async getById(id) {
      return guard(() => {
        const row = statements.byId.get(id);
        return row ? toRecord(row) : null;
      });
    },
    async create(fields) {
      return guard(() => {
        const id = newObjectId();
        try {
          statements.insert.run({ id, slug: fields.slug, data: dataOf(fields), now: new Date().toISOString() });
        } catch (error) {
          if (isUniqueViolation(error)) throw slugTaken(fields.slug);
          throw error;
        }
        return toRecord(statements.byId.get(id)!);
      });
    },
    async update(id, patch, options: UpdateOptions = {}) {
      return guard(() =>
        db
          .transaction(() => {
            const row = statements.byId.get(id);
            if (!row) throw new NotFoundError(`No ${label} with the id "${id}".`);
            const current = toRecord(row);
            const merged = { ...storedFields<Fields>(definition, current), ...patchedFields(definition, patch) };
            let changes: number;
            try {
              changes = statements.update.run({
                id,
                slug: merged.slug,
                data: dataOf(merged),
                expected: options.expectedVersion ?? null,
                now: new Date().toISOString(),
              }).changes;
            } catch (error) {
              if (isUniqueViolation(error)) throw slugTaken(merged.slug);
              throw error;
            }
            if (changes === 0) {
              throw new ConflictError(
                `This ${label} was changed by someone else since you opened it (version ${current.version}, yours ${options.expectedVersion}). Reload it and apply your changes again.`,
                'version',
              );
            }
            return toRecord(statements.byId.get(id)!);
          })
          .immediate(),
      );
    },
    async delete(id) {
      return guard(() => {
        const row = statements.byId.get(id);
        if (!row) return null;
        statements.delete.run(id);
        return toRecord(row);
      });
    },
    async count() {
      return guard(() => statements.count.get()!.n);
    },
  };
}
