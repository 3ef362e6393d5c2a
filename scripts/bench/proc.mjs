// Reading processes from /proc (Linux): children, resident memory, CPU time.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

let clockTicks;
function ticksPerSecond() {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** Direct children of `pid` (all its threads'). */
export function childrenOf(pid) {
  const found = [];
  let tasks = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return found;
  }
  for (const task of tasks) {
    try {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) found.push(...text.split(/\s+/).map(Number));
    } catch {
      // the thread ended
    }
  }
  return found;
}

/** `pid` and every process below it. */
export function descendants(pid) {
  const all = [];
  const queue = [pid];
  while (queue.length) {
    const current = queue.shift();
    all.push(current);
    queue.push(...childrenOf(current));
  }
  return all;
}

/** VmRSS of `pid` in KiB. */
export function residentKiB(pid) {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]);
}

/** User + system CPU seconds used so far by the processes `pids` (ended ones count 0). */
export function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // fields after the command name, which is in parentheses and may contain spaces
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    } catch {
      // ended
    }
  }
  return ticks / ticksPerSecond();
}

/** CPU seconds the whole machine spent busy so far (all cores; steal counted as busy). */
export function machineBusySeconds() {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + (steal || 0)) / ticksPerSecond();
}
