import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { rawGet } from '@/test/raw-get';
import { createHtmlCsp } from './html-csp.mjs';

/**
 * The wrapper around Next's handler that gives each HTML answer the hashes of its own inline
 * scripts, on a real HTTP server with the compression server.mjs puts around it. The handlers
 * below write the way Next does: headers set one by one, the body in chunks or in one end().
 */

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const policyFor = (hashes: string[]) => `script-src 'self'${hashes.map((hash) => ` ${hash}`).join('')}`;
const STATIC_POLICY = "script-src 'self'";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let base: string;
let handler: Handler;
let htmlCsp: ReturnType<typeof createHtmlCsp>;

beforeAll(async () => {
  const compress = compression();
  server = createServer((req, res) =>
    compress(req as never, res as never, () => {
      res.setHeader('Content-Security-Policy', STATIC_POLICY); // what next.config sends
      htmlCsp(req, res);
      handler(req, res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
let refused: Array<[string | undefined, string]>;
beforeEach(() => {
  refused = [];
  htmlCsp = createHtmlCsp(policyFor, { onRefused: (url, text) => refused.push([url, text]) });
});

const page = (scripts: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/a.js" async=""></script></head><body><main>Visa</main>` +
  `${scripts.map((script) => `<script>${script}</script>`).join('')}` +
  `<script type="application/ld+json">{"@type":"TravelAgency"}</script></body></html>`;

describe('HTML answers', () => {
  it('list exactly the hashes of their runnable inline scripts, when written in chunks of bytes and text', async () => {
    const scripts = ['(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"ä \\u003c/script"])'];
    const html = page(scripts);
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.flushHeaders();
      const bytes = Buffer.from(html);
      const inCharacter = bytes.indexOf(Buffer.from('ä')) + 1; // a chunk ends inside a character
      res.write(bytes.subarray(0, inCharacter));
      res.write(bytes.subarray(inCharacter, inCharacter + 40).toString('latin1'), 'latin1');
      res.end(bytes.subarray(inCharacter + 40));
    };
    const response = await fetch(`${base}/visa`);
    expect(await response.text()).toBe(html);
    expect(response.headers.get('content-security-policy')).toBe(policyFor(scripts.map(sha)));
  });

  it('keep their length right and are compressed after hashing', async () => {
    const html = page(['self.__next_f.push([1,"one"])']).replace('<main>Visa</main>', `<main>${'Visa requirements. '.repeat(200)}</main>`);
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html), ETag: '"one"' });
      res.end(html);
    };
    const plain = await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    expect(plain.headers.get('content-security-policy')).toBe(policyFor([sha('self.__next_f.push([1,"one"])')]));

    const zipped = await rawGet(`${base}/`, { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(html);
    expect(zipped.headers['content-security-policy']).toBe(policyFor([sha('self.__next_f.push([1,"one"])')]));
  });

  it('a page seen before (same ETag) streams with its remembered policy; a 304 keeps it', async () => {
    const html = page(['self.__next_f.push([1,"x"])']);
    let firstWriteSent: boolean | undefined;
    handler = (req, res) => {
      res.setHeader('ETag', '"same"');
      if (req.headers['if-none-match'] === '"same"') {
        res.statusCode = 304; // as Next answers it: no Content-Type
        res.end();
        return;
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(html.slice(0, 50));
      firstWriteSent = res.headersSent;
      res.end(html.slice(50));
    };
    await fetch(`${base}/a`).then((r) => r.text());
    expect(firstWriteSent).toBe(false); // held back: the policy was not known yet
    const again = await fetch(`${base}/a`);
    expect(await again.text()).toBe(html);
    expect(firstWriteSent).toBe(true); // known by its ETag: streamed
    expect(again.headers.get('content-security-policy')).toBe(policyFor([sha('self.__next_f.push([1,"x"])')]));
    const notModified = await fetch(`${base}/a`, { headers: { 'If-None-Match': '"same"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBe(policyFor([sha('self.__next_f.push([1,"x"])')]));
  });

  it('join the flight chunks that follow one another into one script, again when the page is seen again, and tell HEAD the joined length', async () => {
    const chunks = ['self.__next_f.push([1,"0:{}"])', 'self.__next_f.push([1,"1:[]"])', 'self.__next_f.push([1,"2:null"])'];
    const html = page(['(self.__next_f=self.__next_f||[]).push([0])', ...chunks]);
    const joined = page(['(self.__next_f=self.__next_f||[]).push([0])', chunks.join(';')]);
    const policy = policyFor([sha('(self.__next_f=self.__next_f||[]).push([0])'), sha(chunks.join(';'))]);
    handler = (req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html), ETag: '"joined"' });
      res.end(req.method === 'HEAD' ? undefined : html);
    };
    for (const time of ['first', 'again']) {
      const response = await fetch(`${base}/visa/japan`, { headers: { 'Accept-Encoding': 'identity' } });
      expect({ time, body: await response.text() }).toEqual({ time, body: joined });
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(joined)));
      expect(response.headers.get('content-security-policy')).toBe(policy);
    }
    const head = await fetch(`${base}/visa/japan`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(joined)));
    expect(head.headers.get('content-security-policy')).toBe(policy);
  });

  it('leave out, and report, an inline script that Next and React did not write (stored data that got through)', async () => {
    const framework = ['(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"Visa"])'];
    const injected = 'fetch("/x?c="+document.cookie)';
    const html = page([framework[0]!, injected, framework[1]!]);
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(html);
    };
    const response = await fetch(`${base}/visa/chile`);
    expect(await response.text()).toBe(html); // the page is served as it is: the browser refuses the script
    expect(response.headers.get('content-security-policy')).toBe(policyFor(framework.map(sha)));
    expect(refused).toEqual([['/visa/chile', injected]]);
  });

  it('a 304 for a page this process has not hashed carries no policy, so the browser keeps the stored one', async () => {
    handler = (_req, res) => {
      res.setHeader('ETag', '"before-restart"');
      res.statusCode = 304;
      res.end();
    };
    const response = await fetch(`${base}/b`, { headers: { 'If-None-Match': '"before-restart"' } });
    expect(response.status).toBe(304);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

describe('answers that are not HTML', () => {
  it('pass through as they are written, with the static policy', async () => {
    let sentBeforeEnd: boolean | undefined;
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.write('{"data":');
      sentBeforeEnd = res.headersSent;
      res.end('[]}');
    };
    const response = await fetch(`${base}/api/1.0/user/blog/blogs`);
    expect(await response.json()).toEqual({ data: [] });
    expect(sentBeforeEnd).toBe(true);
    expect(response.headers.get('content-security-policy')).toBe(STATIC_POLICY);
  });
});
