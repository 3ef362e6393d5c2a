import 'server-only';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Duplex, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_DOCUMENT_IMAGE_PIXELS, MAX_DOCUMENT_IMAGE_SIDE } from './constants';

// Resolved from the working directory, as the site's other files are, so that the bundler leaves
// the program alone: it runs under plain Node, beside the server, never inside it.
const REENCODER = path.join(process.cwd(), 'lib', 'cases', 'image-reencoder.mjs');

const REENCODE_TIMEOUT_MS = 60_000;

/** At most one re-encoding process per core on this instance; the others wait their turn. */
const slots = (() => {
  let free = availableParallelism();
  const waiting: Array<() => void> = [];
  return {
    async take(): Promise<() => void> {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      return () => {
        const next = waiting.shift();
        if (next) next();
        else free++;
      };
    },
  };
})();

/**
 * A stream that re-encodes the image written into it in a child process (./image-reencoder.mjs):
 * the server only passes bytes through, so its memory stays flat whatever the image, while the
 * child's is returned when it exits. Errors with the decoder's message when the image cannot be
 * read or has too many pixels.
 */
export function reencodingStream(format: 'jpeg' | 'png' | 'webp'): Duplex {
  return Duplex.from(async function* (source: AsyncIterable<Buffer>) {
    const release = await slots.take();
    const child = spawn(process.execPath, [REENCODER, format, String(MAX_DOCUMENT_IMAGE_SIDE), String(MAX_DOCUMENT_IMAGE_PIXELS)], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    // A crafted file that keeps a decoder busy must not hold a slot for ever.
    const deadline = setTimeout(() => child.kill('SIGKILL'), REENCODE_TIMEOUT_MS);
    const closed = once(child, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
    let message = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      message = (message + text).slice(-500);
    });
    // A child that gives up early closes its input: the write then fails, and the exit code says why.
    const feeding = pipeline(Readable.from(source), child.stdin).catch((error: unknown) => error);
    try {
      for await (const chunk of child.stdout) yield chunk as Buffer;
      const [code, signal] = await closed;
      if (code !== 0) throw new Error(message.trim() || `the image re-encoder ended with ${signal ?? code}`);
      const fed = await feeding;
      if (fed instanceof Error) throw fed;
    } finally {
      clearTimeout(deadline);
      if (child.exitCode === null) child.kill('SIGKILL');
      release();
    }
  });
}
