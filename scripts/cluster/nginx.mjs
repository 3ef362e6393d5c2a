// Runs Debian's nginx with the repository's configuration (deploy/nginx) in front of the given
// instances, as a production host would, in a temporary prefix: its own port, cache and logs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Where the instances ask this nginx for the content version again after an edit (CACHE_PURGE_URL). */
export const refreshUrl = (refreshPort) => `http://127.0.0.1:${refreshPort}/content-version`;

/**
 * The site's nginx files with the instances, the ports (the site's, and the one where instances
 * ask for the content version again after an edit) and the cache folders of this run.
 */
export function renderNginxConfig({ root, prefix, port, refreshPort, upstreams }) {
  const site = readFileSync(path.join(root, 'deploy', 'nginx', 'ztart-visa.conf'), 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('listen 8081;', `listen 127.0.0.1:${refreshPort};`)
    .replaceAll('/var/cache/nginx/ztart-visa', path.join(prefix, 'cache'));
  const upstream = readFileSync(path.join(root, 'deploy', 'nginx', 'upstream.conf'), 'utf8').replace(
    /upstream ztart_visa \{[\s\S]*?keepalive/,
    `upstream ztart_visa {\n${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}\n    keepalive`,
  );
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${path.join(prefix, name)};`).join('\n  ');
  // As root, nginx's workers would run as www-data, which cannot write to this run's folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
${upstream}
${site}
}
`;
}

/**
 * Starts nginx on 127.0.0.1:`port`, with its content version refresh on `refreshPort` (the
 * instances' CACHE_PURGE_URL is `refreshUrl(refreshPort)`); `stop()` ends it and removes its folder.
 */
export async function startNginx({ root, port, refreshPort, upstreams }) {
  if (!existsSync(NGINX_PATH)) throw new Error(`nginx not found at ${NGINX_PATH}: apt-get install -y nginx (or set NGINX_PATH)`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'ztart-nginx-'));
  mkdirSync(path.join(prefix, 'cache'));
  mkdirSync(path.join(prefix, 'cache-version'));
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, renderNginxConfig({ root, prefix, port, refreshPort, upstreams }));
  const child = spawn(NGINX_PATH, ['-c', configFile, '-p', prefix], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch (error) {
      if (child.exitCode !== null || tries > 100) throw new Error(`nginx did not start: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    /** The master's pid (its worker is its child). */
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        child.kill('SIGKILL');
      }
      const errors = existsSync(path.join(prefix, 'error.log')) ? readFileSync(path.join(prefix, 'error.log'), 'utf8').trim() : '';
      if (errors) console.log(`[nginx] its error log:\n${errors.split('\n').slice(-20).join('\n')}`);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
