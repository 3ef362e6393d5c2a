import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { appRoutes, publicFiles, redirectSources } from '@/scripts/lib/app-addresses.mjs';

/**
 * lib/redirects/app-addresses.mjs, the addresses no redirect may take, is made from app/,
 * public/ and next.config.mjs by scripts/app-addresses.mjs: it must be what the script makes of
 * the tree as it is now, and the script must read Next's file conventions as Next does.
 */

test('the committed list is what the script makes of app/, public/ and next.config.mjs now', async () => {
  const run = promisify(execFile)(process.execPath, ['scripts/app-addresses.mjs', '--check'], { cwd: path.resolve(__dirname, '../..') });
  await expect(run).resolves.toMatchObject({ stderr: '' });
});

describe('reading an app folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'app-addresses-'));
    const files = [
      'app/[locale]/page.tsx',
      'app/[locale]/layout.tsx',
      'app/[locale]/not-found.tsx',
      'app/[locale]/[...rest]/page.tsx',
      'app/robots.ts',
      'app/sitemap.ts',
      'app/icon.svg',
      'app/[locale]/(site)/about/page.tsx',
      'app/[locale]/(site)/visa/[slug]/page.tsx',
      'app/[locale]/(site)/visa/[slug]/opengraph-image.tsx',
      'app/[locale]/(site)/finder/route.ts',
      'app/[locale]/(site)/_parts/page.tsx',
      'app/[locale]/(site)/@modal/help/page.tsx',
      'app/(private)/layout.tsx',
      'app/(private)/login/page.tsx',
      'app/(private)/admin/leads/export/route.ts',
      'app/(private)/admin/page.tsx',
      'app/api/1.0/[...path]/route.ts',
      'app/styles/theme.css',
      'public/images/logo.svg',
      'public/favicon.ico',
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), '');
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('pages, route handlers and metadata files give their addresses; groups and slots add no segment; private folders none', () => {
    expect(appRoutes(path.join(dir, 'app'))).toEqual({
      routes: [
        '/',
        '/about',
        '/admin',
        '/admin/leads/export',
        '/api/1.0/[...path]',
        '/ar',
        '/ar/about',
        '/ar/finder',
        '/ar/help',
        '/ar/visa/[slug]',
        '/ar/visa/[slug]/opengraph-image/[[...id]]',
        '/finder',
        '/help',
        '/icon.svg',
        '/login',
        '/robots.txt',
        '/sitemap.xml',
        '/visa/[slug]',
        '/visa/[slug]/opengraph-image/[[...id]]',
      ],
      // Folders holding routes at the top, or at the top of a route group there; a folder of
      // styles is none, and neither are the public pages' languages.
      areas: ['admin', 'api', 'login'],
    });
  });

  test('public files answer at their path', () => {
    expect(publicFiles(path.join(dir, 'public'))).toEqual(['/favicon.ico', '/images/logo.svg']);
  });

  test("next.config.mjs's redirects give their sources, a listed parameter one per value; another form is refused", () => {
    expect(redirectSources([{ source: '/:slug(france-visa|spain-visa)' }, { source: '/old-about' }, { source: '/guides/:name(a|b)' }])).toEqual([
      '/france-visa',
      '/guides/a',
      '/guides/b',
      '/old-about',
      '/spain-visa',
    ]);
    expect(() => redirectSources([{ source: '/blog/:slug*' }])).toThrow('cannot list the addresses of the redirect source /blog/:slug*');
  });
});
