import sharp from 'sharp';
import { ValidationError } from '@/lib/errors';
import { gifPolyglot, REFUSED_UPLOADS } from '@/test/hostile-inputs';
import { detectImageType } from './detect-image-type';
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
    ...REFUSED_UPLOADS,
    ['an empty file', async () => new Uint8Array(), /PNG, JPG, GIF or WebP/],
  ];
  test.each(refusals)('refuses %s', async (_name, make, message) => {
    const attempt = normalizeImage(await make());
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toThrow(message);
  });

  test('a GIF/JavaScript polyglot comes out as pixels only', async () => {
    const result = await normalizeImage(await gifPolyglot());
    expect(result.bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(detectImageType(result.bytes)).toBe('image/webp');
  });
});
