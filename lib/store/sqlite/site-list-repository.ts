import type { SiteListName } from '@/lib/validation/site-lists';
import { staleSiteList } from '../site-list-conflict';
import type { SiteList, SiteListRepository } from '../types';
import { guard } from './errors';
import type { SqliteDatabase } from './open-database';

interface SiteListRow {
  name: string;
  items: string;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

const toList = <Name extends SiteListName>(row: SiteListRow): SiteList<Name> => ({
  name: row.name as Name,
  items: JSON.parse(row.items) as SiteList<Name>['items'],
  version: row.version,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

export function createSqliteSiteListRepository(db: SqliteDatabase): SiteListRepository {
  const byName = db.prepare<[string], SiteListRow>('SELECT name, items, version, updated_at, updated_by FROM site_lists WHERE name = ?');
  const insert = db.prepare(
    'INSERT INTO site_lists (name, items, version, updated_at, updated_by) VALUES (@name, @items, 1, @now, @by) ON CONFLICT (name) DO NOTHING',
  );
  const update = db.prepare(
    'UPDATE site_lists SET items = @items, version = version + 1, updated_at = @now, updated_by = @by WHERE name = @name AND version = @expected',
  );
  return {
    async get(name) {
      return guard(() => {
        const row = byName.get(String(name));
        return row ? toList(row) : null;
      });
    },
    async save(name, items, { expectedVersion, by }) {
      return guard(() =>
        db
          .transaction(() => {
            const values = { name: String(name), items: JSON.stringify(items), now: new Date().toISOString(), by };
            // Version 0 is "not stored yet": the insert then fails only when someone stored it first.
            const changes = expectedVersion === 0 ? insert.run(values).changes : update.run({ ...values, expected: expectedVersion }).changes;
            const row = byName.get(String(name));
            if (changes === 0) throw staleSiteList(row?.version ?? 0, expectedVersion);
            return toList<typeof name>(row!);
          })
          .immediate(),
      );
    },
    async createIfAbsent(name, items) {
      return guard(() => insert.run({ name: String(name), items: JSON.stringify(items), now: new Date().toISOString(), by: null }).changes === 1);
    },
  };
}
