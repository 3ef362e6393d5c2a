// Brand assets: partner wordmark badges, the Open Graph card and the logo mark.
import { C, tint } from './palette.mjs';
import { doc, g, tr, rect, circle, ellipse, path, poly, line, stroke, rad, planeIcon, planeIconD, route, stars, n } from './primitives.mjs';
import { burjKhalifa } from './city.mjs';
import { worldMap } from './worldmap.mjs';

const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// neutral badge icons, drawn in a 56x56 box centred on 0,0
const ICONS = {
  globe: (c) => circle(0, 0, 20, 'none', `stroke="${c}" stroke-width="3.5"`) + ellipse(0, 0, 9, 20, 'none', `stroke="${c}" stroke-width="3"`) + line(-20, 0, 20, 0, c, 3) + line(-17, -10, 17, -10, c, 2.5) + line(-17, 10, 17, 10, c, 2.5),
  document: (c) => path('M-15,-22 L7,-22 L17,-12 L17,22 L-15,22 Z', 'none', `stroke="${c}" stroke-width="3.5" stroke-linejoin="round"`) + stroke('M-8,4 L-2,11 L10,-3', c, 4) + line(-8, -12, 4, -12, c, 3),
  passport: (c) => rect(-15, -21, 30, 42, 'none', 4, `stroke="${c}" stroke-width="3.5"`) + circle(0, -5, 7, 'none', `stroke="${c}" stroke-width="3"`) + line(-7, 11, 7, 11, c, 3),
  building: (c) => poly([[-22, -8], [0, -22], [22, -8]], c) + [-15, -5, 5, 15].map((x) => rect(x - 2.5, -4, 5, 20, c)).join('') + rect(-22, 17, 44, 5, c, 1),
  plane: (c) => g('transform="rotate(-30) scale(1.05)"', path(planeIconD, c)),
  shield: (c) => path('M0,-22 C8,-18 14,-17 19,-17 C19,2 14,14 0,22 C-14,14 -19,2 -19,-17 C-14,-17 -8,-18 0,-22 Z', 'none', `stroke="${c}" stroke-width="3.5" stroke-linejoin="round"`) + stroke('M-8,0 L-2,7 L9,-6', c, 4),
};

function badge(name, icon) {
  const Wd = 400;
  const Ht = 160;
  const words = name.split(' ');
  let lines = [name];
  if (name.length > 12 && words.length > 1) {
    // split into two balanced lines
    let best = null;
    for (let i = 1; i < words.length; i++) {
      const a = words.slice(0, i).join(' ');
      const b = words.slice(i).join(' ');
      const score = Math.max(a.length, b.length);
      if (!best || score < best[0]) best = [score, [a, b]];
    }
    lines = best[1];
  }
  const avail = 218;
  const maxChars = Math.max(...lines.map((l) => l.length));
  const size = Math.min(lines.length === 1 ? 34 : 28, Math.floor(avail / (maxChars * 0.68)));
  const lh = size * 1.18;
  const y0 = Ht / 2 - ((lines.length - 1) * lh) / 2 + size * 0.36;
  let b = rect(0, 0, Wd, Ht, C.white);
  b += rect(6, 6, Wd - 12, Ht - 12, C.white, 26, `stroke="${tint(C.sky, 0.35)}" stroke-width="3"`);
  b += circle(82, 80, 40, tint(C.sky, 0.8)) + g(tr(82, 80), ICONS[icon](C.deep));
  b += line(140, 44, 140, 116, tint(C.sky, 0.5), 2);
  lines.forEach((l, i) => {
    b += `<text x="160" y="${n(y0 + i * lh)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${C.navy}">${esc(l)}</text>`;
  });
  return doc(Wd, Ht, b);
}

/** The Open Graph art without words: night sky, dotted world map, the Burj and a gold flight path. */
function ogArt(W, H) {
  const [bd, bu] = rad([[0, C.deep], [1, C.navy]], 0.7, 0.4, 0.9);
  let b = bd + rect(0, 0, W, H, bu);
  const m = worldMap(0, 60, W, 540, { step: 3.2, color: C.sky, op: 0.12 });
  b += m.svg + stars(W, H, 30, 5, C.sky);
  b += g('opacity="0.35"', burjKhalifa(1040, 640, 0.9, C.blue, tint(C.blue, 0.2)));
  // gold route motif
  b += route('M-20,560 C200,600 420,520 640,560 S940,600 1010,380', C.gold, 5, '4 16', 0.9);
  b += route('M100,110 C320,50 560,140 820,90', C.gold, 3, '3 14', 0.5);
  b += planeIcon(1050, 330, 2.6, -38, C.gold);
  return b;
}

/** The site's own card: the art with the logo, the name and the promise. */
function ogDefault(W, H) {
  let b = ogArt(W, H);
  b += rect(96, 196, 136, 136, C.white, 34, 'opacity="0.08"') + g(tr(100, 200, 2), logoMarkBody()) + rect(100, 200, 128, 128, 'none', 28, `stroke="${C.gold}" stroke-opacity="0.35" stroke-width="2"`);
  b += `<text x="270" y="300" font-family="${FONT}" font-size="108" font-weight="700" fill="${C.white}" letter-spacing="-1">Ztart Visa</text>`;
  b += rect(104, 384, 110, 8, C.gold, 4);
  b += `<text x="100" y="460" font-family="${FONT}" font-size="50" fill="${C.white}" fill-opacity="0.92">Visa on time, guaranteed</text>`;
  return doc(W, H, b);
}

/** 64x64 brand mark: a "Z" drawn as a flight path ending in a small plane (gold on navy). */
function logoMarkBody(cornerRadius = 14) {
  return `<rect width="64" height="64" rx="${cornerRadius}" fill="${C.navy}"/>` +
    `<path d="M17 19H45" stroke="${C.gold}" stroke-width="5.5" stroke-linecap="round"/>` +
    `<path d="M39 25L25 39" stroke="${C.gold}" stroke-width="5.5" stroke-linecap="round" stroke-dasharray="0.01 9.89"/>` +
    `<path d="M19 45H37" stroke="${C.gold}" stroke-width="5.5" stroke-linecap="round"/>` +
    `<path transform="translate(47.5 42.5) rotate(-24) scale(0.36)" fill="${C.gold}" d="${planeIconD}"/>`;
}

/** 64x64 brand mark: a "Z" drawn as a flight path ending in a small plane. */
export const logoMarkSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Ztart Visa">${logoMarkBody()}</svg>\n`;

/** The mark on a square ground, for Apple's home-screen icon: iOS rounds the corners itself (and fills transparent ones black). */
export const logoMarkSquareSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${logoMarkBody(0)}</svg>\n`;

const P = (name, icon) => ({ w: 400, h: 160, quality: 82, draw: () => badge(name, icon) });
export const brandScenes = {
  'partners/vfs-global.webp': P('VFS Global', 'globe'),
  'partners/tlscontact.webp': P('TLScontact', 'document'),
  'partners/bls-international.webp': P('BLS International', 'passport'),
  'partners/us-embassy.webp': P('U.S. Embassy Abu Dhabi', 'building'),
  'partners/emirates.webp': P('Emirates', 'plane'),
  'partners/travel-insurance.webp': P('Travel insurance', 'shield'),
  'og-default.png': { w: 1200, h: 630, draw: ogDefault },
  // The backdrop of the generated page cards (lib/seo/share-card.tsx), which write the page's words over it.
  'brand/og-backdrop.png': { w: 1200, h: 630, draw: (W, H) => doc(W, H, ogArt(W, H)) },
};
