// City silhouettes: the Dubai skyline (Burj Khalifa & friends) and generic skylines.
import { C, tint, shade, mix } from './palette.mjs';
import { g, tr, rect, poly, path, circle, ellipse, line, rng, n } from './primitives.mjs';

const RIGHT = [[30, 0], [30, -130], [25, -130], [25, -240], [20, -240], [20, -330], [15, -330], [15, -400], [11, -400], [11, -455], [7, -455], [7, -500], [4, -500], [4, -535], [1.4, -640]];
const LEFT = [[-30, 0], [-30, -100], [-26, -100], [-26, -205], [-21, -205], [-21, -295], [-16, -295], [-16, -372], [-12, -372], [-12, -430], [-8, -430], [-8, -482], [-5, -482], [-5, -528], [-1.4, -640]];

/** Burj Khalifa, base centre at (x,y), 640*s tall. */
export function burjKhalifa(x, y, s, fill, light, lights = null) {
  const pts = [...LEFT, ...RIGHT.slice().reverse()];
  let out = poly(pts, fill) + poly([[0, 0], ...RIGHT, [0, -640]], light, 'opacity="0.55"');
  out += line(0, -20, 0, -540, shade(fill, 0.15), 1.6, 'opacity="0.6"');
  if (lights) {
    const r = rng(77);
    for (let yy = -30; yy > -500; yy -= 14) {
      const half = Math.abs(RIGHT.find((p, i) => RIGHT[i + 1] && RIGHT[i + 1][1] < yy && p[1] >= yy)?.[0] ?? 6);
      for (let xx = -half + 5; xx < half - 4; xx += 8) if (r() < 0.35) out += rect(xx, yy, 3.5, 5, lights, 0.5, `opacity="${n(0.5 + r() * 0.5)}"`);
    }
    out += circle(0, -640, 3, C.coral);
  }
  return g(tr(x, y, s), out);
}

export function burjAlArab(x, y, s, fill, light) {
  return g(tr(x, y, s),
    path('M0,0 L8,-300 L16,-300 C110,-210 118,-90 70,0 Z', fill) +
    path('M16,-300 C110,-210 118,-90 70,0 L48,0 C90,-90 84,-200 16,-280 Z', light, 'opacity="0.6"') +
    rect(-6, -318, 6, 318, shade(fill, 0.1)) + rect(-6, -318, 28, 5, shade(fill, 0.1)) +
    ellipse(-22, -210, 20, 4, shade(fill, 0.05)));
}
export function dubaiFrame(x, y, s, fill) {
  return g(tr(x, y, s),
    rect(0, -300, 36, 300, fill) + rect(134, -300, 36, 300, fill) + rect(0, -300, 170, 34, fill) +
    rect(4, -296, 8, 290, tint(fill, 0.35), 0, 'opacity="0.6"') + rect(138, -296, 8, 290, tint(fill, 0.35), 0, 'opacity="0.6"'));
}
export function emiratesTowers(x, y, s, fill, light) {
  return g(tr(x, y, s),
    poly([[0, 0], [46, 0], [46, -330], [0, -375]], fill) + poly([[23, 0], [46, 0], [46, -330], [23, -352]], light, 'opacity="0.5"') +
    poly([[70, 0], [108, 0], [108, -260], [70, -296]], fill) + poly([[89, 0], [108, 0], [108, -260], [89, -278]], light, 'opacity="0.5"'));
}
export function museumFuture(x, y, s, fill) {
  return g(tr(x, y, s),
    rect(-40, -20, 80, 20, fill) +
    path('M-70,-60 C-70,-120 70,-130 70,-70 C70,-15 -70,-5 -70,-60 Z M-30,-65 C-30,-85 30,-88 30,-70 C30,-52 -30,-48 -30,-65 Z', fill, 'fill-rule="evenodd"'));
}

