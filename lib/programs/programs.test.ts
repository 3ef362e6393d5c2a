import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { planDeliveries } from '@/lib/leads/delivery-plan';
import { validFields } from '@/test/leads/forms';
import { availableAdapters } from '@/test/store-adapters';

/**
 * The command-line programs production runs are built JavaScript (scripts/build-programs.mjs),
 * started through their `npm run` scripts: built here, then run on each store as an operator
 * would, with the site's environment and no TypeScript loader.
 */
const root = path.resolve(__dirname, '..', '..');

function run(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, script), ...args], { cwd: root, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, output: `${stdout}${stderr}` });
    });
  });
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  const build = await run('scripts/build-programs.mjs', [], process.env);
  expect(build).toMatchObject({ code: 0 });
}, 60_000);

describe.each(availableAdapters())('the built programs [$name]', (adapter) => {
  test('seed fills a new store, the worker delivers what is pending and stops on SIGTERM, the reset names an unknown account', async () => {
    const opened = await adapter.open();
    // E-mails go to DATA_DIR/outbox without SMTP, on MongoDB too: a folder of this test's own.
    const dataDir = opened.location.kind === 'sqlite' ? path.dirname(opened.location.file) : mkdtempSync(path.join(tmpdir(), 'programs-'));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      MONGODB_URI: opened.location.kind === 'mongodb' ? opened.location.uri : '',
      SITE_URL: 'http://localhost:3000',
      LEAD_API_URL: '',
      SMTP_URL: '',
      MAIL_TO: '',
      COMPANY_EMAIL: '',
    };
    let worker: ChildProcess | undefined;
    try {
      const seed = await run('scripts/seed.mjs', [], env);
      expect(seed.code).toBe(0);
      expect(seed.output).toMatch(/Store ready \((sqlite|mongodb)\): \d+ visas/);

      const { store } = opened;
      const { submission } = await store.submissions.create({
        kind: 'contact',
        fields: validFields.contact,
        idempotencyKey: crypto.randomUUID(),
        deliveries: planDeliveries('contact', { crmConfigured: false }, new Date()),
      });
      const started = spawn(process.execPath, [path.join(root, 'scripts/worker.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      worker = started;
      let output = '';
      started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => started.on('exit', (code) => resolve(code)));
      await until(async () => output.includes('Delivery worker running'), 'the worker to start');
      await until(async () => (await store.submissions.getById(submission._id))?.deliveries.email?.status === 'delivered', 'the e-mail delivery');
      expect(readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'))).toHaveLength(1);
      started.kill('SIGTERM');
      expect(await exited).toBe(0);

      const reset = await run('scripts/reset-second-factor.mjs', ['nobody@ztartvisa.test'], env);
      expect(reset).toMatchObject({ code: 1, output: expect.stringContaining('No account has the e-mail nobody@ztartvisa.test.') });
    } finally {
      if (worker?.exitCode === null) worker.kill('SIGKILL');
      await opened.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
