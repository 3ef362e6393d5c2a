import { get, type IncomingHttpHeaders } from 'node:http';

/** A GET whose body comes back as sent (fetch would undo the compression the test checks). */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}
