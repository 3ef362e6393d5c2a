import { isHome } from './pages.mjs';

// The budgets, checked against the measured figures. Lighthouse figures are held to the floor (a
// bare Next.js page built with the same Next, measured in the same run) plus a margin, as
// DESIGN.md ("Measuring performance on these machines") says; both figures are reported.
export const BUDGETS = {
  performanceFloorMargin: 1, // at least the floor's score minus this
  categoryScore: 100, // accessibility, best practices, SEO
  clsMax: 0,
  tbtFloorMarginMs: 20,
  lcpFloorMarginMs: 400,
  jsOverBaselineKiB: { home: 25, content: 15 },
  adminBytes: 0,
  inpMaxMs: 100, // strictly below, per interaction
  // Cached pages, requests per second as a share of nginx alone serving the same gzipped bytes.
  throughputRatioMin: { next: 0.25, topology: 0.7 },
  topologyP99MaxMs: 20, // strictly below
  memoryGrowthMaxPercent: 10, // strictly below
};

export const PASS = 'pass';
export const MISS = 'MISSES';
export const NOT_MEASURED = 'not measured';

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function row(budget, page, value, threshold, ok, extra = {}) {
  return { budget, page, value, threshold, status: ok ? PASS : MISS, ...extra };
}

/** Every budget as { budget, page, value, threshold, floor?, status, note? }. */
export function checkBudgets({ pages, lighthouse, jsWeight, load, memory, inp }) {
  const rows = [];
  const floor = lighthouse.floor?.median ?? null;

  for (const page of pages) {
    if (!page.ok) {
      rows.push({ budget: 'all page budgets', page: page.label, value: null, threshold: null, status: NOT_MEASURED, note: page.note });
      continue;
    }
    const lh = lighthouse[page.key]?.median;
    if (!lh) {
      rows.push({ budget: 'Lighthouse budgets', page: page.label, value: null, threshold: null, status: NOT_MEASURED, note: 'every Lighthouse run failed' });
    } else {
      const notMeasured = floor ? undefined : 'floor not measured';
      const perfThreshold = floor ? floor.performance - BUDGETS.performanceFloorMargin : null;
      rows.push(
        row('Lighthouse performance', page.label, lh.performance, floor ? `≥ ${perfThreshold} (floor − ${BUDGETS.performanceFloorMargin})` : '—', floor != null && lh.performance >= perfThreshold, {
          floor: floor?.performance ?? null,
          note: notMeasured,
        }),
      );
      for (const [name, value] of [
        ['Lighthouse accessibility', lh.accessibility],
        ['Lighthouse best practices', lh.bestPractices],
        ['Lighthouse SEO', lh.seo],
      ]) {
        rows.push(row(name, page.label, value, `= ${BUDGETS.categoryScore}`, value === BUDGETS.categoryScore));
      }
      rows.push(row('CLS', page.label, lh.cls, `= ${BUDGETS.clsMax}`, lh.cls <= BUDGETS.clsMax, { floor: floor?.cls ?? null }));
      const tbtThreshold = floor ? floor.tbtMs + BUDGETS.tbtFloorMarginMs : null;
      rows.push(
        row('TBT (ms)', page.label, lh.tbtMs, floor ? `≤ ${tbtThreshold} (floor + ${BUDGETS.tbtFloorMarginMs})` : '—', floor != null && lh.tbtMs <= tbtThreshold, {
          floor: floor?.tbtMs ?? null,
          note: notMeasured,
        }),
      );
      const lcpThreshold = floor ? floor.lcpMs + BUDGETS.lcpFloorMarginMs : null;
      rows.push(
        row('LCP (ms)', page.label, lh.lcpMs, floor ? `≤ ${lcpThreshold} (floor + ${BUDGETS.lcpFloorMarginMs})` : '—', floor != null && lh.lcpMs <= lcpThreshold, {
          floor: floor?.lcpMs ?? null,
          note: notMeasured,
        }),
      );
    }

    const js = jsWeight[page.key];
    if (js && !js.skipped) {
      const limit = isHome(page) ? BUDGETS.jsOverBaselineKiB.home : BUDGETS.jsOverBaselineKiB.content;
      const over = kib(js.overBaselineGzip);
      rows.push(
        row('JS over baseline (KB gz)', page.label, over, `≤ ${limit}`, js.overBaselineGzip <= limit * 1024, { floor: kib(jsWeight.floor.totalGzip) }),
      );
      const adminBytes = js.adminChunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
      rows.push(
        row('Admin/editor code (bytes gz)', page.label, adminBytes, `= ${BUDGETS.adminBytes}`, adminBytes === BUDGETS.adminBytes, {
          note: js.adminChunks.length ? js.adminChunks.map((chunk) => `${chunk.path} [${chunk.markers.join(', ')}]`).join('; ') : undefined,
        }),
      );
    }
  }

  for (const [key, result] of Object.entries(load ?? {})) {
    if (key === 'floor') continue; // reference only
    const label = pages.find((page) => page.key === key)?.label ?? key;
    const ratio = (side, name) => {
      const min = BUDGETS.throughputRatioMin[side];
      const value = result[side]?.ratioToNginx ?? null;
      rows.push(row(`Throughput, ${name} / nginx alone`, label, value, `≥ ${min}`, value != null && value >= min, { floor: load.floor?.next?.ratioToNginx ?? null }));
    };
    ratio('next', 'npm start');
    ratio('topology', 'nginx + 2 instances');
    const p99 = result.topology?.latencyP99Ms ?? null;
    rows.push(row('p99, nginx + 2 instances, 32 connections (ms)', label, p99, `< ${BUDGETS.topologyP99MaxMs}`, p99 != null && p99 < BUDGETS.topologyP99MaxMs));
  }

  for (const interaction of inp?.interactions ?? []) {
    rows.push(row('INP (ms), 4× CPU slowdown', interaction.label, interaction.inpMs ?? '< 16', `< ${BUDGETS.inpMaxMs}`, interaction.inpMs == null || interaction.inpMs < BUDGETS.inpMaxMs));
  }
  if (!inp?.interactions?.length) rows.push({ budget: 'INP (ms), 4× CPU slowdown', page: 'consultation form', value: null, threshold: `< ${BUDGETS.inpMaxMs}`, status: NOT_MEASURED, note: inp?.error });

  if (memory) {
    rows.push(
      row('Memory growth between load runs (%)', 'Visa list', memory.growthBetweenRunsPercent, `< ${BUDGETS.memoryGrowthMaxPercent}`, memory.growthBetweenRunsPercent < BUDGETS.memoryGrowthMaxPercent),
    );
  } else {
    rows.push({ budget: 'Memory growth between load runs (%)', page: 'Visa list', value: null, threshold: `< ${BUDGETS.memoryGrowthMaxPercent}`, status: NOT_MEASURED });
  }
  return rows;
}
