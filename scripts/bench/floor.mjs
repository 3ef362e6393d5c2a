// The benchmark's floor: bench/floor-app, a bare Next.js page built with the repository's own
// Next (DESIGN.md, "Measuring performance on these machines"). Its Lighthouse figures and
// JavaScript weight are the reference the budgets are read beside, measured in the same run.
import { closeSync, cpSync, mkdtempSync, openSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nextBin, runLogged, startServer } from './server.mjs';

/**
 * Builds a copy of bench/floor-app in a temporary folder (a few seconds: one page), with
 * node_modules a link to the repository's: built inside the repository, Turbopack would take in
 * the site's instrumentation hook. Returns the folder and how to remove it.
 */
export async function buildFloor({ root, logFile }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'visa-bench-floor-'));
  cpSync(path.join(root, 'bench', 'floor-app'), dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}.next`) });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const fd = openSync(logFile, 'w');
  try {
    await runLogged('next build (floor)', [nextBin(root), 'build'], { root, env: floorEnv(process.env), fd, logFile, cwd: dir });
  } finally {
    closeSync(fd);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `next start` of the built floor: the plain framework server, as a bare app would run. */
export function startFloor({ root, dir, port, logFile }) {
  return startServer({ root, env: floorEnv(process.env), port, logFile, command: [nextBin(root), 'start'], cwd: dir });
}

/** The floor's page, measured like the site's pages but on the floor's own server. */
export function floorPage(floorUrl) {
  return { key: 'floor', label: 'Floor (bare Next.js page)', path: '/', url: `${floorUrl}/`, floor: true };
}

/**
 * The floor's page with the site's Cross-Origin-Opener-Policy (bench/floor-app/next.config.mjs):
 * measured by Lighthouse beside the floor, as a reference row with no budget of its own.
 */
export function floorWithCoopPage(floorUrl) {
  return { key: 'floor-coop', label: "Floor with the site's COOP header (reference)", path: '/with-coop', url: `${floorUrl}/with-coop`, floor: true };
}

/** Only what Node and Next need: none of the site's settings (store, secrets) reach the floor. */
function floorEnv(env) {
  return { PATH: env.PATH, HOME: env.HOME, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
}
