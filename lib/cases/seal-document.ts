import 'server-only';
import { Readable, Transform } from 'node:stream';
import { type DocumentType, MAX_DOCUMENT_BYTES } from './constants';
import { detectDocumentType, pdfStructureCheck, refuseFile, sizeLimit } from './document-check';
import { sealingStream } from './document-cipher';
import type { DocumentKeyring } from './document-key';
import type { DocumentVault } from './document-vault';
import { reencodingStream } from './reencode-image';

export interface SealedDocument {
  contentType: DocumentType;
  /** Bytes of the document as stored (re-encoded for images), before encryption. */
  size: number;
  keyId: string;
  iv: string;
  authTag: string;
}

export const TOO_LARGE = 'The file is larger than 10 MB. Send a smaller scan or photo.';
export const NOT_ACCEPTED = 'Send a PDF, JPEG, PNG or WebP file. Other kinds of file are not accepted.';
const UNREADABLE_IMAGE = 'This image could not be read: it may be damaged. Take the photo again and send it once more.';
const EMPTY = 'The file is empty.';

/** The first `bytes` bytes of a stream, and the whole stream again (those bytes first). */
async function peek(source: Readable, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes && !done) {
    const next = await iterator.next();
    if (next.done) done = true;
    else {
      const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
      chunks.push(chunk);
      length += chunk.length;
    }
  }
  const head = Buffer.concat(chunks);
  async function* again() {
    if (head.length > 0) yield head;
    while (!done) {
      const next = await iterator.next();
      if (next.done) return;
      yield Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    }
  }
  return { head, whole: Readable.from(again(), { objectMode: false }) };
}

function counter(): Transform & { bytes(): number } {
  let seen = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(null, chunk);
    },
  });
  return Object.assign(count, { bytes: () => seen });
}

/**
 * Checks an upload by its content as it streams in and writes it encrypted to the vault at
 * `location`, never holding it whole and never writing it in clear: a PDF is checked for its
 * structure on the way; an image is decoded and re-encoded in its own format in a separate process
 * (turned upright, without its metadata: no GPS position, no camera serial) no larger than 3000 px
 * a side. Refuses
 * with a ValidationError the applicant reads (too large, not an accepted kind, damaged), leaving
 * nothing stored.
 */
export async function sealDocument(source: Readable, { vault, keyring, location }: { vault: DocumentVault; keyring: DocumentKeyring; location: string }): Promise<SealedDocument> {
  const { head, whole } = await peek(source, 16);
  if (head.length === 0) throw refuseFile(EMPTY);
  const contentType = detectDocumentType(head);
  if (!contentType) {
    whole.destroy();
    throw refuseFile(NOT_ACCEPTED);
  }
  const limit = sizeLimit(MAX_DOCUMENT_BYTES, TOO_LARGE);
  const sealing = sealingStream(keyring);
  const stored = counter();
  try {
    if (contentType === 'application/pdf') {
      const structure = pdfStructureCheck();
      await vault.write(location, whole, limit, structure, stored, sealing.stream);
      const problem = structure.verdict();
      if (problem) {
        await vault.remove(location);
        throw refuseFile(problem);
      }
    } else {
      const format = contentType === 'image/jpeg' ? 'jpeg' : contentType === 'image/png' ? 'png' : 'webp';
      await vault.write(location, whole, limit, reencodingStream(format) as Transform, stored, sealing.stream).catch((error: unknown) => {
        if (error instanceof Error && error.message === TOO_LARGE) throw error;
        if (error instanceof Error && /pixel limit/i.test(error.message)) throw refuseFile('The image has too many pixels (60 megapixels at most).');
        throw refuseFile(UNREADABLE_IMAGE);
      });
    }
  } catch (error) {
    await vault.remove(location).catch(() => undefined);
    throw error;
  }
  if (stored.bytes() === 0) {
    await vault.remove(location);
    throw refuseFile(EMPTY);
  }
  return { contentType, size: stored.bytes(), keyId: sealing.keyId, iv: sealing.iv, authTag: sealing.authTag() };
}
