import { Transform, type TransformCallback } from 'node:stream';
import { ValidationError } from '@/lib/errors';
import type { DocumentType } from './constants';

/**
 * What an upload is, by its content: the first bytes decide, never the name or the type the
 * browser declared. PDF, JPEG, PNG and WebP pass; anything else (SVG, HTML, GIF, a Word file, an
 * executable renamed .pdf) answers null.
 */
export function detectDocumentType(head: Uint8Array): DocumentType | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => head[offset + index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export const refuseFile = (message: string) => new ValidationError(message, { file: [message] });

/** Passes bytes on until there are more than `max`, then fails the stream with a message the applicant reads. */
export function sizeLimit(max: number, message: string): Transform & { bytes(): number } {
  let seen = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > max) callback(refuseFile(message));
      else callback(null, chunk);
    },
  });
  return Object.assign(limit, { bytes: () => seen });
}

const OBJECT_OR_XREF = /(?<![0-9])[0-9]{1,10}[ \t\r\n]+[0-9]{1,5}[ \t\r\n]+obj\b|xref\b/g;
const START_XREF = /startxref[ \t\r\n]+([0-9]{1,12})[ \t\r\n]+%%EOF/g;
const CARRY = 40;
const TAIL = 2048;

/**
 * A PDF's structure checked as it streams by, without holding it: the header, at least one
 * object, and the trailer's `startxref` pointing at a cross-reference table or stream that is
 * really at that offset. A truncated download, a file with a PDF header and other bytes after it,
 * or one cut before its trailer fails here. It does not decode the pages: a well-formed file with
 * a damaged page still passes, and staff see it when they check the document.
 */
export function pdfStructureCheck(): Transform & { verdict(): string | null } {
  const starts = new Set<number>();
  let offset = 0;
  let carry = '';
  let tail = '';
  let objects = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const text = chunk.toString('latin1');
      const window = carry + text;
      const base = offset - carry.length;
      for (const match of window.matchAll(OBJECT_OR_XREF)) {
        const at = base + match.index;
        if (!starts.has(at) && match[0] !== 'xref') objects++;
        starts.add(at);
      }
      offset += chunk.length;
      carry = window.slice(-CARRY);
      tail = (tail + text).slice(-TAIL);
      callback(null, chunk);
    },
  });
  return Object.assign(check, {
    verdict(): string | null {
      if (objects === 0) return 'This PDF has no content we can read. Save it again as PDF, or send a photo of the page instead.';
      const trailer = [...tail.matchAll(START_XREF)].at(-1);
      if (!trailer) return 'This PDF is incomplete (it may have been cut short while downloading). Save it again as PDF and send it once more.';
      const xref = Number(trailer[1]);
      if (!starts.has(xref)) return 'This PDF is damaged and cannot be opened. Save it again as PDF, or send a photo of the page instead.';
      return null;
    },
  });
}
