// One load run with wrk (Debian's `wrk`, C, one thread): unlike a Node load generator it does not
// saturate its core before nginx does, so nginx's figure is nginx's. Every request asks for gzip,
// as browsers do, so each side sends the compressed page.
import { spawn } from 'node:child_process';
import { cpuSeconds, machineBusySeconds } from './proc.mjs';

export const WRK_PATH = process.env.WRK_PATH || '/usr/bin/wrk';
export const WRK_THREADS = 1;

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** "1.23ms" → 1.23 */
function toMs(text) {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text);
  if (!match) throw new Error(`wrk printed a latency it cannot read: ${text}`);
  return Math.round(Number(match[1]) * UNIT_MS[match[2]] * 1000) / 1000;
}

/** The figures of wrk's report (run with --latency). */
export function parseWrk(output) {
  const requestsPerSecond = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!requestsPerSecond) throw new Error(`wrk printed no Requests/sec:\n${output}`);
  const percentile = (p) => {
    const match = new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output);
    return match ? toMs(match[1]) : null;
  };
  const total = /(\d+) requests in/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const max = /Latency\s+\S+\s+\S+\s+(\S+)/.exec(output);
  return {
    requestsPerSecond: Math.round(Number(requestsPerSecond[1])),
    totalRequests: total ? Number(total[1]) : null,
    latencyP50Ms: percentile(50),
    latencyP99Ms: percentile(99),
    latencyMaxMs: max ? toMs(max[1]) : null,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    errors: socket ? socket.slice(1, 4).reduce((sum, n) => sum + Number(n), 0) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
  };
}

/**
 * wrk -t1 -c`connections` -d`duration`s against `url`, with the CPU used meanwhile by the
 * server (`serverPids()`), by wrk itself (sampled from /proc while it runs, so the last few
 * hundred milliseconds are missing) and by everything else on the machine.
 */
export async function runWrk({ url, connections = 32, duration, serverPids = () => [] }) {
  const pids = serverPids();
  const serverCpuStart = cpuSeconds(pids);
  const machineStart = machineBusySeconds();
  const wallStart = process.hrtime.bigint();
  const child = spawn(WRK_PATH, [`-t${WRK_THREADS}`, `-c${connections}`, `-d${duration}s`, '--latency', '-H', 'Accept-Encoding: gzip', url], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (part) => (output += part));
  child.stderr.on('data', (part) => (output += part));
  let clientSeconds = 0;
  const sampler = setInterval(() => {
    clientSeconds = Math.max(clientSeconds, cpuSeconds([child.pid]));
  }, 200);
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  }).finally(() => clearInterval(sampler));
  if (code !== 0) throw new Error(`wrk exited with status ${code}:\n${output}`);
  const wallSeconds = Number(process.hrtime.bigint() - wallStart) / 1e9;
  const serverSeconds = pids.length ? cpuSeconds(pids) - serverCpuStart : 0;
  const machineSeconds = machineBusySeconds() - machineStart;
  const percent = (seconds) => Math.round((seconds / wallSeconds) * 100);
  return {
    ...parseWrk(output),
    durationS: Math.round(wallSeconds * 10) / 10,
    serverCpuPercent: pids.length ? percent(serverSeconds) : null,
    clientCpuPercent: percent(clientSeconds),
    // Everything else the machine ran meanwhile (other engineers' builds and browsers): the noise.
    otherCpuPercent: Math.max(0, percent(machineSeconds - serverSeconds - clientSeconds)),
  };
}
