// nginx serving given bytes from a temporary directory: the reference a cached page's
// throughput is compared with. One worker process, because Next's server runs its JavaScript on
// one thread too and wrk needs the machine's other core. Each page is there as the HTML and as
// the gzipped bytes the site sent (gzip_static), so a client asking for gzip gets the same bytes
// from both.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForHttp } from './http.mjs';
import { descendants } from './proc.mjs';

export const NGINX_WORKERS = 1;

function config(dir, port) {
  return `worker_processes ${NGINX_WORKERS};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/client_body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  types { text/html html; }
  default_type text/html;
  sendfile on;
  tcp_nopush on;
  gzip off;
  gzip_static on;
  # Node keeps a connection open for any number of requests; so does nginx here (its default
  # closes it after 1000).
  keepalive_requests 1000000;
  keepalive_timeout 75s;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / { try_files $uri =404; }
  }
}
`;
}

/**
 * Starts nginx on 127.0.0.1:`port` serving each { name, body, gzipped } as /name (`gzipped`,
 * when given, to clients that accept gzip). Returns { url(name), stop() }.
 */
export async function startNginx({ nginxPath, port, files }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'visa-bench-nginx-'));
  chmodSync(dir, 0o755); // nginx workers run as an unprivileged user when started by root
  mkdirSync(path.join(dir, 'www'), { mode: 0o755 });
  mkdirSync(path.join(dir, 'tmp'), { mode: 0o755 });
  for (const { name, body, gzipped } of files) {
    writeFileSync(path.join(dir, 'www', name), body, { mode: 0o644 });
    if (gzipped) writeFileSync(path.join(dir, 'www', `${name}.gz`), gzipped, { mode: 0o644 });
  }
  writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port));

  const child = spawn(nginxPath, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (part) => {
    stderr += part;
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // gone
    }
  };
  const emergencyStop = () => kill('SIGKILL');
  process.once('exit', emergencyStop);

  const nginx = {
    url: (name) => `http://127.0.0.1:${port}/${name}`,
    /** The master and its worker(s). */
    pids: () => descendants(child.pid),
    async stop() {
      if (!exited) {
        kill('SIGTERM'); // fast shutdown
        const deadline = Date.now() + 5_000;
        while (!exited && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      kill('SIGKILL');
      process.removeListener('exit', emergencyStop);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await waitForHttp(nginx.url(files[0].name), { timeoutMs: 15_000, isAlive: () => !exited });
  } catch (error) {
    let log = '';
    try {
      log = readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      // none
    }
    await nginx.stop();
    throw new Error(`nginx did not start: ${error.message}\n${stderr}${log}`);
  }
  return nginx;
}
