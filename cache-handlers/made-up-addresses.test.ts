import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWritePolicy, isWholePage } from './made-up-addresses.mjs';

/**
 * What Next's page cache writes under an address: a page rendered whole anywhere; a 404, a
 * redirect or a shell waiting on request data only where the build prerendered the address or
 * an entry already is. The keys and entries are shaped as Next 16 hands them to the handler.
 */

let build: string;
const serverDir = () => path.join(build, 'server');
beforeEach(() => {
  build = mkdtempSync(path.join(tmpdir(), 'made-up-addresses-'));
  mkdirSync(serverDir());
  const routes = { '/': {}, '/login': {}, '/visa-finder/all/germany': {} };
  writeFileSync(path.join(build, 'prerender-manifest.json'), JSON.stringify({ routes, dynamicRoutes: { '/invite/[token]': {} } }));
});
afterEach(() => rmSync(build, { recursive: true, force: true }));

const key = (pagePath: string) => `/route-cache/APP_PAGE/7ec957a0912a17b172afc769075171ac67cca0a6898c7f9cb8bced2489b58608/$${pagePath}`;
const page = { kind: 'APP_PAGE', html: '<html>…</html>', status: undefined, postponed: undefined };
const notFound = { ...page, status: 404 };
const redirect = { ...page, status: 308 };
const shell = { ...page, html: '', postponed: '831:[0,{…}]' };

test('a page rendered whole is written under any address', () => {
  const policy = createWritePolicy(serverDir());
  expect(isWholePage(page)).toBe(true);
  expect(isWholePage({ ...page, status: 200 })).toBe(true);
  expect(policy.mayWrite(key('/visa-finder/all/japan'), page)).toBe(true);
  // Route answers, fetches and 'use cache' entries are not pages: left as Next writes them.
  expect(policy.mayWrite('/route-cache/APP_ROUTE/abc/$/api/1.0/user/redirects', { kind: 'APP_ROUTE', status: 404 })).toBe(true);
});

test('a 404, a redirect or a shell under an address anyone can make up is not written', () => {
  const policy = createWritePolicy(serverDir());
  for (const [name, data] of Object.entries({ notFound, redirect, shell })) {
    for (const address of ['/visa-finder/all/zzz1', '/visa-finder/all/jap', '/preview/zzz', '/invite/abc']) {
      expect([name, address, policy.mayWrite(key(address), data)]).toEqual([name, address, false]);
    }
  }
});

test('the same is written over what the build prerendered, or over an entry the address has', () => {
  const policy = createWritePolicy(serverDir());
  expect(policy.mayWrite(key('/login'), shell)).toBe(true);
  expect(policy.mayWrite(key('/index'), shell)).toBe(true);
  expect(policy.mayWrite(key('/invite/[token]'), shell)).toBe(true);
  expect(policy.mayWrite(key('/visa-finder/all/germany'), notFound)).toBe(true);
  // A visa page that was kept, and whose visa is then removed, keeps its 404 in its place.
  expect(policy.mayWrite(key('/visa/old-visa'), notFound)).toBe(false);
  policy.noteEntry(key('/visa/old-visa'));
  expect(policy.mayWrite(key('/visa/old-visa'), notFound)).toBe(true);
});

test('while the build prerenders, before it has written its manifest, everything is written', () => {
  rmSync(path.join(build, 'prerender-manifest.json'));
  expect(createWritePolicy(serverDir()).mayWrite(key('/visa-finder/all/zzz1'), shell)).toBe(true);
});
