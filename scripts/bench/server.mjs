// Builds the site and runs the production server (`npm start`: server.mjs, Next's handler behind
// the script-hash policy and compression) on one fresh temporary DATA_DIR (as scripts/test-e2e.mjs
// does), finds the process that actually serves (the one holding the listening socket), and stops
// the whole process group.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForHttp } from './http.mjs';
import { descendants } from './proc.mjs';

// Services that would make the site call out to the network: the benchmark measures the
// default local setup (SQLite store, uploads on disk, e-mails as files, no CRM).
const EXTERNAL_SERVICES = ['MONGODB_URI', 'SMTP_URL', 'LEAD_API_URL', 'CLOUDINARY_URL'];

/** The environment shared by `next build` and the server: one fresh store, one secret, one URL. */
export function makeSiteEnv(port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visa-bench-data-'));
  const env = { ...process.env };
  for (const name of EXTERNAL_SERVICES) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DOCUMENTS_KEY: randomBytes(32).toString('hex'),
    // The load script gives each form its own visitor address in X-Forwarded-For, as one proxy would.
    TRUSTED_PROXIES: '1',
  });
  return { env, dataDir };
}

export function nextBin(root) {
  return createRequire(path.join(root, 'package.json')).resolve('next/dist/bin/next');
}

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** A log file, its folder made first: bench/tmp is not in a fresh clone. */
function openLog(logFile) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  return openSync(logFile, 'w');
}

/**
 * Builds the command-line programs (`npm run seed` is one), seeds the fresh store with it (the
 * build never writes to it), then runs `next build`, which prerenders the pages from it. Output
 * goes to `logFile`, whose tail is thrown on failure.
 */
export async function buildSite({ root, env, logFile }) {
  const fd = openLog(logFile);
  try {
    await runLogged('build the programs', [path.join(root, 'scripts', 'build-programs.mjs')], { root, env, fd, logFile });
    await runLogged('npm run seed', [path.join(root, 'scripts', 'seed.mjs')], { root, env, fd, logFile });
    await runLogged('next build', [nextBin(root), 'build'], { root, env, fd, logFile });
  } finally {
    closeSync(fd);
  }
}

export async function runLogged(name, args, { root, env, fd, logFile, cwd = root }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', fd, fd], detached: true });
  const stop = () => killGroup(child.pid, 'SIGKILL');
  process.once('exit', stop);
  const code = await new Promise((resolve) => child.on('exit', (status, signal) => resolve(status ?? signal)));
  process.removeListener('exit', stop);
  if (code !== 0) throw new Error(`${name} failed (${code}). Last lines of ${logFile}:\n${tail(logFile)}`);
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Starts server.mjs (or, with `command`, another Node script and its arguments before the port)
 * on 127.0.0.1:`port` and waits until `readyPath` answers 200.
 */
export async function startServer({ root, env, port, logFile, readyPath = '/', timeoutMs = 120_000, command = [path.join(root, 'server.mjs')], cwd = root }) {
  const fd = openLog(logFile);
  const child = spawn(process.execPath, [...command, '-p', String(port), '-H', '127.0.0.1'], {
    cwd,
    env,
    stdio: ['ignore', fd, fd],
    detached: true, // own process group: stop() takes anything it started down with it
  });
  closeSync(fd);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  // Last resort if the benchmark dies without running its cleanup.
  const emergencyStop = () => killGroup(child.pid, 'SIGKILL');
  process.once('exit', emergencyStop);

  const server = {
    url: `http://127.0.0.1:${port}`,
    port,
    launcherPid: child.pid,
    logFile,
    /** The pid of the process that listens on the port, found once. */
    servingPid() {
      this._servingPid ??= findServingPid(child.pid, port);
      return this._servingPid;
    },
    async stop() {
      if (!exited) {
        killGroup(child.pid, 'SIGTERM');
        const deadline = Date.now() + 5_000;
        while (!exited && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      killGroup(child.pid, 'SIGKILL'); // anything left in the group
      process.removeListener('exit', emergencyStop);
    },
  };
  try {
    await waitForHttp(`${server.url}${readyPath}`, { timeoutMs, okStatuses: [200, 404], isAlive: () => !exited });
  } catch (error) {
    await server.stop();
    throw new Error(`${error.message}. Last lines of ${logFile}:\n${tail(logFile)}`);
  }
  return server;
}

/** Inodes of the sockets listening on `port` (from /proc/net/tcp and tcp6). */
function listeningInodes(port) {
  const inodes = new Set();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      const [, local, , state] = fields;
      if (state === '0A' && local.endsWith(`:${hexPort}`)) inodes.add(fields[9]);
    }
  }
  return inodes;
}

function ownsSocket(pid, inodes) {
  let fds = [];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  return fds.some((fd) => {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      return Boolean(match && inodes.has(match[1]));
    } catch {
      return false;
    }
  });
}

/** The process among `launcherPid` and its descendants that holds the listening socket on `port`. */
export function findServingPid(launcherPid, port) {
  const candidates = descendants(launcherPid);
  const inodes = listeningInodes(port);
  const owner = candidates.find((pid) => ownsSocket(pid, inodes));
  if (owner) return owner;
  throw new Error(`could not find the process serving port ${port} under pid ${launcherPid}`);
}
