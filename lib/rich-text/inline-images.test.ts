import sharp from 'sharp';
import type { ImageStore } from '@/lib/images/image-store';
import { MAX_IMAGE_BYTES } from '@/lib/images/limits';
import { sanitizeRichText } from './sanitize';
import { MAX_INLINE_IMAGES, storeDataImages, storeInlineImages } from './inline-images';

const png = () => sharp({ create: { width: 12, height: 8, channels: 3, background: '#e0a526' } }).png().toBuffer();
const dataUrl = async (type = 'image/png') => `data:${type};base64,${(await png()).toString('base64')}`;

/** An image store that keeps what it was given, in memory. */
function memoryImages() {
  const saved: { bytes: Buffer; width: number; height: number }[] = [];
  const images: ImageStore = {
    save: async (image) => {
      saved.push(image);
      return { url: `/uploads/00000000-0000-0000-0000-${String(saved.length).padStart(12, '0')}.webp` };
    },
    remove: async () => undefined,
    retire: async () => undefined,
  };
  return { images, saved };
}

describe('images pasted into the old editor (data: URLs)', () => {
  test('become uploads, re-encoded as WebP, and the HTML points at them; the sanitiser keeps them', async () => {
    const { images, saved } = memoryImages();
    const html = `<p class="ql-align-center">Passport:<img src="${await dataUrl()}" alt="A passport"></p>`;
    const result = await storeInlineImages({ images }, { description: html, title: 'kept' });
    expect(result.title).toBe('kept');
    expect(result.description).toBe('<p class="ql-align-center">Passport:<img src="/uploads/00000000-0000-0000-0000-000000000001.webp" alt="A passport" /></p>');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(sanitizeRichText(result.description)).toBe(
      '<p class="ql-align-center">Passport:<img src="/uploads/00000000-0000-0000-0000-000000000001.webp" alt="A passport" /></p>',
    );
  });

  test('in questions and answers too; the same image twice is stored once', async () => {
    const { images, saved } = memoryImages();
    const image = await dataUrl('image/jpeg'); // the declared type does not matter, the bytes do
    const input = { questions: [{ question: `<p>Q<img src="${image}"></p>`, answer: `<p><img src='${image}'>A</p>` }, 'not a row'] };
    const result = await storeInlineImages({ images }, input);
    expect(saved).toHaveLength(1);
    expect(result.questions).toEqual([
      { question: '<p>Q<img src="/uploads/00000000-0000-0000-0000-000000000001.webp" /></p>', answer: '<p><img src="/uploads/00000000-0000-0000-0000-000000000001.webp" />A</p>' },
      'not a row',
    ]);
  });

  test.each([
    ['SVG (can carry script)', `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`],
    ['HTML named as an image', `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`],
    ['not base64', 'data:image/png,%89PNG'],
    ['over 10 MB', `data:image/png;base64,${'A'.repeat(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 8)}`],
    ['a damaged PNG', `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`],
  ])('%s is not stored, and the image is then dropped', async (_what, src) => {
    const { images, saved } = memoryImages();
    const result = await storeInlineImages({ images }, { description: `<p>x<img src="${src}"></p>` });
    expect(saved).toHaveLength(0);
    expect(sanitizeRichText(result.description)).toBe('<p>x</p>');
  });

  test('text without a pasted image is returned as it came, not re-serialised', async () => {
    const { images } = memoryImages();
    const html = '<p>Fees & <b>documents</b><img src="/uploads/a.webp"></p>';
    expect(await storeDataImages(html, async () => 'never')).toBe(html);
    const input = { description: html, questions: 'not a list', faqs: [{ question: 'q', answer: `<img src="data:image/png;base64,AAAA">` }] };
    expect(await storeInlineImages({ images }, input)).toEqual(input); // FAQ answers are plain text
    expect(await storeInlineImages({ images }, null)).toBeNull();
    expect(await storeInlineImages({ images }, { description: { $gt: '' } })).toEqual({ description: { $gt: '' } });
  });

  test(`at most ${MAX_INLINE_IMAGES} images per write are stored; the rest are dropped`, async () => {
    const { images, saved } = memoryImages();
    const tags = await Promise.all(
      Array.from({ length: MAX_INLINE_IMAGES + 2 }, async (_, index) => {
        const bytes = await sharp({ create: { width: 4 + index, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
        return `<img src="data:image/png;base64,${bytes.toString('base64')}">`;
      }),
    );
    const result = await storeInlineImages({ images }, { description: `<p>${tags.join('')}</p>` });
    expect(saved).toHaveLength(MAX_INLINE_IMAGES);
    expect(sanitizeRichText(result.description).match(/<img/g)).toHaveLength(MAX_INLINE_IMAGES);
  });

  test('a failing image store fails the write', async () => {
    const images: ImageStore = { save: () => Promise.reject(new Error('disk full')), remove: async () => undefined, retire: async () => undefined };
    await expect(storeInlineImages({ images }, { description: `<img src="${await dataUrl()}">` })).rejects.toThrow('disk full');
  });

  test('an author’s own src that looks like the marker is left alone', async () => {
    const { images } = memoryImages();
    const html = `<p><img src="/inline-image-x-0"><img src="${await dataUrl()}"></p>`;
    const result = await storeInlineImages({ images }, { description: html });
    expect(result.description).toContain('src="/inline-image-x-0"');
  });
});
