// One line of counts from Playwright's JSON report (`--reporter=json`, PLAYWRIGHT_JSON_OUTPUT_FILE).
import { existsSync, readFileSync } from 'node:fs';

export function playwrightSummary(jsonFile) {
  if (!existsSync(jsonFile)) return 'no report (Playwright did not finish)';
  const { stats, errors = [] } = JSON.parse(readFileSync(jsonFile, 'utf8'));
  // "expected" are the tests that passed (first time); "flaky" passed on a retry.
  const parts = [`${stats.expected + stats.flaky} passed`, `${stats.unexpected} failed`];
  if (stats.flaky) parts.push(`${stats.flaky} of them flaky (passed on retry)`);
  if (stats.skipped) parts.push(`${stats.skipped} skipped`);
  if (errors.length) parts.push(`${errors.length} errors outside tests`);
  return parts.join(', ');
}
