import { ValidationError } from '@/lib/errors';
import { PayloadTooLargeError } from './errors';
import { MULTIPART_LIMIT_BYTES, NOT_MULTIPART, readMultipart } from './multipart';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://test.local/api', { method: 'POST', body, headers });

describe('readMultipart', () => {
  test('parses text fields and files of a multipart body', async () => {
    const form = new FormData();
    form.set('title', 'Chile visa');
    form.set('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    const parsed = await readMultipart(post(form));
    expect(parsed.get('title')).toBe('Chile visa');
    const file = parsed.get('file') as File;
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  test.each([
    ['JSON', '{"title":"x"}', { 'content-type': 'application/json' }],
    ['a URL-encoded form', 'title=x', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['no content type', 'title=x', { 'content-type': '' }],
    ['a broken multipart body', '--cut\r\nContent-Disposition: form-da', { 'content-type': 'multipart/form-data; boundary=cut' }],
  ])('refuses %s with 400', async (_what, body, headers) => {
    const error = await readMultipart(post(body, headers)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe(NOT_MULTIPART);
  });

  test('refuses a body over 11 MB with 413', async () => {
    const request = post('x', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MULTIPART_LIMIT_BYTES + 1) });
    await expect(readMultipart(request)).rejects.toBeInstanceOf(PayloadTooLargeError);
  });
});
