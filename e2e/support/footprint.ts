import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the server keeps, as a spec can measure it: the resident memory of its process, and the
 * bytes of Next's caches on disk (the build's rendered pages and those written since, under
 * .next/server, and .next/cache).
 */

/** The resident set size of process `pid`, in bytes (Linux). */
export function residentBytes(pid: number): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kilobytes === undefined) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    try {
      total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
    } catch {
      // removed while being counted (Next replaces files as it writes)
    }
  }
  return total;
}

/** The bytes of Next's page and route caches on disk. */
export function nextCacheDiskBytes(): number {
  return ['server', 'cache'].reduce((sum, name) => sum + folderBytes(path.resolve('.next', name)), 0);
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
