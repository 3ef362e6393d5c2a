import { ConflictError, NotFoundError } from '@/lib/errors';
import { newObjectId } from '@/lib/ids';
import { countryPageData, type CountryPageData, patchedCountryFields, staleCountryPage } from '../country-page-record';
import type { CountryPage, CountryPageRepository, UpdateOptions } from '../types';
import { guard, isUniqueViolation } from './errors';
import type { SqliteDatabase } from './open-database';

interface Row {
  id: string;
  slug: string;
  position: number;
  data: string;
  version: number;
  created_at: string;
  updated_at: string;
}

const toPage = (row: Row): CountryPage => ({
  ...countryPageData(JSON.parse(row.data) as CountryPageData),
  url: row.slug,
  id: row.position,
  _id: row.id,
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The country pages: slug and display order in columns, the fields and hero image as JSON in `data`. */
export function createSqliteCountryPageRepository(db: SqliteDatabase): CountryPageRepository {
  const select = 'SELECT id, slug, position, data, version, created_at, updated_at FROM country_pages';
  const statements = {
    list: db.prepare<[], Row>(`${select} ORDER BY position, slug`),
    bySlug: db.prepare<[string], Row>(`${select} WHERE slug = ?`),
    byId: db.prepare<[string], Row>(`${select} WHERE id = ?`),
    insert: db.prepare(
      `INSERT INTO country_pages (id, slug, position, data, version, created_at, updated_at) VALUES (@id, @slug, @position, @data, 1, @now, @now)`,
    ),
    update: db.prepare(
      `UPDATE country_pages SET data = @data, version = version + 1, updated_at = @now
       WHERE slug = @slug AND (@expected IS NULL OR version = @expected)`,
    ),
    count: db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM country_pages'),
  };

  return {
    async list() {
      return guard(() => statements.list.all().map(toPage));
    },
    async getBySlug(slug) {
      return guard(() => {
        const row = statements.bySlug.get(String(slug));
        return row ? toPage(row) : null;
      });
    },
    async getById(id) {
      return guard(() => {
        const row = statements.byId.get(String(id));
        return row ? toPage(row) : null;
      });
    },
    async create(page) {
      return guard(() => {
        try {
          statements.insert.run({ id: newObjectId(), slug: page.url, position: page.id, data: JSON.stringify(countryPageData(page)), now: new Date().toISOString() });
        } catch (error) {
          if (isUniqueViolation(error)) throw new ConflictError(`A country page with the slug "${page.url}" already exists.`, 'slug');
          throw error;
        }
        return toPage(statements.bySlug.get(page.url)!);
      });
    },
    async update(slug, patch, options: UpdateOptions = {}) {
      return guard(() =>
        db
          .transaction(() => {
            const row = statements.bySlug.get(String(slug));
            if (!row) throw new NotFoundError(`No country page with the slug "${slug}".`);
            const current = toPage(row);
            const changes = statements.update.run({
              slug: current.url,
              data: JSON.stringify(countryPageData({ ...current, ...patchedCountryFields(patch) })),
              expected: options.expectedVersion ?? null,
              now: new Date().toISOString(),
            }).changes;
            if (changes === 0) throw new ConflictError(staleCountryPage(current.url, current.version, options.expectedVersion), 'version');
            return toPage(statements.bySlug.get(current.url)!);
          })
          .immediate(),
      );
    },
    async count() {
      return guard(() => statements.count.get()!.n);
    },
  };
}
