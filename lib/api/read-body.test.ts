import { PayloadTooLargeError } from './errors';
import { readBodyWithLimit } from './read-body';

/** A request whose body arrives in chunks, without a Content-Length (as a streaming client sends). */
function streamed(chunks: Uint8Array[], onPull: () => void = () => undefined, headers: Record<string, string> = {}): Request {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull();
      if (index < chunks.length) controller.enqueue(chunks[index++]!);
      else controller.close();
    },
  }, { highWaterMark: 0 }); // pull only when read
  return new Request('http://test.local/upload', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

describe('readBodyWithLimit', () => {
  test('reads a body within the limit', async () => {
    const request = new Request('http://test.local/', { method: 'POST', body: 'hello' });
    expect((await readBodyWithLimit(request, 5)).toString()).toBe('hello');
  });

  test('refuses a declared length over the limit without reading the body', async () => {
    let pulled = 0;
    const declared = streamed([new Uint8Array(4)], () => (pulled += 1), { 'content-length': '12000000' });
    await expect(readBodyWithLimit(declared, 1000)).rejects.toBeInstanceOf(PayloadTooLargeError);
    expect(pulled).toBe(0);
  });

  test('stops reading a body without a length once it passes the limit', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(400);
    const request = streamed(Array.from({ length: 100 }, () => chunk), () => (pulled += 1));
    const error = await readBodyWithLimit(request, 1000).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect((error as PayloadTooLargeError).status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  test('an empty body is empty', async () => {
    expect((await readBodyWithLimit(new Request('http://test.local/', { method: 'POST' }), 10)).byteLength).toBe(0);
  });
});

describe('PayloadTooLargeError', () => {
  test('names the limit in megabytes or kilobytes', () => {
    expect(new PayloadTooLargeError(11 * 1024 * 1024).message).toBe('The request body is too large (11 MB at most)');
    expect(new PayloadTooLargeError(16 * 1024).message).toBe('The request body is too large (16 KB at most)');
  });
});
