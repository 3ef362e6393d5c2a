import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm test` starts with scripts/check-test-needs.mjs: on a machine without Chromium, nginx or
 * Java it must stop within seconds with one line saying what to install, not after the build.
 */
const script = path.join(__dirname, 'check-test-needs.mjs');

function run(env: Record<string, string>, args: string[] = []): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { env: { NODE_ENV: 'test', ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr, ms: Date.now() - started });
    });
  });
}

let binDir: string;
beforeAll(() => {
  // A PATH whose only `java` is a stand-in: the check looks for the command, it does not run it.
  binDir = mkdtempSync(path.join(tmpdir(), 'test-needs-'));
  writeFileSync(path.join(binDir, 'java'), '#!/bin/sh\n');
  chmodSync(path.join(binDir, 'java'), 0o755);
});
afterAll(() => rmSync(binDir, { recursive: true, force: true }));

test('with no Chromium, nginx or java it exits 1 at once with one line naming the packages', async () => {
  const result = await run({ CHROMIUM_PATH: '/nonexistent/chromium', NGINX_PATH: '/nonexistent/nginx', PATH: '' });
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('none at /nonexistent/chromium, from CHROMIUM_PATH');
  expect(lines[0]).toContain('none at /nonexistent/nginx, from NGINX_PATH');
  expect(lines[0]).toMatch(/Install: (sudo )?apt-get install -y chromium nginx default-jre-headless/);
  expect(result.ms).toBeLessThan(10_000);
});

test('--packages lists only what is missing, for .ci/run to install', async () => {
  const missingBrowser = await run({ CHROMIUM_PATH: '/nonexistent/chromium', NGINX_PATH: process.execPath, PATH: binDir }, ['--packages']);
  expect(missingBrowser.code).toBe(0);
  expect(missingBrowser.stdout.trim().split(' ')[0]).toBe('chromium');
  const present = await run({ CHROMIUM_PATH: process.execPath, NGINX_PATH: process.execPath, PATH: binDir }, ['--packages']);
  // Debian's netty and slf4j are looked for where Debian puts them, which this test cannot move.
  expect(present.stdout.trim().split(' ').filter((name) => ['chromium', 'nginx', 'default-jre-headless'].includes(name))).toEqual([]);
});
