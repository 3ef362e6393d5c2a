// Test tooling only: loads the project's TypeScript (test stand-ins, the store) from plain Node
// scripts (the cluster and load tests, their child processes) the way Jest does: compiled on the
// fly by jiti, `@/` resolved to the project root, `server-only` to an empty module. The programs
// production runs are built ahead instead (scripts/build-programs.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const jiti = createJiti(import.meta.url, {
  alias: {
    '@': projectRoot,
    'server-only': path.join(projectRoot, 'test', 'empty-module.cjs'),
  },
  // Compiled files are cached under node_modules/.cache/jiti, so later starts are quick.
  fsCache: true,
});

/** Imports a module of the project by its path from the project root (e.g. 'test/leads/crm-stand-in.ts'). */
export function importTs(relativePath) {
  return jiti.import(path.join(projectRoot, relativePath));
}
