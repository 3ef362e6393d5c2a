// Starts the MongoDB-wire-compatible test server (test/mongo-wire-server, in memory) on a free
// loopback port for one test run, and makes sure it dies with the run.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../bench/http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const startScript = path.join(root, 'test', 'mongo-wire-server', 'start');
// The first start on a fresh machine installs Java, netty and slf4j from Debian: minutes, not seconds.
const READY_TIMEOUT_MS = 10 * 60_000;

/**
 * Resolves { uri, port, stop } once the server accepts connections and answers a ping, on `port`
 * when given (a test that starts the database after the site), else on a free one.
 * `uri` names no database: each test run or suite adds its own. The server runs in a process group
 * of its own (`start` execs java), killed by stop(), and also when this process exits for any
 * reason; a caller that handles SIGINT/SIGTERM calls stop() (scripts/lib/cleanups.mjs does).
 */
export async function startMongoWire({ port: wanted, log = (line) => console.error(`[mongo-wire] ${line}`) } = {}) {
  const port = wanted ?? (await freePort());
  const started = Date.now();
  const child = spawn('bash', [startScript, String(port)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = code ?? signal))));

  // Synchronous, so it runs on process.exit() too: nothing may outlive the run.
  const killNow = () => killGroup(child.pid, 'SIGKILL');
  process.on('exit', killNow);

  async function stop() {
    process.removeListener('exit', killNow);
    if (exited !== null) return;
    killGroup(child.pid, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), 5_000);
    await exit;
    clearTimeout(timer);
  }

  try {
    await waitUntilServing(port, () => exited, started);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\nLast output of ${path.relative(root, startScript)}:\n${output.trim()}`);
  }
  log(`MongoDB wire server on 127.0.0.1:${port} (pid ${child.pid}), ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { uri: `mongodb://127.0.0.1:${port}`, port, stop };
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Waits until the port answers a MongoDB ping (a TCP accept alone could be someone else's server). */
async function waitUntilServing(port, exitedWith, started) {
  const mongoose = (await import('mongoose')).default;
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (exitedWith() !== null) throw new Error(`the MongoDB wire server exited before it was ready (${exitedWith()})`);
    if (await accepts(port)) {
      const connection = mongoose.createConnection(`mongodb://127.0.0.1:${port}/admin`, { serverSelectionTimeoutMS: 2_000 });
      try {
        await connection.asPromise();
        await connection.db.admin().ping();
        return;
      } catch {
        // listening but not answering yet
      } finally {
        await connection.close().catch(() => undefined);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the MongoDB wire server did not answer on 127.0.0.1:${port} within ${READY_TIMEOUT_MS / 1000} s`);
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
