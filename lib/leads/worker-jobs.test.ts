/**
 * Other work on the delivery worker's loop (the cases' e-mails and document retention): each job
 * runs on a pass at its own pace with the worker's clock, and one that fails neither stops the
 * others nor the deliveries.
 */
import { availableAdapters } from '@/test/store-adapters';
import { createDeliveryWorker, type WorkerJob } from './worker';

describe.each(availableAdapters().slice(0, 1))('worker jobs [$name]', (adapter) => {
  test('each job runs with the worker’s clock and its own pace; a failing one is logged and the rest go on', async () => {
    const { store, dispose } = await adapter.open();
    const moved = new Date('2030-01-01T00:00:00.000Z');
    const runs: Array<[string, string]> = [];
    const logs: string[] = [];
    const jobs: WorkerJob[] = [
      { name: 'every pass', everyMs: 0, run: async (_store, now) => runs.push(['every pass', now.toISOString()]) },
      { name: 'hourly', everyMs: 3_600_000, run: async (_store, now) => runs.push(['hourly', now.toISOString()]) },
      {
        name: 'broken',
        everyMs: 0,
        run: async () => {
          throw new Error('vault unreachable');
        },
      },
    ];
    const worker = createDeliveryWorker({ store, deliverers: {}, jobs, now: () => moved, log: (message) => logs.push(message) });
    await worker.tick();
    await worker.tick();
    await worker.stop();
    expect(runs).toEqual([
      ['every pass', moved.toISOString()],
      ['hourly', moved.toISOString()],
      ['every pass', moved.toISOString()],
    ]);
    expect(logs).toEqual(['broken: vault unreachable', 'broken: vault unreachable']);
    await dispose();
  });
});
