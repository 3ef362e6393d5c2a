// Load runs with autocannon (its Node API). Plain keep-alive GETs without an Accept-Encoding
// header, so Next and nginx both send the identity-encoded HTML: the same bytes on both sides.
// Each run also records the CPU the server and the load generator used: a server well below one
// core while autocannon is near one means the figure is bounded by the client, not the server.
import autocannon from 'autocannon';
import { cpuSeconds, machineBusySeconds } from './proc.mjs';

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

/**
 * For each target { key, path, nextUrl, nginxUrl }: after a short warm-up of both, `rounds` runs
 * of `duration` seconds, alternating Next and nginx so that a busy spell on the shared machine
 * hits both. Returns per target the runs and their medians.
 */
export async function compareWithNginx({ targets, nextPids, nginxPids, rounds = 3, duration = 15, connections = 32, warmupSeconds = 2, log = () => {} }) {
  const results = {};
  for (const target of targets) {
    await runLoad({ url: target.nextUrl, connections, duration: warmupSeconds });
    await runLoad({ url: target.nginxUrl, connections, duration: warmupSeconds });
    const next = [];
    const nginx = [];
    for (let round = 1; round <= rounds; round += 1) {
      next.push(await runLoad({ url: target.nextUrl, connections, duration, serverPids: nextPids }));
      nginx.push(await runLoad({ url: target.nginxUrl, connections, duration, serverPids: nginxPids }));
      const [n, g] = [next.at(-1), nginx.at(-1)];
      log(
        `  load ${target.key} round ${round}/${rounds}: next ${n.requestsPerSecond} req/s, p99 ${n.latencyP99Ms} ms (CPU % next ${n.serverCpuPercent}, autocannon ${n.clientCpuPercent}, others ${n.otherCpuPercent}); nginx ${g.requestsPerSecond} req/s (CPU % nginx ${g.serverCpuPercent}, autocannon ${g.clientCpuPercent}, others ${g.otherCpuPercent})`,
      );
    }
    const nextRps = median(next.map((run) => run.requestsPerSecond));
    const nginxRps = median(nginx.map((run) => run.requestsPerSecond));
    results[target.key] = {
      path: target.path,
      status: target.status,
      htmlBytes: target.htmlBytes,
      nextHeaders: target.nextHeaders,
      nextRequestsPerSecond: nextRps,
      nginxRequestsPerSecond: nginxRps,
      ratio: nginxRps ? Math.round((nextRps / nginxRps) * 1000) / 1000 : null,
      nextLatencyP50Ms: median(next.map((run) => run.latencyP50Ms)),
      nextLatencyP99Ms: median(next.map((run) => run.latencyP99Ms)),
      nextServerCpuPercent: median(next.map((run) => run.serverCpuPercent)),
      nextClientCpuPercent: median(next.map((run) => run.clientCpuPercent)),
      nginxServerCpuPercent: median(nginx.map((run) => run.serverCpuPercent)),
      nginxClientCpuPercent: median(nginx.map((run) => run.clientCpuPercent)),
      otherCpuPercent: median([...next, ...nginx].map((run) => run.otherCpuPercent)),
      nextNon2xx: next.reduce((sum, run) => sum + run.non2xx, 0),
      nextErrors: next.reduce((sum, run) => sum + run.errors + run.timeouts, 0),
      nginxNon2xx: nginx.reduce((sum, run) => sum + run.non2xx, 0),
      nextRuns: next,
      nginxRuns: nginx,
    };
  }
  return results;
}
