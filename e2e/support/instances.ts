import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { e2eServerEnv } from './server-env';

/** Another instance of the site under test: same build, same store, its own process and port. */
export interface Instance {
  url: string;
  /** The server's process id: what a spec measures the memory of. */
  pid: number;
  /** What the process printed so far. */
  output(): string;
  /** Stops the process (SIGKILL after 5 s) and resolves once it is gone. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/** How the instance is started: `npm start` (server.mjs, the default), or `next start` as platforms do. */
export type StartCommand = 'server.mjs' | 'next start';

const NEXT_BIN = path.resolve(__dirname, '..', '..', 'node_modules', 'next', 'dist', 'bin', 'next');

/**
 * Starts an instance. `env` replaces variables of the shared environment: a DATA_DIR and
 * MONGODB_URI of its own give it a store of its own (e2e/support/own-store.ts), for a spec whose
 * changes (a site-wide setting) must not reach the specs running beside it.
 */
export async function startInstance(port: number, command: StartCommand = 'server.mjs', env: Record<string, string> = {}): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`;
  // `next start` given a host of its own (-H 127.0.0.1) compares proxy.ts's rewrites with that
  // host but hands proxy.ts URLs on localhost, and so fetches every rewritten page over HTTP:
  // platforms start it without one, on every interface, as here.
  const args = command === 'server.mjs' ? ['server.mjs', '-H', '127.0.0.1'] : [NEXT_BIN, 'start'];
  const child: ChildProcess = spawn(process.execPath, [...args, '-p', String(port)], {
    cwd: path.resolve(__dirname, '..', '..'),
    env: { ...process.env, ...e2eServerEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The instance on port ${port} exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return { url, pid: child.pid!, output: () => output, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The instance on port ${port} did not answer within ${READY_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
