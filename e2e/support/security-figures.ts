import { mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The figures the security specs print ("authorisation cases tried: N, let through: 0"). Each test
 * writes the cases it tried to a file of its own (so a retried test replaces, never adds to, its
 * earlier record), and any worker's afterAll adds the files of one spec up: tests of one spec may
 * run in several workers, each with its own memory, so counting in memory would split the total.
 */

const ROOT = path.resolve('test-results');
const CASES_DIR = path.join(ROOT, 'security-cases');
export const FIGURES_FILE = path.join(ROOT, 'security-figures.json');

export interface CaseOutcome {
  /** A stable, distinct name of the input or request, e.g. "PUT update-testimonial data.title={$gt}". */
  id: string;
  /** True when the server let it through: the figure every spec expects to be 0. */
  failed: boolean;
  detail?: string;
}

/** The cases one test tried, kept as it goes and written when it ends. */
export class CaseLog {
  readonly outcomes = new Map<string, CaseOutcome>();
  constructor(readonly spec: string, readonly test: string) {}

  record(id: string, failed: boolean, detail?: string): boolean {
    // The same input tried twice is one distinct input; it fails if either try failed.
    const earlier = this.outcomes.get(id);
    this.outcomes.set(id, { id, failed: failed || Boolean(earlier?.failed), detail: failed ? detail : earlier?.detail });
    return !failed;
  }

  get failures(): CaseOutcome[] {
    return [...this.outcomes.values()].filter((outcome) => outcome.failed);
  }

  save(): void {
    mkdirSync(CASES_DIR, { recursive: true });
    const file = path.join(CASES_DIR, `${this.spec}--${this.test.replace(/[^\w-]+/g, '_').slice(0, 120)}.json`);
    writeFileSync(file, JSON.stringify([...this.outcomes.values()]));
  }
}

/** Every distinct case of one spec over all of its tests so far: how many were tried and failed. */
export function specTotals(spec: string): { tried: number; failed: CaseOutcome[] } {
  const all = new Map<string, CaseOutcome>();
  let files: string[] = [];
  try {
    files = readdirSync(CASES_DIR).filter((name) => name.startsWith(`${spec}--`));
  } catch {
    // no case recorded yet
  }
  for (const name of files) {
    for (const outcome of JSON.parse(readFileSync(path.join(CASES_DIR, name), 'utf8')) as CaseOutcome[]) {
      const earlier = all.get(outcome.id);
      all.set(outcome.id, earlier?.failed ? earlier : outcome);
    }
  }
  const outcomes = [...all.values()];
  return { tried: outcomes.length, failed: outcomes.filter((outcome) => outcome.failed) };
}

/**
 * Merges `figures` under `key` into test-results/security-figures.json, keeping what other specs
 * wrote under their keys. A lock directory makes the read-merge-write safe across workers.
 */
export function writeFigures(key: string, figures: Record<string, unknown>): void {
  mkdirSync(ROOT, { recursive: true });
  const lock = `${FIGURES_FILE}.lock`;
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) break; // a stale lock from a killed run: write anyway
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  try {
    let current: Record<string, unknown> = {};
    try {
      current = JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as Record<string, unknown>;
    } catch {
      // first writer
    }
    current[key] = { ...figures, updatedAt: new Date().toISOString() };
    const temporary = `${FIGURES_FILE}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(current, null, 2)}\n`);
    renameSync(temporary, FIGURES_FILE);
  } finally {
    try {
      rmdirSync(lock);
    } catch {
      // already gone
    }
  }
}
