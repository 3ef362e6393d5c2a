// Runs one of the programs scripts/build-programs.mjs builds (dist/<name>.cjs) in this process,
// or, when it has not been built, says how to build it and exits 1.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function runProgram(name) {
  const file = path.join(root, 'dist', `${name}.cjs`);
  if (!existsSync(file)) {
    console.error(
      `\`npm run ${name}\` runs dist/${name}.cjs, which is not built: run \`npm run build\` first ` +
        '(or `npm run build:programs`, a few seconds, for the command-line programs alone).',
    );
    process.exit(1);
  }
  await import(pathToFileURL(file).href);
}
