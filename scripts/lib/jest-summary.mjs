// Per-store counts of a Jest run, from its --json output: tests whose title carries `[sqlite]` or
// `[mongodb]` (test/store-adapters.ts) ran on that store; the contract suite is counted apart.
import { readFileSync } from 'node:fs';

const CONTRACT_FILE = /lib\/store\/store\.contract\.test\.ts$/;

/** Lines such as `contract [mongodb]: 52 passed, 0 failed`, and whether anything failed. */
export function jestSummary(jsonFile) {
  const results = JSON.parse(readFileSync(jsonFile, 'utf8'));
  const groups = new Map();
  const count = (group, status) => {
    const counts = groups.get(group) ?? { passed: 0, failed: 0, skipped: 0 };
    if (status === 'passed') counts.passed++;
    else if (status === 'failed') counts.failed++;
    else counts.skipped++; // pending, todo, skipped
    groups.set(group, counts);
  };
  for (const file of results.testResults) {
    const contract = CONTRACT_FILE.test(file.testFilePath ?? file.name ?? '');
    for (const test of file.assertionResults) {
      const store = /\[(sqlite|mongodb)\]/.exec(test.fullName)?.[1];
      if (contract) count(`contract [${store ?? 'unknown store'}]`, test.status);
      count(store ? `jest [${store}]` : 'jest [store-independent]', test.status);
    }
  }
  // A suite that failed to load has no assertion results: count it, or a broken file reads as green.
  const brokenFiles = results.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  const order = ['contract [sqlite]', 'contract [mongodb]', 'jest [sqlite]', 'jest [mongodb]', 'jest [store-independent]'];
  const names = [...order.filter((name) => groups.has(name)), ...[...groups.keys()].filter((name) => !order.includes(name))];
  const lines = names.map((name) => {
    const { passed, failed, skipped } = groups.get(name);
    return `${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  });
  lines.push(`jest total: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numTotalTestSuites} files (${brokenFiles} failed to run)`);
  return { lines, failed: results.numFailedTests > 0 || brokenFiles > 0 || !results.success };
}
