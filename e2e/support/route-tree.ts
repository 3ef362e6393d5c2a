import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The app's routes as they are on disk (app/**\/page.tsx and route.ts) and its server actions as
 * the build lists them (.next/server/server-reference-manifest.json), so the authorisation specs
 * cover a page, handler or action the day it is added, without anyone listing it by hand.
 */

const APP_DIR = path.resolve('app');
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface DiscoveredRoute {
  /** The file, relative to the project root: "app/admin/manage-visas/[slug]/edit/page.tsx". */
  file: string;
  kind: 'page' | 'route';
  /** The URL pattern: "/admin/manage-visas/[slug]/edit" (route groups dropped). */
  pattern: string;
  /** What a route.ts exports; GET for a page. */
  methods: HttpMethod[];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function exportedMethods(source: string): HttpMethod[] {
  return HTTP_METHODS.filter((method) =>
    new RegExp(`export\\s+(?:const\\s+${method}\\b|(?:async\\s+)?function\\s+${method}\\b|\\{[^}]*\\b${method}\\b[^}]*\\})`).test(source),
  );
}

/** Every page and route handler under app/. */
export function discoverRoutes(): DiscoveredRoute[] {
  const routes: DiscoveredRoute[] = [];
  for (const full of walk(APP_DIR)) {
    const name = path.basename(full);
    const kind = /^page\.(tsx|ts|jsx|js)$/.test(name) ? 'page' : /^route\.(ts|js)$/.test(name) ? 'route' : null;
    if (!kind) continue;
    const segments = path
      .relative(APP_DIR, path.dirname(full))
      .split(path.sep)
      .filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment) && !segment.startsWith('@'));
    routes.push({
      file: path.relative(process.cwd(), full).split(path.sep).join('/'),
      kind,
      pattern: `/${segments.join('/')}`,
      methods: kind === 'page' ? ['GET'] : exportedMethods(readFileSync(full, 'utf8')),
    });
  }
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Routes that only an admin may use: the admin area and the admin half of /api/1.0. */
export const isAdminPattern = (pattern: string) => /^\/admin(\/|$)/.test(pattern) || /^\/api\/1\.0\/admin(\/|$)/.test(pattern);

/** The pattern with each dynamic segment replaced by what `value(segment, pattern)` gives. */
export function fillPattern(pattern: string, value: (segment: string, pattern: string) => string): string {
  return pattern.replace(/\[\[?(?:\.\.\.)?(\w+)\]?\]/g, (_match, segment: string) => encodeURIComponent(value(segment, pattern)));
}

export interface DiscoveredAction {
  id: string;
  /** The file that declares it: "lib/content/visa-actions.ts". */
  file: string;
  exportedName: string;
  /** Pages whose bundle holds the action, as URL patterns ("/admin/manage-visas/[slug]"). */
  pages: string[];
}

/**
 * Server actions from the build's manifest: every id, where it is declared and which pages can
 * run it. `'use cache'` functions share the manifest ($$RSC_SERVER_CACHE_n) and are left out:
 * they are not callable from outside.
 */
export function discoverServerActions(manifestFile = path.resolve('.next/server/server-reference-manifest.json')): DiscoveredAction[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    node: Record<string, { workers: Record<string, unknown>; filename?: string; exportedName?: string }>;
  };
  return Object.entries(manifest.node)
    .filter(([, entry]) => entry.exportedName && !entry.exportedName.startsWith('$$RSC_SERVER_CACHE'))
    .map(([id, entry]) => ({
      id,
      file: entry.filename ?? '',
      exportedName: entry.exportedName!,
      pages: Object.keys(entry.workers)
        .filter((worker) => worker.startsWith('app/') && worker.endsWith('/page'))
        .map((worker) => `/${worker.slice('app/'.length, -'/page'.length).split('/').filter((s) => !/^\(.*\)$/.test(s)).join('/')}`),
    }));
}
