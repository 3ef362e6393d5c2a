import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createCloudinaryImageStore } from './cloudinary-image-store';

/** A local stand-in for Cloudinary's upload API: the cloud itself cannot be reached from here. */
describe('Cloudinary image store (against a local stand-in for the API)', () => {
  let server: Server;
  let prefix: string;
  const calls: { path: string; body: string }[] = [];

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    });

  let certDir: string;
  let agent: Agent;

  beforeAll(async () => {
    // The SDK only speaks HTTPS: the stand-in gets a throwaway self-signed certificate, trusted
    // by the agent these tests hand to the store.
    certDir = mkdtempSync(path.join(tmpdir(), 'cloudinary-cert-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-days', '1',
      '-keyout', path.join(certDir, 'key.pem'), '-out', path.join(certDir, 'cert.pem')], { stdio: 'ignore' });
    const tls = { key: readFileSync(path.join(certDir, 'key.pem')), cert: readFileSync(path.join(certDir, 'cert.pem')) };
    agent = new Agent({ ca: tls.cert });
    server = createServer(tls, async (request, response) => {
      const body = await readBody(request);
      calls.push({ path: request.url ?? '', body });
      response.setHeader('content-type', 'application/json');
      if (request.url?.endsWith('/image/upload')) {
        response.end(JSON.stringify({ secure_url: 'https://res.cloudinary.com/demo-cloud/image/upload/v17/ztart-visa/abc123.webp', public_id: 'ztart-visa/abc123' }));
      } else if (request.url?.endsWith('/image/destroy')) {
        response.end(JSON.stringify({ result: 'ok' }));
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    prefix = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    agent.destroy();
    rmSync(certDir, { recursive: true, force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('uploads into the site folder, signed with the key from CLOUDINARY_URL, and returns the secure URL', async () => {
    const store = createCloudinaryImageStore('cloudinary://key123:secret456@demo-cloud', { uploadPrefix: prefix, agent });
    const { url } = await store.save({ bytes: Buffer.from('RIFF....WEBP'), width: 1, height: 1 });
    expect(url).toBe('https://res.cloudinary.com/demo-cloud/image/upload/v17/ztart-visa/abc123.webp');
    const upload = calls.find((call) => call.path === '/v1_1/demo-cloud/image/upload')!;
    expect(upload.body).toContain('ztart-visa');
    expect(upload.body).toContain('key123');
    expect(upload.body).toMatch(/name="signature"/);
    expect(upload.body).not.toContain('secret456');
  });

  test('removes by public id only the images of its own cloud and folder', async () => {
    const store = createCloudinaryImageStore('cloudinary://key123:secret456@demo-cloud', { uploadPrefix: prefix, agent });
    calls.length = 0;
    await store.remove('https://res.cloudinary.com/demo-cloud/image/upload/v17/ztart-visa/abc123.webp');
    await store.remove('https://res.cloudinary.com/other-cloud/image/upload/v1/x.webp');
    await store.remove('https://res.cloudinary.com/demo-cloud/image/upload/v3/brand/logo.webp');
    await store.remove('https://res.cloudinary.com/demo-cloud/image/upload/c_fill,w_100/v3/ztart-visa/abc123.webp');
    await store.remove('/images/visas/germany-visa-from-dubai.webp');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/v1_1/demo-cloud/image/destroy');
    expect(calls[0]!.body).toContain('ztart-visa/abc123');
  });
});
