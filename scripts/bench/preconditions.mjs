// Checks the programs the benchmark drives before anything is built, and describes the machine
// the figures were taken on.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import os from 'node:os';
import { WRK_PATH } from './wrk.mjs';

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Returns a list of problems (empty when the machine has what the benchmark needs). */
export function checkPreconditions() {
  const problems = [];
  if (!executable(CHROMIUM_PATH)) {
    problems.push(
      `No Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH to another binary, or install Debian's: apt-get update && apt-get install -y chromium)`,
    );
  }
  if (!executable(NGINX_PATH)) {
    problems.push(`No nginx at ${NGINX_PATH} (set NGINX_PATH, or install it: apt-get update && apt-get install -y nginx)`);
  }
  if (!executable(WRK_PATH)) {
    problems.push(`No wrk at ${WRK_PATH} (the load generator; set WRK_PATH, or install it: apt-get update && apt-get install -y wrk)`);
  }
  return problems;
}

/** First line a program prints, on stdout or (nginx -v) stderr. */
function firstLine(command, args) {
  const { stdout, stderr } = spawnSync(command, args, { encoding: 'utf8', timeout: 15_000 });
  const text = `${stdout ?? ''}`.trim() || `${stderr ?? ''}`.trim();
  return text ? text.split('\n')[0] : 'unknown';
}

function run(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 15_000 }).trimEnd();
  } catch {
    return 'unknown';
  }
}

/** The machine and the versions the figures depend on. */
export function describeMachine(root) {
  const gitCommit = run('git', ['-C', root, 'rev-parse', '--short', 'HEAD']);
  const gitDirty = run('git', ['-C', root, 'status', '--porcelain']) !== '';
  return {
    nproc: Number(run('nproc', [])) || os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    freeG: run('free', ['-g']),
    node: process.version,
    chromium: firstLine(CHROMIUM_PATH, ['--version']),
    nginx: firstLine(NGINX_PATH, ['-v']),
    wrk: firstLine(WRK_PATH, ['-v']),
    kernel: `${os.type()} ${os.release()}`,
    gitCommit: gitDirty ? `${gitCommit} (with uncommitted changes)` : gitCommit,
  };
}

/** 1, 5 and 15 minute load averages: how busy the shared machine was. */
export function loadAverage() {
  return os.loadavg().map((value) => Math.round(value * 100) / 100);
}
