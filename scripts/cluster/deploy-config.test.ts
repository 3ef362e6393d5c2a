import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * deploy/nginx as it ships, in both forms (upstream.conf for hosts and ports, upstream-compose.conf
 * under Docker), goes through `nginx -t`: the cluster test runs a rewritten copy of the first form
 * only, so a syntax error in the other would otherwise reach a deploy. Only the cache folders move
 * into a scratch prefix. npm test's first check makes sure nginx is installed.
 */
const root = path.resolve(__dirname, '..', '..');
const deploy = path.join(root, 'deploy');
const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** nginx's version as [major, minor, patch] (`nginx -v` prints it on stderr). */
function nginxVersion(): [number, number, number] {
  const { stderr } = spawnSync(NGINX_PATH, ['-v'], { encoding: 'utf8' });
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(stderr);
  if (!match) throw new Error(`nginx -v printed no version: ${stderr}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** `server … resolve` in an upstream came to open-source nginx in 1.27.3 (the compose file's image). */
function hasUpstreamResolve([major, minor, patch]: [number, number, number]): boolean {
  return major > 1 || (major === 1 && (minor > 27 || (minor === 27 && patch >= 3)));
}

function nginxTest(upstreamFile: string, adapt: (upstream: string) => string = (text) => text) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'ztart-nginx-t-'));
  try {
    const site = readFileSync(path.join(deploy, 'nginx', 'ztart-visa.conf'), 'utf8').replaceAll('/var/cache/nginx/', `${prefix}/`);
    writeFileSync(path.join(prefix, 'site.conf'), site);
    writeFileSync(path.join(prefix, 'upstream.conf'), adapt(readFileSync(path.join(deploy, 'nginx', upstreamFile), 'utf8')));
    // The http block of a stock nginx.conf, as /etc/nginx/conf.d/*.conf are included in it.
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      `pid ${prefix}/nginx.pid;\nevents {}\nhttp {\n  include ${prefix}/upstream.conf;\n  include ${prefix}/site.conf;\n}\n`,
    );
    return execFileSync(NGINX_PATH, ['-t', '-p', prefix, '-e', `${prefix}/error.log`, '-c', `${prefix}/nginx.conf`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`nginx -t failed with ${upstreamFile}:\n${stderr ?? String(error)}`);
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

test('ztart-visa.conf with upstream.conf passes nginx -t', () => {
  expect(() => nginxTest('upstream.conf')).not.toThrow();
});

test('ztart-visa.conf with upstream-compose.conf passes nginx -t', () => {
  const adapt = hasUpstreamResolve(nginxVersion())
    ? (text: string) => text.replace('server site:3000', 'server 127.0.0.1:3000') // no host `site` here
    : // An older nginx (Debian's 1.22) knows no `resolve`: the rest of the file is still checked.
      (text: string) => {
        const adapted = text.replace('server site:3000 resolve;', 'server 127.0.0.1:3000;');
        if (adapted === text) throw new Error('upstream-compose.conf no longer has "server site:3000 resolve;": update this test');
        return adapted;
      };
  expect(() => nginxTest('upstream-compose.conf', adapt)).not.toThrow();
});

test('docker-compose gives the instances and the worker CACHE_PURGE_URL and keeps the refresh port private', () => {
  const compose = readFileSync(path.join(deploy, 'docker-compose.yml'), 'utf8');
  // The worker shares the site's environment (the YAML anchor): its scheduled publishing edits too.
  expect(compose).toMatch(/environment: &site-env\n(?:\s+.+\n)*?\s+CACHE_PURGE_URL: http:\/\/nginx:8081\/content-version\n/);
  expect(compose).toMatch(/worker:[\s\S]*?environment: \*site-env/);
  const ports = [...compose.matchAll(/ports:\s*\[([^\]]*)\]/g)].map((match) => match[1]);
  expect(ports).toEqual(['"8080:80"']);
  expect(readFileSync(path.join(deploy, 'nginx', 'ztart-visa.conf'), 'utf8')).toMatch(/listen 8081;/);
});
