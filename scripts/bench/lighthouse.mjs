// Lighthouse (default mobile preset: Moto G Power-sized screen, simulated slow 4G and 4x CPU
// slowdown) in Debian's Chromium. One Chromium serves every run; if a run fails with a browser or
// protocol error, that Chromium is replaced and the run tried once more.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export function chromeFlags() {
  return [
    '--headless=new',
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ];
}

const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** A few words on what an audit found: its first items' element, URL or text. */
function auditDetail(audit) {
  const items = audit?.details?.items ?? [];
  const describe = (item) =>
    item.node?.snippet ?? item.sourceLocation?.url ?? item.url ?? (item.href ? `${item.text ?? ''} → ${item.href}` : item.description ?? null);
  const parts = [...new Set(items.map(describe).filter(Boolean))].slice(0, 3);
  return parts.length ? `${parts.join(', ')}${items.length > parts.length ? ', …' : ''}` : '';
}

function scriptTransfer(lhr) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return { scriptCount: scripts.length, scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) };
}

/** The figures the report needs from one Lighthouse result. */
function summarize(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    // Scripts the page actually loaded during the run (a cross-check of js-weight.mjs, which
    // only sees what the HTML references).
    ...scriptTransfer(lhr),
    // Lighthouse's own measure of how fast the host CPU was during the run (higher is faster).
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    // Audits that cost points outside performance: what to look at when a score is below 100.
    failedAudits: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => ({ category, id: ref.id, detail: auditDetail(lhr.audits[ref.id]) })),
    ),
    warnings: lhr.runWarnings ?? [],
  };
}

/** The run in the middle when the runs are ordered by performance score. */
export function medianByPerformance(runs) {
  const sorted = [...runs].sort((a, b) => a.summary.performance - b.summary.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export async function createLighthouse({ chromePath, log = () => {}, saveDir }) {
  let chrome = null;
  let emergencyStop = null;
  const launch = async () => {
    // handleSIGINT off: the benchmark's own handler stops the server and nginx as well.
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromeFlags(), handleSIGINT: false, logLevel: 'silent' });
    const { pid } = chrome;
    // Last resort if the benchmark dies without running its cleanup (Chromium leads its group).
    emergencyStop = () => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // gone
      }
    };
    process.once('exit', emergencyStop);
  };
  const close = async () => {
    if (!chrome) return;
    const current = chrome;
    chrome = null;
    process.removeListener('exit', emergencyStop);
    try {
      await current.kill();
    } catch {
      // already gone
    }
  };
  const version = async () => {
    if (!chrome) await launch();
    const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    return (await response.json()).Browser;
  };

  const runOnce = async (url, { ignoreStatusCode }) => {
    if (!chrome) await launch();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableFullPageScreenshot: true, // no effect on any score; saves time
      ignoreStatusCode, // a page that is meant to answer other than 200 is measured anyway
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (score(lhr, 'performance') === null) throw new Error('no performance score (the page did not load?)');
    return lhr;
  };

  /** One Lighthouse run; on failure, a fresh Chromium and one more try. */
  const runWithRetry = async (target, index, errors) => {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const started = Date.now();
      try {
        const lhr = await runOnce(target.url, { ignoreStatusCode: Boolean(target.ignoreStatusCode) });
        log(`  lighthouse run ${index}, ${target.key}: performance ${score(lhr, 'performance')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        return lhr;
      } catch (error) {
        errors.push(`run ${index} attempt ${attempt}: ${error.message}`);
        log(`  lighthouse run ${index}, ${target.key}, attempt ${attempt} failed: ${error.message}; relaunching Chromium`);
        await close();
      }
    }
    return null;
  };

  /**
   * `runs` Lighthouse runs of every target { key, url, ignoreStatusCode }, taken round-robin (run 1
   * of every page, then run 2, …) so that a busy spell on the shared machine does not fall on
   * all the runs of one page. Returns per key { runs: [summaries], median, errors }.
   */
  const measure = async (targets, { runs = 3 } = {}) => {
    const collected = Object.fromEntries(targets.map((target) => [target.key, { done: [], errors: [] }]));
    for (let index = 1; index <= runs; index += 1) {
      for (const target of targets) {
        const entry = collected[target.key];
        const lhr = await runWithRetry(target, index, entry.errors);
        if (lhr) entry.done.push({ summary: summarize(lhr), lhr });
      }
    }
    const results = {};
    for (const [key, { done, errors }] of Object.entries(collected)) {
      if (!done.length) {
        results[key] = { runs: [], median: null, errors };
        continue;
      }
      const median = medianByPerformance(done);
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(path.join(saveDir, `${key}.json`), JSON.stringify(median.lhr));
      }
      results[key] = { runs: done.map((run) => run.summary), median: median.summary, errors };
    }
    return results;
  };

  return { measure, close, version, pid: () => chrome?.pid };
}
