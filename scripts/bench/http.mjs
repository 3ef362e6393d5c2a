// Plain HTTP helpers for the benchmark: a GET that returns the exact bytes on the wire (no
// automatic decompression, no Accept-Encoding unless asked), and a free loopback port.
import http from 'node:http';
import net from 'node:net';

/** GET `url`; resolves { status, headers, body: Buffer }. Sends only the headers given. */
export function httpGet(url, { headers = {}, timeoutMs = 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const parts = [];
      response.on('data', (part) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(parts) }));
      response.on('error', reject);
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    request.on('error', reject);
  });
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers with one of `okStatuses`; throws after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 90_000, okStatuses = [200], isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process serving ${url} exited before it was ready`);
    try {
      const { status } = await httpGet(url, { timeoutMs: 10_000 });
      if (okStatuses.includes(status)) return;
      last = `status ${status}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready after ${timeoutMs / 1000} s (${last})`);
}
