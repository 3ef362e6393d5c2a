import { randomUUID } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { ValidationError } from '@/lib/errors';
import type { ImageStore } from '@/lib/images/image-store';
import { MAX_IMAGE_BYTES } from '@/lib/images/limits';
import { normalizeImage } from '@/lib/images/normalize-image';

/**
 * Images pasted into Quill, the old site's editor, are inlined as `<img src="data:image/png;base64,…">`.
 * The sanitiser drops every data: URL (and the site's CSP loads no data: image), so before a write
 * is validated and sanitised each such image is checked by its content like an upload (magic bytes,
 * 10 MB, re-encoded to WebP), stored through the image store, and its src replaced by the stored
 * URL. One that is not a usable image loses its src and is then dropped by the sanitiser.
 */

/** Pasted images taken from one write; any further ones are dropped. */
export const MAX_INLINE_IMAGES = 20;

const DATA_IMAGE_PREFIX = /^data:image\/[\w.+-]+;base64,/i;
// Searched for, never matched as a whole: a pattern like /^[…]+$/ over a 14 MB text exhausts
// V8's backtracking stack (RangeError) before the size check could refuse it.
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;
const MAY_HOLD_DATA_IMAGE = /<img\b[^>]*\bsrc\s*=\s*["']?\s*data:/i;

/** Stores the image of one data: URL; answers the stored URL, or null when it is not stored. */
export type DataImageStorer = (src: string) => Promise<string | null>;

/** Replaces the data: images of one HTML text with what `store` answers for each. */
export async function storeDataImages(html: string, store: DataImageStorer): Promise<string> {
  if (!MAY_HOLD_DATA_IMAGE.test(html)) return html;
  const marker = `/inline-image-${randomUUID()}-`;
  const sources: string[] = [];
  // A first pass that keeps everything (the real sanitiser runs afterwards) and only marks each
  // data: image, so the HTML is parsed as a browser would, not matched with a pattern.
  const marked = sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    parseStyleAttributes: false,
    transformTags: {
      img: (tagName, attribs) => {
        const src = (attribs.src ?? '').trim();
        if (!/^data:/i.test(src)) return { tagName, attribs };
        let index = sources.indexOf(src);
        if (index === -1) index = sources.push(src) - 1;
        return { tagName, attribs: { ...attribs, src: `${marker}${index}` } };
      },
    },
  });
  const stored = await Promise.all(sources.map(store));
  return marked.replace(new RegExp(`${marker}(\\d+)`, 'g'), (_match, index: string) => stored[Number(index)] ?? '');
}

/**
 * The storer of one write: each data: URL is checked like an upload and stored once (the same
 * image pasted twice is one upload), up to MAX_INLINE_IMAGES. A URL that is not a usable image
 * answers null; the image store failing fails the write.
 */
export function dataImageStorer(images: ImageStore): DataImageStorer {
  const bySource = new Map<string, Promise<string | null>>();
  const storeOne = async (src: string): Promise<string | null> => {
    const prefix = DATA_IMAGE_PREFIX.exec(src)?.[0];
    if (!prefix) return null;
    const base64 = src.slice(prefix.length).replace(/\s+/g, '');
    // Refused before decoding: the decoded size is three quarters of the text.
    if (!base64 || (base64.length * 3) / 4 > MAX_IMAGE_BYTES + 3 || NOT_BASE64.test(base64)) return null;
    let normalized;
    try {
      normalized = await normalizeImage(new Uint8Array(Buffer.from(base64, 'base64')));
    } catch (error) {
      if (error instanceof ValidationError) return null;
      throw error;
    }
    return (await images.save(normalized)).url;
  };
  return (src) => {
    let stored = bySource.get(src);
    if (!stored) {
      stored = bySource.size < MAX_INLINE_IMAGES ? storeOne(src) : Promise.resolve(null);
      bySource.set(src, stored);
    }
    return stored;
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A write's input (create fields, or an update's changes) with the pasted images of its rich-text
 * fields stored: the description, and each question and answer of `questions`. Anything else,
 * and anything that is not text where text belongs, is passed on unchanged for the schema to judge.
 */
export async function storeInlineImages<Input>(deps: { images: ImageStore }, input: Input): Promise<Input> {
  if (!isRecord(input)) return input;
  const save = dataImageStorer(deps.images);
  const next: Record<string, unknown> = { ...input };
  if (typeof next.description === 'string') next.description = await storeDataImages(next.description, save);
  if (Array.isArray(next.questions)) {
    next.questions = await Promise.all(
      next.questions.map(async (row: unknown) => {
        if (!isRecord(row)) return row;
        const copy = { ...row };
        for (const key of ['question', 'answer'] as const) {
          if (typeof copy[key] === 'string') copy[key] = await storeDataImages(copy[key], save);
        }
        return copy;
      }),
    );
  }
  return next as Input;
}
