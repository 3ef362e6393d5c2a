import { rateLimitVerdict } from '@/lib/rate-limit';
import type { RateLimitRepository, RateLimitWindow } from '../types';
import { guard } from './errors';
import type { SqliteDatabase } from './open-database';

const longestOf = (windows: RateLimitWindow[]) => Math.max(...windows.map((window) => window.windowMs));

export function createSqliteRateLimitRepository(db: SqliteDatabase): RateLimitRepository {
  const forgetOld = db.prepare<[string, number]>('DELETE FROM rate_hits WHERE key = ? AND at <= ?');
  const sweep = db.prepare<[number]>('DELETE FROM rate_hits WHERE expires_at <= ?');
  const hitsOf = db.prepare<[string], { at: number; request_id: string | null }>('SELECT at, request_id FROM rate_hits WHERE key = ? ORDER BY at');
  const insert = db.prepare<[string, number, string | null, number]>('INSERT INTO rate_hits (key, at, request_id, expires_at) VALUES (?, ?, ?, ?)');
  const forget = db.prepare<[string]>('DELETE FROM rate_hits WHERE key = ?');

  // The read, the verdict and the write in one IMMEDIATE transaction: two instances counting the
  // same key at once are serialised by the write lock, so neither sees a stale count.
  const hit = db.transaction((key: string, windows: RateLimitWindow[], at: number, requestId: string | undefined) => {
    const longest = longestOf(windows);
    sweep.run(at);
    forgetOld.run(key, at - longest);
    const hits = hitsOf.all(key);
    if (requestId !== undefined && hits.some((row) => row.request_id === requestId)) return { ok: true } as const;
    const result = rateLimitVerdict(hits.map((row) => row.at), windows, at);
    if (result.ok) insert.run(key, at, requestId ?? null, at + longest);
    return result;
  });

  return {
    async hit(key, windows, at, requestId) {
      return guard(() => hit.immediate(String(key), windows, at, requestId));
    },
    async check(key, windows, at) {
      return guard(() => {
        const longest = longestOf(windows);
        const times = hitsOf.all(String(key)).map((row) => row.at).filter((time) => time > at - longest);
        return rateLimitVerdict(times, windows, at);
      });
    },
    async reset(key) {
      guard(() => forget.run(String(key)));
    },
  };
}
