// Renders every site illustration from hand-written SVG scenes to WebP/PNG with sharp.
//
// Re-render (no npm script needed), from the repository root:
//   node scripts/images/render.mjs                 # all images
//   node scripts/images/render.mjs countries/fr    # only outputs whose path contains the filter
//   node scripts/images/render.mjs --svg /tmp/svg  # also dump the SVG sources for inspection
//
// Output goes to public/images/, and the icons browsers ask for by name to app/. Scenes live in
// scenes-*.mjs, shared pieces in palette.mjs, primitives.mjs, people.mjs, city.mjs and
// worldmap.mjs.
import { mkdir, writeFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

import { countryScenes } from './scenes-countries.mjs';
import { visaScenes } from './scenes-visas.mjs';
import { blogScenes } from './scenes-blog.mjs';
import { siteScenes } from './scenes-site.mjs';
import { bannerScenes } from './scenes-banners.mjs';
import { brandScenes, logoMarkSquareSvg, logoMarkSvg } from './scenes-brand.mjs';
import { teamScenes } from './scenes-team.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const outDir = join(root, 'public', 'images');

function loadSharp() {
  const tries = [join(root, 'package.json'), join(here, 'package.json'), '/tmp/img/package.json'];
  for (const t of tries) {
    try {
      return createRequire(t)('sharp');
    } catch {
      /* try next location */
    }
  }
  throw new Error('sharp not found: run `npm install` in the repository root first.');
}

const args = process.argv.slice(2);
let svgDump = null;
const filters = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--svg') svgDump = args[++i];
  else filters.push(args[i]);
}

const scenes = { ...countryScenes, ...visaScenes, ...blogScenes, ...siteScenes, ...bannerScenes, ...brandScenes, ...teamScenes };

const sharp = loadSharp();
let total = 0;
for (const [rel, spec] of Object.entries(scenes)) {
  if (filters.length && !filters.some((f) => rel.includes(f))) continue;
  const svg = spec.draw(spec.w, spec.h);
  const file = join(outDir, rel);
  await mkdir(dirname(file), { recursive: true });
  if (svgDump) {
    await mkdir(join(svgDump, dirname(rel)), { recursive: true });
    await writeFile(join(svgDump, rel.replace(/\.\w+$/, '.svg')), svg);
  }
  const img = sharp(Buffer.from(svg), { density: 72 }).resize(spec.w, spec.h);
  if (rel.endsWith('.png')) await img.png({ compressionLevel: 9, palette: false }).toFile(file);
  else await img.webp({ quality: spec.quality || 80, effort: 6, smartSubsample: true }).toFile(file);
  const { size } = await stat(file);
  total += size;
  console.log(`${rel.padEnd(58)} ${spec.w}x${spec.h} ${(size / 1024).toFixed(1)} KB`);
}

if (!filters.length || filters.some((f) => 'brand/logo-mark.svg'.includes(f))) {
  const file = join(outDir, 'brand', 'logo-mark.svg');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, logoMarkSvg);
  console.log(`brand/logo-mark.svg ${logoMarkSvg.length} bytes`);
}
// What browsers, feed readers and crawlers fetch by name whatever the page's links say:
// /favicon.ico (16, 32 and 48 px PNGs in one ICO) and Apple's home-screen icon (180 px). Next
// serves both from app/ and links them from every page; app/icon.svg is the mark itself.
if (!filters.length || filters.some((f) => 'app/favicon.ico app/apple-icon.png'.includes(f))) {
  const png = (svg, size) => sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  const sizes = [16, 32, 48];
  const favicon = icoOf(await Promise.all(sizes.map(async (size) => ({ size, data: await png(logoMarkSvg, size) }))));
  await writeFile(join(root, 'app', 'favicon.ico'), favicon);
  console.log(`app/favicon.ico ${sizes.join(', ')} px ${(favicon.length / 1024).toFixed(1)} KB`);
  const apple = await png(logoMarkSquareSvg, 180);
  await writeFile(join(root, 'app', 'apple-icon.png'), apple);
  console.log(`app/apple-icon.png 180x180 ${(apple.length / 1024).toFixed(1)} KB`);
}
console.log(`total ${(total / 1024).toFixed(1)} KB`);

/** An ICO file holding the given PNGs, one directory entry each (the format Windows Vista onwards reads). */
function icoOf(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // 0 means 256
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}
