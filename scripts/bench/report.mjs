// Writes the results as bench/results/latest.json (every figure) and bench/results/latest.md (the
// tables an engineer reads, with a line to fill for each missed budget).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGETS, MISS, NOT_MEASURED, PASS } from './budgets.mjs';

const kib = (bytes) => (bytes == null ? '—' : (bytes / 1024).toFixed(1));
const mib = (kibValue) => (kibValue == null ? '—' : (kibValue / 1024).toFixed(1));
const dash = (value) => (value == null || value === '' ? '—' : String(value));
const cell = (value) => dash(value).replaceAll('|', '\\|').replaceAll('\n', ' ');
const statusCell = (status) => (status === MISS ? '**MISSES — see notes below**' : status === PASS ? 'pass' : status);

function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

/** The floor, and the floor with the site's COOP header where the run measured it. */
const floorPages = (results) => [results.floorPage, results.floorWithCoopPage].filter(Boolean);

function lighthouseSection(results) {
  const floor = results.lighthouse.floor?.median;
  const rows = [...results.pages, ...floorPages(results)].map((page) => {
    const lh = results.lighthouse[page.key];
    if (!lh?.median) return [page.label, page.path, lh ? 'failed' : page.note ?? 'not measured', '', '', '', '', '', '', '', '', '', ''];
    const m = lh.median;
    const perfRuns = lh.runs.map((run) => run.performance).join(' / ');
    const benchmarkIndexes = lh.runs.map((run) => run.benchmarkIndex).join(' / ');
    return [
      page.label,
      page.path,
      `${m.performance} (${perfRuns})`,
      page.floor ? '—' : floor?.performance,
      m.accessibility,
      m.bestPractices,
      m.seo,
      m.lcpMs,
      page.floor ? '—' : floor?.lcpMs,
      m.tbtMs,
      page.floor ? '—' : floor?.tbtMs,
      m.cls,
      benchmarkIndexes,
    ];
  });
  const failed = results.pages
    .filter((page) => results.lighthouse[page.key]?.median?.failedAudits?.length)
    .flatMap((page) =>
      results.lighthouse[page.key].median.failedAudits.map(
        (audit) => `- ${page.label}: ${audit.category} / \`${audit.id}\`${audit.detail ? `: ${audit.detail.replaceAll('`', "'")}` : ''}`,
      ),
    );
  // Warnings of every page are shown, the floor's too.
  const warnings = [...results.pages, ...floorPages(results)]
    .filter((page) => results.lighthouse[page.key]?.runs?.some((run) => run.warnings.length))
    .map((page) => `- ${page.label}: ${[...new Set(results.lighthouse[page.key].runs.flatMap((run) => run.warnings.map(String)))].join(' / ')}`);
  const errors = Object.entries(results.lighthouse)
    .filter(([, lh]) => lh.errors?.length)
    .map(([key, lh]) => `- ${key}: ${lh.errors.join('; ')}`);
  return [
    '## Lighthouse (mobile preset, simulated throttling; median of the runs by performance score)',
    '',
    table(
      ['Page', 'Path', 'Performance (runs)', 'Floor perf.', 'Accessibility', 'Best practices', 'SEO', 'LCP (ms)', 'Floor LCP (ms)', 'TBT (ms)', 'Floor TBT (ms)', 'CLS', 'CPU benchmark index (runs)'],
      rows,
    ),
    '',
    `Runs were taken round-robin (run 1 of every page, then run 2, …) in one Chromium. The floor is a bare Next.js page (\`bench/floor-app\`: one heading, Next's defaults) built with the same Next and served by \`next start\` in the same run. The floor with the site's COOP header is the same page answered with \`Cross-Origin-Opener-Policy: same-origin\`, as every page of the site is: Lighthouse's navigation then starts a new renderer process, and the difference between the two floor rows is what that costs on this host (a reference, no budget; \`docs/benchmarks.md\`, "The site's COOP header"). The CPU benchmark index is Lighthouse's measure of the host's speed during the run: the lower it is, the busier the machine was (simulated throttling then overstates TBT). The median reports are in \`bench/tmp/lighthouse/\` (not committed).`,
    ...(failed.length ? ['', 'Audits that cost points in accessibility, best practices or SEO (median run):', '', ...failed] : []),
    ...(warnings.length ? ['', 'Lighthouse warnings:', '', ...warnings] : []),
    ...(errors.length ? ['', 'Failed Lighthouse runs (retried once in a fresh Chromium):', '', ...errors] : []),
  ].join('\n');
}

