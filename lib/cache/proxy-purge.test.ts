import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { refreshProxyContentVersion } from './proxy-purge.mjs';

/** A stand-in for nginx's refresh port: records each call and answers `status`. */
async function startProxy(status: number) {
  const calls: string[] = [];
  const server = http.createServer((request, response) => {
    calls.push(`${request.method} ${request.url}`);
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/content-version`;
  return { url, calls, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('refreshProxyContentVersion', () => {
  const saved = process.env.CACHE_PURGE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.CACHE_PURGE_URL;
    else process.env.CACHE_PURGE_URL = saved;
    jest.restoreAllMocks();
  });

  it('posts to every proxy listed, before it returns, and once more a moment later', async () => {
    const [one, two] = [await startProxy(204), await startProxy(204)];
    process.env.CACHE_PURGE_URL = `${one.url}, ${two.url}`;
    await refreshProxyContentVersion();
    expect(one.calls).toEqual(['POST /content-version']);
    expect(two.calls).toEqual(['POST /content-version']);
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(one.calls).toHaveLength(2);
    expect(two.calls).toHaveLength(2);
    await Promise.all([one.close(), two.close()]);
  });

  it('logs a refused or unreachable proxy without failing the edit', async () => {
    const refusing = await startProxy(403);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    process.env.CACHE_PURGE_URL = refusing.url;
    await expect(refreshProxyContentVersion()).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('answered 403'));
    await refusing.close();
    process.env.CACHE_PURGE_URL = refusing.url; // closed now: the connection is refused
    await expect(refreshProxyContentVersion()).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1_300));
  });

  it('does nothing without CACHE_PURGE_URL', async () => {
    delete process.env.CACHE_PURGE_URL;
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await refreshProxyContentVersion();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
