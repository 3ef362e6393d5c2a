// Load: throughput of cached pages with wrk (./wrk.mjs) against nginx serving the same gzipped
// bytes, and runLoad, autocannon's fixed number of requests, which the memory check uses.
// Each run also records the CPU the server and the load generator used: a server well below one
// core while the generator is near one means the figure is bounded by the client, not the server.
import autocannon from 'autocannon';
import { cpuSeconds, machineBusySeconds } from './proc.mjs';
import { runWrk } from './wrk.mjs';

export const median = (values) => {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One autocannon run: `duration` seconds or `amount` requests over `connections` connections.
 * `serverPids()` lists the processes whose CPU is counted as the server's.
 */
export async function runLoad({ url, connections = 32, duration, amount, serverPids = () => [] }) {
  const options = { url, connections, pipelining: 1, timeout: 10 };
  if (amount) options.amount = amount;
  else options.duration = duration;
  const pids = serverPids();
  const serverCpuStart = cpuSeconds(pids);
  const clientCpuStart = process.cpuUsage();
  const machineStart = machineBusySeconds();
  const wallStart = process.hrtime.bigint();
  const result = await autocannon(options);
  const wallSeconds = Number(process.hrtime.bigint() - wallStart) / 1e9;
  const clientCpu = process.cpuUsage(clientCpuStart);
  const machineSeconds = machineBusySeconds() - machineStart;
  const serverSeconds = pids.length ? cpuSeconds(pids) - serverCpuStart : 0;
  const clientSeconds = (clientCpu.user + clientCpu.system) / 1e6;
  const percent = (seconds) => Math.round((seconds / wallSeconds) * 100);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    totalRequests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationS: Math.round(result.duration * 10) / 10,
    serverCpuPercent: pids.length ? percent(serverSeconds) : null,
    clientCpuPercent: percent(clientSeconds),
    // Everything else the machine ran meanwhile (other engineers' builds and browsers): the noise.
    otherCpuPercent: Math.max(0, percent(machineSeconds - serverSeconds - clientSeconds)),
  };
}

/** The sides put under load, in the order each round runs them. */
export const LOAD_SIDES = [
  { key: 'next', label: 'npm start' },
  { key: 'nginx', label: 'nginx alone' },
  { key: 'topology', label: 'nginx + 2 instances' },
];

/**
 * For each target { key, path, urls: { next, nginx, topology? } }: after a short warm-up of every
 * side, `rounds` wrk runs of `duration` seconds per side, alternating, so that a busy spell on the
 * shared machine hits them all. Every run starts after `restSeconds` without load: a run straight
 * after another one measured up to a quarter slower (the topology at 0.56-0.61 of nginx alone
 * right after nginx alone's run, 0.78-0.81 after a 3 s rest).
 * Returns per target the runs, their medians and each side's ratio to nginx alone serving the same
 * gzipped bytes.
 */
export async function compareWithNginx({ targets, pidsOf, rounds = 3, duration = 15, connections = 32, warmupSeconds = 2, restSeconds = 3, log = () => {} }) {
  const rest = () => new Promise((resolve) => setTimeout(resolve, restSeconds * 1000));
  const results = {};
  for (const target of targets) {
    const sides = LOAD_SIDES.filter((side) => target.urls[side.key]);
    for (const side of sides) await runWrk({ url: target.urls[side.key], connections, duration: warmupSeconds });
    const runs = Object.fromEntries(sides.map((side) => [side.key, []]));
    for (let round = 1; round <= rounds; round += 1) {
      for (const side of sides) {
        await rest();
        runs[side.key].push(await runWrk({ url: target.urls[side.key], connections, duration, serverPids: pidsOf[side.key] }));
      }
      const line = sides
        .map((side) => {
          const run = runs[side.key].at(-1);
          return `${side.label} ${run.requestsPerSecond} req/s, p99 ${run.latencyP99Ms} ms (CPU % server ${run.serverCpuPercent}, wrk ${run.clientCpuPercent}, others ${run.otherCpuPercent})`;
        })
        .join('; ');
      log(`  load ${target.key} round ${round}/${rounds}: ${line}`);
    }
    const nginxRps = median(runs.nginx.map((run) => run.requestsPerSecond));
    const summary = (list) => {
      const rps = median(list.map((run) => run.requestsPerSecond));
      return {
        requestsPerSecond: rps,
        ratioToNginx: nginxRps ? Math.round((rps / nginxRps) * 1000) / 1000 : null,
        latencyP50Ms: median(list.map((run) => run.latencyP50Ms)),
        latencyP99Ms: median(list.map((run) => run.latencyP99Ms)),
        serverCpuPercent: median(list.map((run) => run.serverCpuPercent)),
        clientCpuPercent: median(list.map((run) => run.clientCpuPercent)),
        otherCpuPercent: median(list.map((run) => run.otherCpuPercent)),
        non2xx: list.reduce((sum, run) => sum + run.non2xx, 0),
        errors: list.reduce((sum, run) => sum + run.errors + run.timeouts, 0),
        runs: list,
      };
    };
    results[target.key] = {
      path: target.path,
      status: target.status,
      gzipBytes: target.gzipBytes,
      nextHeaders: target.nextHeaders,
      topologyCache: target.topologyCache,
      ...Object.fromEntries(sides.map((side) => [side.key, summary(runs[side.key])])),
    };
  }
  return results;
}
