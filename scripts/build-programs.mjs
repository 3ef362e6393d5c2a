#!/usr/bin/env node
// Builds the command-line programs from lib/programs/*.ts into dist/*.cjs (`npm run build` runs
// this before `next build`; `npm run build:programs` runs it alone, in a few seconds), so that
// `npm run worker`, `npm run seed` and `npm run reset-second-factor` run plain JavaScript: no
// TypeScript loader in production. The project's own code is bundled, its `@/` imports resolved
// from tsconfig.json. The packages in `dependencies` stay imports, loaded from node_modules at run
// time: some are native (better-sqlite3, sharp), others large (mongoose, nodemailer, cloudinary).
// The output is CommonJS, so those are loaded with require() as Next's server loads them: a
// package's deep imports (nodemailer/lib/smtp-transport) and its named exports resolve as they do
// there, where Node's ES module loader refuses directory imports and guesses CommonJS exports.
// `server-only` is bundled under the `react-server` condition, the one server code is built with,
// so it is the package's own empty module there (its default entry throws, for client bundles).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROGRAMS = ['worker', 'seed', 'reset-second-factor'];
const BUNDLED_PACKAGES = ['server-only'];

const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const outdir = path.join(root, 'dist');
const started = Date.now();
rmSync(outdir, { recursive: true, force: true }); // no chunk of an earlier build is left behind

const result = await esbuild.build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(PROGRAMS.map((name) => [name, `lib/programs/${name}.ts`])),
  outdir,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.cjs' },
  tsconfig: 'tsconfig.json',
  external: Object.keys(dependencies).filter((name) => !BUNDLED_PACKAGES.includes(name)),
  conditions: ['react-server'],
  metafile: true,
  logLevel: 'warning',
});

// A package found in node_modules but not kept external is one production code imports without
// declaring it in `dependencies`: `npm prune --omit=dev` (the Docker image) would remove it.
const undeclared = new Set();
for (const input of Object.keys(result.metafile.inputs)) {
  const name = packageOf(input);
  if (name && !BUNDLED_PACKAGES.includes(name)) undeclared.add(name);
}
if (undeclared.size) {
  console.error(`[build-programs] lib/programs import ${[...undeclared].join(', ')}, not in package.json's dependencies: move it there.`);
  process.exit(1);
}
console.log(`[build-programs] ${PROGRAMS.map((name) => `dist/${name}.cjs`).join(', ')} in ${Date.now() - started} ms`);

function packageOf(input) {
  const parts = input.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return null;
  return parts[at + 1]?.startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
}
