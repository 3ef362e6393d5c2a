#!/usr/bin/env node
// Jest on both stores: starts the MongoDB wire server (test/mongo-wire-server) on a free loopback
// port, runs Jest once with TEST_MONGODB_URI pointing at it, so every store-bound suite runs on
// SQLite and on MongoDB (test/store-adapters.ts), prints the counts per store, and stops the
// server, on failure and Ctrl-C too. Not MONGODB_URI: tests of the app's own wiring (getStore())
// would then all share one database on it. Arguments go to Jest (`node scripts/test-jest.mjs lib/store`).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCleanups } from './lib/cleanups.mjs';
import { jestSummary } from './lib/jest-summary.mjs';
import { startMongoWire } from './lib/mongo-wire.mjs';
import { runChild } from './lib/run-child.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cleanups = createCleanups('test-jest', { whatStops: 'the MongoDB wire server' });
const resultsFile = path.join(root, 'test-results', 'jest-results.json');
mkdirSync(path.dirname(resultsFile), { recursive: true });

let status = 1;
try {
  const wire = await startMongoWire();
  cleanups.add('the MongoDB wire server', wire.stop);
  const env = { ...process.env, TEST_MONGODB_URI: wire.uri };
  const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  status = await runChild(process.execPath, [jest, '--json', `--outputFile=${resultsFile}`, ...process.argv.slice(2)], { env, cwd: root, cleanups });
  if (!cleanups.interrupted()) {
    const summary = jestSummary(resultsFile);
    console.log(`\n${summary.lines.join('\n')}`);
    if (summary.failed) status ||= 1;
  }
} catch (error) {
  console.error(`[test-jest] ${error.message}`);
  status = 1;
} finally {
  await cleanups.cleanup();
}
process.exit(status);
