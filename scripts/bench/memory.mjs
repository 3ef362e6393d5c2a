// Resident memory of the serving process (VmRSS) before and after two equal load runs: steady
// growth between the runs points at a leak, growth during the first run is mostly warm-up.
import { runLoad } from './load.mjs';
import { residentKiB } from './proc.mjs';

export async function measureMemory({ pid, url, amount = 50_000, connections = 32, settleMs = 2_000, log = () => {} }) {
  const settle = () => new Promise((resolve) => setTimeout(resolve, settleMs));
  const before = residentKiB(pid);
  const run1 = await runLoad({ url, connections, amount, serverPids: () => [pid] });
  await settle();
  const after1 = residentKiB(pid);
  log(`  memory: ${Math.round(before / 1024)} MiB before, ${Math.round(after1 / 1024)} MiB after run 1 (${run1.requestsPerSecond} req/s)`);
  const run2 = await runLoad({ url, connections, amount, serverPids: () => [pid] });
  await settle();
  const after2 = residentKiB(pid);
  log(`  memory: ${Math.round(after2 / 1024)} MiB after run 2 (${run2.requestsPerSecond} req/s)`);
  return {
    pid,
    url,
    amount,
    connections,
    rssBeforeKiB: before,
    rssAfterRun1KiB: after1,
    rssAfterRun2KiB: after2,
    growthBetweenRunsPercent: Math.round(((after2 - after1) / after1) * 1000) / 10,
    runs: [run1, run2],
  };
}
