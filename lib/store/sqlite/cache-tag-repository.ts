import type { CacheTagRepository } from '../types';
import { guard } from './errors';
import type { SqliteDatabase } from './open-database';

export function createSqliteCacheTagRepository(db: SqliteDatabase): CacheTagRepository {
  const upsert = db.prepare<{ tag: string; at: number }>(
    'INSERT INTO cache_tags (tag, expired_at) VALUES (@tag, @at) ON CONFLICT (tag) DO UPDATE SET expired_at = MAX(expired_at, excluded.expired_at)',
  );
  const all = db.prepare<[], { tag: string; expired_at: number }>('SELECT tag, expired_at FROM cache_tags');
  const expireAll = db.transaction((tags: string[], at: number) => {
    for (const tag of tags) upsert.run({ tag, at });
  });
  return {
    async expire(tags, at) {
      guard(() => expireAll.immediate(tags.map(String), Math.round(at)));
    },
    async expirations() {
      return guard(() => Object.fromEntries(all.all().map((row) => [row.tag, row.expired_at])));
    },
  };
}
