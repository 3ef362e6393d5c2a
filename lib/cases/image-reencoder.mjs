// Re-encodes one uploaded image, read from standard input, to standard output: turned upright,
// without its metadata, no larger than the given side, in the given format. It runs as its own
// short-lived process (lib/cases/reencode-image.ts) so that decoding a stranger's image never
// happens inside the web server: libvips holds a whole WebP (or a JPEG being optimised) in memory,
// up to ~200 MB for a 10 MB upload, and a crafted file that crashes a decoder ends this process,
// not the site. On failure it writes sharp's message on standard error and exits with 1.
import sharp from 'sharp';
import { pipeline } from 'node:stream/promises';

const [format, side, pixels] = process.argv.slice(2);
if (!['jpeg', 'png', 'webp'].includes(format ?? '') || !Number(side) || !Number(pixels)) {
  process.stderr.write('usage: image-reencoder.mjs jpeg|png|webp MAX_SIDE MAX_PIXELS\n');
  process.exit(2);
}
sharp.cache(false);
sharp.concurrency(1);
const reencode = sharp({ limitInputPixels: Number(pixels), sequentialRead: true, failOn: 'error' })
  .rotate()
  .resize({ width: Number(side), height: Number(side), fit: 'inside', withoutEnlargement: true })
  // Optimised Huffman tables would keep the whole JPEG's coefficients in memory for a few percent.
  .toFormat(format, format === 'png' ? {} : format === 'jpeg' ? { quality: 88, optimiseCoding: false } : { quality: 88 });
try {
  await pipeline(process.stdin, reencode, process.stdout);
} catch (error) {
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