function tower(x, y, w, h, fill, light, kind, lights, r) {
  let out = '';
  if (kind === 0) out += rect(x, y - h, w, h, fill, 3) + rect(x + w * 0.55, y - h, w * 0.45, h, light, 0, 'opacity="0.4"');
  else if (kind === 1) out += path(`M${x},${y} L${x},${y - h + w * 0.15} Q${x + w / 2},${y - h - w * 0.1} ${x + w},${y - h + w * 0.15} L${x + w},${y} Z`, fill) + rect(x + w * 0.55, y - h + w * 0.15, w * 0.45, h - w * 0.15, light, 0, 'opacity="0.4"');
  else if (kind === 2) out += poly([[x, y], [x + w, y], [x + w, y - h], [x + w * 0.5, y - h - w * 0.6], [x, y - h]], fill) + rect(x + w / 2 - 1, y - h - w * 0.6 - 30, 2, 30, fill);
  else out += rect(x, y - h, w, h, fill) + rect(x + w * 0.2, y - h - h * 0.08, w * 0.6, h * 0.08 + 1, fill) + rect(x + w * 0.48, y - h - h * 0.16, 3, h * 0.08, fill) + rect(x + w * 0.55, y - h, w * 0.45, h, light, 0, 'opacity="0.35"');
  if (lights) {
    for (let yy = y - h + 16; yy < y - 8; yy += 13)
      for (let xx = x + 5; xx < x + w - 6; xx += 9) if (r() < 0.28) out += rect(xx, yy, 4, 5, lights, 0.5, `opacity="${n(0.45 + r() * 0.55)}"`);
  }
  return out;
}

/**
 * Dubai skyline spanning [x, x+w] with its base at y. `s` scales the Burj (640*s tall).
 * opts.lights: window light colour (dusk), opts.burjAt: 0..1 position of the Burj.
 */
export function dubaiSkyline(x, y, w, s, fill, light, opts = {}) {
  const r = rng(opts.seed || 11);
  const burjAt = opts.burjAt ?? 0.5;
  let back = '';
  let front = '';
  const bx = x + w * burjAt;
  // background towers
  for (let xx = x - 20; xx < x + w; ) {
    const tw = (34 + r() * 40) * s * 1.6;
    const d = Math.abs(xx + tw / 2 - bx) / w;
    const th = (90 + r() * 150) * s * 1.4 * (1 - Math.min(0.5, d * 0.6));
    back += tower(xx, y, tw, th, tint(fill, 0.18), light, Math.floor(r() * 4), opts.lights, r);
    xx += tw + (4 + r() * 10) * s;
  }
  // landmarks
  front += burjKhalifa(bx, y, s, fill, light, opts.lights);
  if (opts.frame !== false) front += dubaiFrame(x + w * (burjAt > 0.5 ? 0.12 : 0.78), y, s * 0.9, opts.frameColor || mix(C.gold, fill, 0.35), fill);
  front += emiratesTowers(bx - 250 * s, y, s, fill, light);
  if (opts.sail !== false) front += burjAlArab(x + w * (burjAt > 0.5 ? 0.86 : 0.06), y, s * 0.95, fill, light);
  // foreground low-rise
  for (let xx = x - 10; xx < x + w; ) {
    const tw = (40 + r() * 60) * s * 1.4;
    const th = (40 + r() * 90) * s * 1.4;
    if (Math.abs(xx + tw / 2 - bx) > 50 * s) front += tower(xx, y, tw, th, shade(fill, 0.06), light, r() < 0.5 ? 0 : 3, opts.lights, r);
    xx += tw + r() * 8 * s;
  }
  return back + front;
}

/** A generic soft skyline band. */
export function genericSkyline(x, y, w, unit, fill, seed = 4, lights = null, light = null) {
  const r = rng(seed);
  let out = '';
  for (let xx = x - 10; xx < x + w; ) {
    const tw = unit * (0.5 + r() * 0.8);
    const th = unit * (0.8 + r() * 2.6);
    out += tower(xx, y, tw, th, fill, light || tint(fill, 0.15), Math.floor(r() * 4), lights, r);
    xx += tw + unit * r() * 0.15;
  }
  return out;
}