function jsSection(results) {
  const js = results.jsWeight;
  const rows = [...results.pages, results.floorPage].map((page) => {
    const r = js[page.key];
    const lh = results.lighthouse?.[page.key]?.median;
    const seen = lh ? `${lh.scriptCount} / ${kib(lh.scriptTransferBytes)}` : '—';
    if (!r || r.skipped) return [page.label, page.path, r?.skipped ?? 'not measured', '', '', '', '', ''];
    return [
      page.label,
      page.path,
      r.scripts.length,
      kib(r.totalRaw),
      kib(r.totalGzip),
      page.floor ? 'baseline' : kib(r.overBaselineGzip),
      kib(r.htmlGzip),
      seen,
    ];
  });
  const admin = Object.entries(js)
    .filter(([, r]) => r.adminChunks?.length)
    .flatMap(([key, r]) => r.adminChunks.map((chunk) => `- ${key}: ${chunk.path} (${chunk.gzip} bytes gz) contains ${chunk.markers.join(', ')}`));
  const failedChunks = Object.entries(js)
    .filter(([, r]) => r.failedChunks?.length)
    .map(([key, r]) => `- ${key}: ${r.failedChunks.join(', ')}`);
  return [
    '## JavaScript sent to each page type',
    '',
    'Same-origin `<script src>` (without `nomodule`), `<link rel="modulepreload">` and `<link rel="preload" as="script">` of the page HTML, each fetched once and gzipped with zlib level 9; the baseline is the floor, a bare Next.js page (`bench/floor-app`) built with the same Next. KB = 1024 bytes. Inline scripts (the RSC payload) are part of the HTML, whose gzipped size is shown too. Chunks loaded later on demand are not in the HTML; the last column, from the median Lighthouse run, counts every script loaded while Lighthouse watched the page (transfer size, as Next compressed it), including chunks prefetched for the routes it links to, as a cross-check.',
    '',
    table(['Page', 'Path', 'Scripts', 'JS raw (KB)', 'JS gzip (KB)', 'Over baseline (KB gz)', 'HTML gzip (KB)', 'Scripts seen by Lighthouse (count / KB)'], rows),
    '',
    `Admin/editor code in public pages (markers: ${results.settings.adminMarkers.map((m) => `\`${m}\``).join(', ')}): ${
      admin.length ? '' : '0 bytes.'
    }`,
    ...admin,
    ...(failedChunks.length ? ['', 'Script URLs that did not answer 200:', '', ...failedChunks] : []),
  ].join('\n');
}

function loadSection(results) {
  if (!results.load) return '## Cached pages under load\n\nNot measured.';
  const rows = [];
  for (const [key, r] of Object.entries(results.load)) {
    const page = key === 'floor' ? 'Floor (bare Next.js page, reference)' : results.pages.find((p) => p.key === key)?.label ?? key;
    for (const [side, label] of [
      ['nginx', 'nginx alone (same gzipped bytes)'],
      ['next', 'npm start'],
      ['topology', `nginx + 2 instances (X-Micro-Cache ${r.topologyCache ?? '—'})`],
    ]) {
      const f = r[side];
      if (!f) continue;
      rows.push([
        page,
        r.path,
        r.gzipBytes,
        label,
        f.requestsPerSecond,
        side === 'nginx' ? '1' : dash(f.ratioToNginx),
        f.latencyP50Ms,
        f.latencyP99Ms,
        `${f.non2xx}${f.errors ? ` / ${f.errors} errors` : ''}`,
        `${dash(f.serverCpuPercent)} / ${dash(f.clientCpuPercent)}`,
        f.otherCpuPercent,
      ]);
    }
  }
  const s = results.settings;
  return [
    '## Cached pages under load (npm start and the production topology vs nginx alone serving the same bytes)',
    '',
    `wrk -t1 -c${s.loadConnections} (a C load generator in its own process), ${s.loadSeconds} s per run, ${s.loadRounds} rounds alternating the sides after a ${s.loadWarmupSeconds} s warm-up of each, every run after ${s.loadRestSeconds} s without load; figures are medians of the rounds. Every request sends \`Accept-Encoding: gzip\`: npm start sends the page gzipped, nginx alone serves those same gzipped bytes as a static file (gzip_static, ${s.nginxWorkers} worker process, access log off, keep-alive without a request limit), and the topology is deploy/nginx's configuration (one worker) in front of two \`npm start\` on the same store, answering from its page cache.`,
    '',
    table(['Page', 'Path', 'Gzipped bytes', 'Side', 'req/s', '/ nginx alone', 'p50 (ms)', 'p99 (ms)', 'non-2xx', 'CPU % server / wrk', 'CPU % other processes'], rows),
    '',
    `CPU % is the share of one core used during the runs (100 = one full core; the machine has ${results.machine.nproc}); the topology's server CPU is nginx's and both instances'. wrk's CPU is sampled while it runs. When the server is well below 100 % while wrk is near it, the figure is bounded by the load generator. "Other processes" is everything else the machine ran meanwhile (median over the runs): well above 0, the figures are noisy.`,
  ].join('\n');
}

