import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createLocalImageStore } from '@/lib/images/local-image-store';
import type { ContentServiceDeps } from '@/lib/content/content-service';
import { saveRecordDraft, scheduleDraft } from '@/lib/publishing/draft-service';
import { visaService } from '@/lib/content/visa-service';
import { visaFields } from '@/test/fixtures';
import { availableAdapters } from '@/test/store-adapters';
import { createPublishingScheduler } from './scheduler';

describe.each(availableAdapters())('the publishing scheduler [$name]', (adapter) => {
  let dir: string;
  let deps: ContentServiceDeps;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'scheduler-'));
    const opened = await adapter.open();
    dispose = opened.dispose;
    deps = { store: opened.store, images: createLocalImageStore(dir), revalidate: () => undefined };
  });
  afterEach(async () => {
    await dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a draft it publishes at its time is in the audit log: the scheduler as actor, for the account that scheduled it', async () => {
    const account = await deps.store.admins.create({ email: 'omar@example.ae', passwordHash: 'h', displayName: 'Omar', role: 'editor' });
    const by = { id: account._id, name: 'Omar' };
    const { imageURL: _image, ...input } = visaFields();
    const image = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#1d4e89' } }).png().toBuffer();
    const visa = await visaService.create(deps, { ...input, title: 'Oman visa' }, image, by);
    const draft = await saveRecordDraft(deps, 'visa', visa.slug, { ...input, title: 'Oman visa 2027' }, null, by);
    await scheduleDraft(deps, draft._id, new Date('2026-12-01T05:00:00.000Z'), by, new Date('2026-11-30T00:00:00.000Z'));

    const logged: string[] = [];
    const scheduler = createPublishingScheduler({ deps: async () => deps, now: () => new Date('2026-12-01T05:00:01.000Z'), log: (line) => void logged.push(line) });
    await scheduler.tick();

    expect((await deps.store.visas.getById(visa._id))?.title).toBe('Oman visa 2027');
    const [entry] = await deps.store.audit.list({ action: 'publish' });
    expect(entry).toMatchObject({ actor: { id: account._id, email: 'scheduler' }, target: `visa ${visa.slug}`, detail: 'at the time Omar (omar@example.ae) scheduled', ip: null });
    expect(logged).toEqual([`Published the scheduled visa "Oman visa 2027" (${visa.slug})`]);
  });
});
