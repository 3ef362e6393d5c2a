// One line of counts from Playwright's JSON report (`--reporter=json`, PLAYWRIGHT_JSON_OUTPUT_FILE),
// then a line for each test that failed or needed its retry: CI keeps only the end of what a run
// printed, and the list reporter's account of a failure may have scrolled out of it.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

export function playwrightSummary(jsonFile) {
  if (!existsSync(jsonFile)) return 'no report (Playwright did not finish)';
  const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  const { stats, errors = [] } = report;
  // "expected" are the tests that passed (first time); "flaky" passed on a retry.
  const parts = [`${stats.expected + stats.flaky} passed`, `${stats.unexpected} failed`];
  if (stats.flaky) parts.push(`${stats.flaky} of them flaky (passed on retry)`);
  if (stats.skipped) parts.push(`${stats.skipped} skipped`);
  if (errors.length) parts.push(`${errors.length} errors outside tests`);
  const named = [...testsOf(report.suites ?? [])]
    .filter(({ test }) => test.status === 'unexpected' || test.status === 'flaky')
    .map(({ spec, test }) => `\n  ${test.status === 'flaky' ? 'flaky ' : 'FAILED'} [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}${firstError(test)}`);
  return parts.join(', ') + named.join('');
}

function* testsOf(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { spec, test };
    yield* testsOf(suite.suites ?? []);
  }
}

/** The first line of the first attempt's error, without the terminal's colour codes. */
function firstError(test) {
  const message = test.results?.find((result) => result.error)?.error?.message;
  if (!message) return '';
  const line = stripVTControlCharacters(message).split('\n').find((text) => text.trim()) ?? '';
  return `\n      ${line.trim().slice(0, 200)}`;
}