function inpSection(results) {
  const inp = results.inp;
  if (!inp) return '## INP\n\nNot measured.';
  if (!inp.interactions?.length) return `## INP\n\nNot measured: ${inp.error ?? 'no interaction recorded'}.`;
  return [
    '## INP of the consultation form (Chromium, 4× CPU slowdown)',
    '',
    `${inp.path} at ${inp.viewport}, Chromium's CPU slowed 4× (CDP \`Emulation.setCPUThrottlingRate\`): each interaction's latency from the page's own PerformanceObserver ('event' entries, durationThreshold 16, grouped by interactionId; the longest entry of an interaction is its latency, and for typing the slowest key). Entries under 16 ms are not reported by the browser, so "< 16" means none was.`,
    '',
    table(
      ['Interaction', 'INP (ms)', 'Events seen'],
      inp.interactions.map((i) => [i.label, i.inpMs ?? '< 16', i.events.join(', ') || '—']),
    ),
    '',
    `The form answered the submission: "${inp.answer}".`,
  ].join('\n');
}

function memorySection(results) {
  const m = results.memory;
  if (!m) return `## Memory\n\nNot measured${results.memoryError ? `: ${results.memoryError}` : ''}.`;
  return [
    '## Memory of the server process under load',
    '',
    `VmRSS of the process listening on the port (pid ${m.pid}, server.mjs), before and after two runs of ${m.amount.toLocaleString('en')} requests (${m.connections} connections) to ${m.url}, read 2 s after each run.`,
    '',
    table(
      ['Before (MiB)', 'After run 1 (MiB)', 'After run 2 (MiB)', 'Growth run 1 → run 2', 'Run 1 req/s', 'Run 2 req/s', 'CPU % other processes (runs)'],
      [
        [
          mib(m.rssBeforeKiB),
          mib(m.rssAfterRun1KiB),
          mib(m.rssAfterRun2KiB),
          `${m.growthBetweenRunsPercent} %`,
          m.runs[0].requestsPerSecond,
          m.runs[1].requestsPerSecond,
          m.runs.map((run) => run.otherCpuPercent).join(' / '),
        ],
      ],
    ),
  ].join('\n');
}

