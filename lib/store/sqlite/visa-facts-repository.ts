import { NotFoundError } from '@/lib/errors';
import { newObjectId } from '@/lib/ids';
import type { VisaFactsFields } from '@/lib/validation/visa-facts';
import type { VisaFacts, VisaFactsRepository } from '../types';
import { guard } from './errors';
import type { SqliteDatabase } from './open-database';

interface Row {
  id: string;
  slug: string;
  data: string;
  checked_by: string;
  checked_at: string;
  updated_at: string;
}

const toFacts = (row: Row): VisaFacts => ({
  ...(JSON.parse(row.data) as VisaFactsFields),
  _id: row.id,
  slug: row.slug,
  checkedBy: JSON.parse(row.checked_by) as VisaFacts['checkedBy'],
  checkedAt: row.checked_at,
  updatedAt: row.updated_at,
});

export function createSqliteVisaFactsRepository(db: SqliteDatabase): VisaFactsRepository {
  const bySlug = db.prepare<[string], Row>('SELECT * FROM visa_facts WHERE slug = ?');
  const all = db.prepare<[], Row>('SELECT * FROM visa_facts ORDER BY slug');
  const before = db.prepare<[string], Row>('SELECT * FROM visa_facts WHERE checked_at < ? ORDER BY checked_at, slug');
  const upsert = db.prepare<[{ id: string; slug: string; data: string; checkedBy: string; at: string; now: string }], Row>(
    `INSERT INTO visa_facts (id, slug, data, checked_by, checked_at, updated_at) VALUES (@id, @slug, @data, @checkedBy, @at, @now)
     ON CONFLICT (slug) DO UPDATE SET data = excluded.data, checked_by = excluded.checked_by, checked_at = excluded.checked_at, updated_at = excluded.updated_at
     RETURNING *`,
  );
  const confirm = db.prepare<[string, string, string], Row>('UPDATE visa_facts SET checked_by = ?, checked_at = ? WHERE slug = ? RETURNING *');
  const remove = db.prepare<[string]>('DELETE FROM visa_facts WHERE slug = ?');
  const rename = db.prepare<[string, string, string]>('UPDATE visa_facts SET slug = ?, updated_at = ? WHERE slug = ?');
  // A renamed visa takes its facts to its new address, replacing any left there.
  const renameReplacing = db.transaction((from: string, to: string, now: string) => {
    if (!bySlug.get(from)) return false;
    remove.run(to);
    return rename.run(to, now, from).changes === 1;
  });

  return {
    async get(slug) {
      return guard(() => {
        const row = bySlug.get(String(slug));
        return row ? toFacts(row) : null;
      });
    },
    async list() {
      return guard(() => all.all().map(toFacts));
    },
    async listCheckedBefore(cutoff) {
      return guard(() => before.all(String(cutoff)).map(toFacts));
    },
    async save(slug, fields, check) {
      return guard(() =>
        toFacts(
          upsert.get({
            id: newObjectId(),
            slug: String(slug),
            data: JSON.stringify(fields),
            checkedBy: JSON.stringify(check.by),
            at: check.at,
            now: new Date().toISOString(),
          })!,
        ),
      );
    },
    async confirm(slug, check) {
      return guard(() => {
        const row = confirm.get(JSON.stringify(check.by), check.at, String(slug));
        if (!row) throw new NotFoundError(`No visa facts for "${slug}".`);
        return toFacts(row);
      });
    },
    async rename(from, to) {
      return guard(() => (String(from) === String(to) ? false : renameReplacing(String(from), String(to), new Date().toISOString())));
    },
    async remove(slug) {
      return guard(() => remove.run(String(slug)).changes === 1);
    },
  };
}
