#!/usr/bin/env node
// Writes lib/redirects/app-addresses.mjs: every address the app answers itself, read from app/
// (pages, route handlers, metadata files such as robots.ts and icon.svg), public/ (its files) and
// next.config.mjs (its redirects). No redirect staff add may take one of them
// (lib/redirects/reserved-paths.mjs). `npm run build` runs it first.
//
//   npm run addresses               writes the module (after adding a route, a file in public/ or a redirect)
//   npm run addresses -- --check    exits 1 when the module is out of date (lib/redirects/app-addresses.test.ts)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appRoutes, publicFiles, redirectSources, renderModule } from './lib/app-addresses.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'lib/redirects/app-addresses.mjs');

const { default: config } = await import(pathToFileURL(path.join(root, 'next.config.mjs')).href);
const { routes, areas } = appRoutes(path.join(root, 'app'));
const text = renderModule({ routes, areas, redirects: redirectSources((await config.redirects?.()) ?? []), files: publicFiles(path.join(root, 'public')) });

let current = null;
try {
  current = readFileSync(output, 'utf8');
} catch {
  // not written yet
}
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(`${path.relative(root, output)} is out of date: run \`npm run addresses\` and commit it.`);
    process.exit(1);
  }
} else if (current !== text) {
  writeFileSync(output, text);
  console.log(`wrote ${path.relative(root, output)}`);
}
