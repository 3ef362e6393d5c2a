import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { openCaseSchema } from '@/lib/cases/case-schemas';
import { changeStage, openCase } from '@/lib/cases/case-service';
import { documentKeyring } from '@/lib/cases/document-key';
import { vaultFor } from '@/lib/cases/document-vault';
import { uploadDocument } from '@/lib/cases/upload-document';
import { planDeliveries } from '@/lib/leads/delivery-plan';
import type { Store } from '@/lib/store/store';
import { minimalPdf } from '@/test/cases/sample-files';
import { visaFields } from '@/test/fixtures';
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

const DOCUMENTS_KEY = 'd'.repeat(64);
const DAY = 86_400_000;

/**
 * A case submitted 40 days ago with one uploaded document, so the worker's retention job finds it
 * due on its first pass: the job only runs inside the worker's loop, so the built bundle must carry it.
 */
async function caseWithDueDocument(store: Store, dataDir: string) {
  const now = new Date(Date.now() - 40 * DAY);
  const keyring = documentKeyring({ DOCUMENTS_KEY, DOCUMENTS_OLD_KEYS: [], DATA_DIR: dataDir, NODE_ENV: 'test', NEXT_PHASE: undefined });
  const deps = { store, keyring, siteUrl: 'http://localhost:3000', siteName: 'Ztart Visa', now };
  const staff = { id: null, name: 'Consultant' };
  const consultant = await store.admins.create({ email: 'programs-sales@ztart.test', passwordHash: 'x', displayName: 'Sara', role: 'sales' });
  const visa = await store.visas.create(visaFields({ questions: [{ question: 'Which documents are required?', answer: '<ul><li>Passport</li></ul>' }] }));
  const input = openCaseSchema.parse({ visaSlug: visa.slug, applicantName: 'Amal', applicantEmail: 'amal@example.com', travellers: 'Amal', consultantId: consultant._id });
  const record = await openCase(deps, staff, input);
  const vault = await vaultFor(store, dataDir);
  const ref = { travellerId: record.travellers[0]!.id, itemId: record.travellers[0]!.checklist[0]!.id };
  const { file } = await uploadDocument({ store, keyring, vault, siteUrl: deps.siteUrl, now: () => now }, record, ref, { bytes: Readable.from([minimalPdf('x')]), fileName: 'passport.pdf' });
  await changeStage(deps, staff, { caseId: record._id, stage: 'submitted' });
  return { caseId: record._id, location: file.location, vault };
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
      DOCUMENTS_KEY,
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
      const due = await caseWithDueDocument(store, dataDir);
      const started = spawn(process.execPath, [path.join(root, 'scripts/worker.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      worker = started;
      let output = '';
      started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => started.on('exit', (code) => resolve(code)));
      await until(async () => output.includes('Delivery worker running'), 'the worker to start');
      await until(async () => (await store.submissions.getById(submission._id))?.deliveries.email?.status === 'delivered', 'the e-mail delivery');
      // The case's stage e-mail goes out through the same loop, into the same outbox.
      await until(async () => (await store.caseNotices.listForCase(due.caseId)).every((notice) => notice.delivery.status === 'delivered'), 'the case e-mail');
      const caseNotices = (await store.caseNotices.listForCase(due.caseId)).length;
      expect(caseNotices).toBeGreaterThan(0);
      expect(readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'))).toHaveLength(1 + caseNotices);
      await until(async () => Boolean((await store.cases.get(due.caseId))?.documentsDeletedAt), 'the case documents retention');
      expect(await due.vault.exists(due.location)).toBe(false);
      expect(await store.caseFiles.listForCase(due.caseId)).toEqual([]);
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
