// Renders every site illustration from hand-written SVG scenes to WebP/PNG with sharp.
//
// Re-render (no npm script needed), from the repository root:
//   node scripts/images/render.mjs                 # all images
//   node scripts/images/render.mjs countries/fr    # only outputs whose path contains the filter
//   node scripts/images/render.mjs --svg /tmp/svg  # also dump the SVG sources for inspection
//
// Output goes to public/images/. Scenes live in scenes-*.mjs, shared pieces in
// palette.mjs, primitives.mjs, people.mjs, city.mjs and worldmap.mjs.
import { mkdir, writeFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

import { countryScenes } from './scenes-countries.mjs';
import { visaScenes } from './scenes-visas.mjs';
import { blogScenes } from './scenes-blog.mjs';
import { siteScenes } from './scenes-site.mjs';
import { bannerScenes } from './scenes-banners.mjs';
import { brandScenes, logoMarkSvg } from './scenes-brand.mjs';
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
console.log(`total ${(total / 1024).toFixed(1)} KB`);