function budgetsSection(results) {
  const rows = results.budgets.map((b) => [b.budget, b.page, b.value, b.threshold, b.floor, statusCell(b.status), b.note]);
  const count = (status) => results.budgets.filter((b) => b.status === status).length;
  return [
    '## Budgets',
    '',
    `${count(PASS)} pass, ${count(MISS)} miss, ${count(NOT_MEASURED)} not measured. Lighthouse figures are held to the floor measured in this run (performance ≥ floor − ${BUDGETS.performanceFloorMargin}, TBT ≤ floor + ${BUDGETS.tbtFloorMarginMs} ms, LCP ≤ floor + ${BUDGETS.lcpFloorMarginMs} ms); the other thresholds are fixed. In "Floor / reference", JavaScript rows show the floor's own total (KB gz).`,
    '',
    table(['Budget', 'Page', 'Measured', 'Threshold', 'Floor / reference', 'Status', 'Note'], rows),
  ].join('\n');
}

function notesSection(results) {
  const misses = results.budgets.filter((b) => b.status === MISS);
  if (!misses.length) return '## Notes on missed budgets\n\nNo budget missed.';
  return [
    '## Notes on missed budgets',
    '',
    'To be filled in by the engineer who reads this run (the script only writes the figures):',
    '',
    ...misses.map((b) => `- **${b.budget}, ${b.page}**: measured ${b.value}, threshold ${b.threshold}.\n  - Why: _(to fill)_\n  - What would close it: _(to fill)_`),
  ].join('\n');
}

export function renderMarkdown(results) {
  const m = results.machine;
  const s = results.settings;
  return `${[
    '# Benchmark results',
    '',
    `Run on ${results.startedAt} (took ${Math.round(results.durationSeconds / 60)} min ${results.durationSeconds % 60} s) against commit ${m.gitCommit}, by \`npm run bench\`.`,
    '',
    '## Machine',
    '',
    table(
      ['CPUs (nproc)', 'CPU', 'Node', 'Chromium', 'nginx', 'wrk', 'Kernel', 'Load average at start', 'Load average at end', 'First touch of a memory page (µs), start / end'],
      [
        [
          m.nproc,
          m.cpuModel,
          m.node,
          m.chromium,
          m.nginx,
          m.wrk,
          m.kernel,
          results.loadAverageStart.join(', '),
          results.loadAverageEnd.join(', '),
          `${results.firstTouchStart ?? '–'} / ${results.firstTouchEnd ?? '–'}`,
        ],
      ],
    ),
    '',
    'The first touch is the time the host takes to give a process a fresh 4 KB page of memory (`scripts/bench/page-faults.mjs`), usually a fraction of a microsecond. Lighthouse loads each of the site\'s pages (and the floor with the site\'s COOP header) in a new renderer process, which touches much of its memory for the first time during that load, and its simulation multiplies the main thread\'s time by four: where this figure is high, Lighthouse\'s TBT and LCP are too (`docs/benchmarks.md`, "A new renderer on this host").',
    '',
    '```',
    '$ free -g',
    m.freeG,
    '```',
    '',
    `Settings: ${s.lighthouseRuns} Lighthouse runs per page; load ${s.loadRounds} × ${s.loadSeconds} s per server and page; memory ${s.memoryRequests.toLocaleString('en')} requests × 2.${
      s.nonDefault.length ? ` **Not the defaults: ${s.nonDefault.join(', ')}** (figures are for trying the script, not for the record).` : ''
    }`,
    '',
    '## Pages',
    '',
    table(
      ['Page type', 'Path', 'Status', 'Note'],
      [...results.pages, ...floorPages(results)].map((p) => [p.label, p.path, p.status, p.note]),
    ),
    '',
    budgetsSection(results),
    '',
    notesSection(results),
    '',
    lighthouseSection(results),
    '',
    jsSection(results),
    '',
    loadSection(results),
    '',
    inpSection(results),
    '',
    memorySection(results),
    ...(results.errors.length ? ['', '## Errors during the run', '', ...results.errors.map((e) => `- ${e}`)] : []),
  ].join('\n')}\n`;
}

export function writeReport(dir, results) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(dir, 'latest.md'), renderMarkdown(results));
}
