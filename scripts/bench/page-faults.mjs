// What this host charges a process for each fresh page of memory. A new browser renderer (and
// Lighthouse loads every page in a new one) touches much of its memory for the first time while it
// loads the page, so where a first touch is dear, that load is slow and Lighthouse's TBT and LCP
// are high: the report shows the figure beside the Lighthouse results it helps to read.
import { execFileSync } from 'node:child_process';

const PAGE_BYTES = 4096;
const BLOCK_BYTES = 256 * 2 ** 20;
const ROUNDS = 3;

/** Runs in a child Node, so the blocks it maps are returned to the host when it ends. */
function probe(pageBytes, blockBytes, rounds) {
  const perPage = [];
  for (let round = 0; round < rounds; round++) {
    // Larger than malloc's mmap threshold: a fresh mapping no one has touched.
    const block = Buffer.allocUnsafeSlow(blockBytes);
    const start = process.hrtime.bigint();
    for (let offset = 0; offset < blockBytes; offset += pageBytes) block[offset] = 1;
    perPage.push(Number(process.hrtime.bigint() - start) / 1000 / (blockBytes / pageBytes));
  }
  perPage.sort((a, b) => a - b);
  process.stdout.write(JSON.stringify(perPage[Math.floor(rounds / 2)]));
}

/** Microseconds for the first write to a 4 KB page (median of 3 blocks of 256 MB), or null. */
export function firstTouchMicroseconds() {
  try {
    const source = `(${probe})(${PAGE_BYTES}, ${BLOCK_BYTES}, ${ROUNDS})`;
    const out = execFileSync(process.execPath, ['-e', source], { encoding: 'utf8', timeout: 60_000, stdio: ['ignore', 'pipe', 'ignore'] });
    return Math.round(Number(out) * 100) / 100;
  } catch {
    return null;
  }
}
