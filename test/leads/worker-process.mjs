// Child process entry: `node test/leads/worker-process.mjs '<WorkerProcessConfig as JSON>'`.
// Runs the delivery worker (worker-process.ts) until killed, or until SIGTERM stops it cleanly.
// Prints "ready" once the worker runs.
import { importTs } from '../../scripts/lib/load-ts.mjs';

const config = JSON.parse(process.argv[2] ?? '{}');
const { startWorkerProcess } = await importTs('test/leads/worker-process.ts');
const running = await startWorkerProcess(config);
// The worker's timer does not keep the process alive; this does, until a signal.
const keepAlive = setInterval(() => undefined, 60_000);
process.on('SIGTERM', () => {
  clearInterval(keepAlive);
  running.stop().finally(() => process.exit(0));
});
process.stdout.write('ready\n');
