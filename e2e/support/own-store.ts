import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The variables that give an extra instance a store of its own, on the run's kind of store: a
 * fresh DATA_DIR (SQLite file, outbox), and on MongoDB runs another database on the same server.
 * The instance seeds it at start, with the e2e admin as its owner.
 */
export function ownStoreEnv(url: string): { env: Record<string, string>; remove: () => void } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visa-e2e-own-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, SITE_URL: url };
  const mongoUri = process.env.MONGODB_URI;
  if (mongoUri) {
    const own = new URL(mongoUri);
    own.pathname = `/${path.basename(dataDir).replace(/[^\w]/g, '_')}`;
    env.MONGODB_URI = own.toString();
  }
  return { env, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
