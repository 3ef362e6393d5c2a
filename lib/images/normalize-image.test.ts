import sharp from 'sharp';
import { ValidationError } from '@/lib/errors';
import { detectImageType } from './detect-image-type';
import { MAX_IMAGE_BYTES } from './limits';
import { normalizeImage } from './normalize-image';

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#e0a526' } }).png().toBuffer();

describe('normalizeImage', () => {
  test.each(['png', 'jpeg', 'gif', 'webp'] as const)('accepts a %s and re-encodes it as WebP', async (format) => {
    const input = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d4e89' } })[format]().toBuffer();
    const result = await normalizeImage(input);
    expect(result.contentType).toBe('image/webp');
    expect(detectImageType(result.bytes)).toBe('image/webp');
    expect([result.width, result.height]).toEqual([64, 48]);
  });

  test('scales very wide images down to 2400 px', async () => {
    const result = await normalizeImage(await png(3000, 1000));
    expect(result.width).toBe(2400);
    expect(result.height).toBe(800);
  });

  const refusals: [string, () => Promise<Uint8Array>, RegExp][] = [
    ['an SVG with a script', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), /PNG, JPG, GIF or WebP/],
    ['HTML renamed .png', async () => Buffer.from('<!doctype html><script>alert(1)</script>'), /PNG, JPG, GIF or WebP/],
    ['10 MB + 1 byte', async () => Buffer.concat([await png(), Buffer.alloc(MAX_IMAGE_BYTES + 1)]), /10 MB or smaller/],
    ['a PNG header with garbage after it', async () => Buffer.concat([(await png()).subarray(0, 16), Buffer.from('<script>alert(1)</script>')]), /could not be read/],
    ['a pixel bomb (a small file of 100 megapixels)', () => png(10_000, 10_000), /too many pixels/],
    ['an empty file', async () => new Uint8Array(), /PNG, JPG, GIF or WebP/],
  ];
  test.each(refusals)('refuses %s', async (_name, make, message) => {
    const attempt = normalizeImage(await make());
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toThrow(message);
  });

  test('a GIF/JavaScript polyglot comes out as pixels only', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).gif().toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from('\n/*<script>alert(document.cookie)</script>*/')]);
    const result = await normalizeImage(polyglot);
    expect(result.bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(detectImageType(result.bytes)).toBe('image/webp');
  });
});
