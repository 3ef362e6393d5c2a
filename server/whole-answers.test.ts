import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { rawGet } from '@/test/raw-get';
import { createHtmlCsp } from './html-csp.mjs';
import { createWholeAnswers } from './whole-answers.mjs';

/**
 * Answers that reach the compression whole leave with their length, on a real HTTP server with
 * server.mjs's chain: the compression middleware, this wrapper, the page policy, then the
 * handler, which writes the way Next does.
 */

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let base: string;
let handler: Handler;

beforeAll(async () => {
  const compress = compression();
  const wholeAnswers = createWholeAnswers();
  const htmlCsp = createHtmlCsp(() => "script-src 'self'");
  server = createServer((req, res) =>
    compress(req as never, res as never, () => {
      wholeAnswers(req, res);
      htmlCsp(req, res);
      handler(req, res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const html = `<!DOCTYPE html><html><body><main>${'Schengen visa requirements for UAE residents. '.repeat(100)}</main></body></html>`;

describe('an HTML page', () => {
  // Written in parts, as Next streams a page it renders: html-csp.mjs holds it until complete.
  const streamedPage: Handler = (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write(html.slice(0, 100));
    setImmediate(() => res.end(html.slice(100)));
  };

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ])('leaves compressed (%s) with its length, not chunked', async (encoding, accept, decode) => {
    handler = streamedPage;
    const answer = await rawGet(`${base}/visa/germany`, { 'Accept-Encoding': accept });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decode(answer.body).toString()).toBe(html);
  });

  it('leaves as it is, with its length, to a client that takes no compression', async () => {
    handler = streamedPage;
    const answer = await rawGet(`${base}/visa/germany`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(answer.body.toString()).toBe(html);
  });

  it('answers HEAD with no body and no encoding', async () => {
    handler = (req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : html);
    };
    const head = await fetch(`${base}/`, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBeNull();
  });
});

describe('other answers', () => {
  it('written in parts stream through the middleware as before (chunked, compressed)', async () => {
    const script = 'self.__next_f.push([1,"chunk"]);'.repeat(200);
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'application/javascript');
      res.write(script.slice(0, 1000));
      setImmediate(() => res.end(script.slice(1000)));
    };
    const answer = await rawGet(`${base}/_next/static/chunks/a.js`, { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });

  it('whole but small, of a type not compressed, or already encoded, leave untouched', async () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ['small', { 'Content-Type': 'application/json' }, '{"ok":true}'],
      ['image', { 'Content-Type': 'image/webp' }, 'x'.repeat(4000)],
      ['encoded', { 'Content-Type': 'text/plain', 'Content-Encoding': 'identity', 'Cache-Control': 'no-transform' }, 'y'.repeat(4000)],
    ];
    for (const [name, headers, body] of cases) {
      handler = (_req, res) => {
        for (const [header, value] of Object.entries(headers)) res.setHeader(header, value);
        res.end(body);
      };
      const answer = await rawGet(`${base}/${name}`, { 'Accept-Encoding': 'gzip, br' });
      expect({ name, encoding: answer.headers['content-encoding'], length: answer.headers['content-length'], body: answer.body.toString() }).toEqual({
        name,
        encoding: headers['Content-Encoding'],
        length: String(body.length),
        body,
      });
    }
  });
});
