// Low-level SVG building blocks: document, gradients, paths, nature, travel props.
import { C, tint, shade, mix } from './palette.mjs';

let idCounter = 0;
export const uid = (p = 'i') => `${p}${++idCounter}`;
export const n = (v) => Math.round(v * 10) / 10;

/** Deterministic PRNG so renders are reproducible. */
export function rng(seed = 1) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const doc = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

export const g = (attrs, body) => `<g ${attrs}>${body}</g>`;
export const tr = (x, y, s = 1, r = 0) =>
  `transform="translate(${n(x)} ${n(y)})${r ? ` rotate(${n(r)})` : ''}${s !== 1 ? ` scale(${s})` : ''}"`;

/** Linear gradient; returns [defs, url]. stops: [[offset, colour, opacity?], ...] */
export function lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, units = '') {
  const id = uid('lg');
  const u = units ? ` gradientUnits="${units}"` : '';
  const def = `<defs><linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${u}>${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</linearGradient></defs>`;
  return [def, `url(#${id})`];
}
export function rad(stops, cx = 0.5, cy = 0.5, r = 0.5) {
  const id = uid('rg');
  const def = `<defs><radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</radialGradient></defs>`;
  return [def, `url(#${id})`];
}
export function clip(d) {
  const id = uid('cp');
  return [`<defs><clipPath id="${id}">${d}</clipPath></defs>`, `clip-path="url(#${id})"`];
}
export function blurFilter(sd = 8) {
  const id = uid('bf');
  return [`<defs><filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter></defs>`, `filter="url(#${id})"`];
}
export function dropShadow(dy = 8, sd = 10, op = 0.18, color = C.navy) {
  const id = uid('ds');
  return [
    `<defs><filter id="${id}" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${sd}" flood-color="${color}" flood-opacity="${op}"/></filter></defs>`,
    `filter="url(#${id})"`,
  ];
}

export const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}" ${extra}/>`;
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const poly = (pts, fill, extra = '') =>
  `<polygon points="${pts.map((p) => `${n(p[0])},${n(p[1])}`).join(' ')}" fill="${fill}" ${extra}/>`;
export const line = (x1, y1, x2, y2, stroke, w = 2, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" ${extra}/>`;
export const stroke = (d, color, w = 2, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
export const shadow = (cx, cy, rx, ry, op = 0.14) => ellipse(cx, cy, rx, ry, C.navy, `opacity="${op}"`);

/** Catmull-Rom spline through points -> cubic bezier path (no close). */
export function smooth(pts) {
  let d = `M${n(pts[0][0])},${n(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
}
/** Smooth ridge through points, closed down to `bottom`. */
export const ridge = (pts, bottom, fill, extra = '') =>
  path(`${smooth(pts)} L${n(pts[pts.length - 1][0])},${bottom} L${n(pts[0][0])},${bottom} Z`, fill, extra);
/** Straight-edged ridge (for jagged mountains). */
export const jagged = (pts, bottom, fill, extra = '') =>
  poly([...pts, [pts[pts.length - 1][0], bottom], [pts[0][0], bottom]], fill, extra);

/** Rolling hills across [x0,x1]. */
export function hills(x0, x1, y, amp, seed, fill, bottom, steps = 7) {
  const r = rng(seed);
  const pts = [];
  for (let i = 0; i <= steps; i++) pts.push([x0 + ((x1 - x0) * i) / steps, y + (r() - 0.5) * 2 * amp]);
  return ridge(pts, bottom, fill);
}

// ---------- sky ----------
export function sky(w, h, stops) {
  const [d, u] = lin(stops);
  return d + rect(0, 0, w, h, u);
}
export function sun(cx, cy, r, color = C.gold, glow = 3.2, glowOp = 0.45) {
  const [d, u] = rad([[0, color, glowOp], [0.35, color, glowOp * 0.4], [1, color, 0]]);
  return d + circle(cx, cy, r * glow, u) + circle(cx, cy, r, color);
}
export function cloud(x, y, s = 1, fill = C.white, op = 0.92) {
  return g(`${tr(x, y, s)} opacity="${op}"`,
    circle(42, 30, 30, fill) + circle(90, 16, 40, fill) + circle(138, 32, 28, fill) + rect(8, 28, 166, 34, fill, 17));
}
export function birds(x, y, s = 1, color = C.navy, count = 3, seed = 3) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const bx = x + i * 34 * s + r() * 14 * s;
    const by = y + (r() - 0.5) * 26 * s;
    const k = s * (0.7 + r() * 0.5);
    out += stroke(`M${n(bx - 11 * k)},${n(by - 4 * k)} Q${n(bx - 5 * k)},${n(by - 9 * k)} ${n(bx)},${n(by)} Q${n(bx + 5 * k)},${n(by - 9 * k)} ${n(bx + 11 * k)},${n(by - 4 * k)}`, color, 2.4 * k);
  }
  return out;
}
export function stars(w, h, count, seed, color = C.white) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) out += circle(r() * w, r() * h, 0.6 + r() * 1.6, color, `opacity="${n(0.3 + r() * 0.6)}"`);
  return out;
}

// ---------- water ----------
export function water(x, y, w, h, top, bottom, seed = 5, shimmer = C.white, shimmerOp = 0.35) {
  const [d, u] = lin([[0, top], [1, bottom]]);
  const r = rng(seed);
  let s = '';
  const rows = Math.round(h / 14);
  for (let i = 0; i < rows; i++) {
    const yy = y + 10 + (i / rows) * h;
    const k = 1 + (i / rows) * 1.6;
    const count = 2 + Math.floor(r() * 3);
    for (let j = 0; j < count; j++) {
      const ww = (20 + r() * 70) * k;
      s += rect(x + r() * w, yy, ww, 2.5 * k, shimmer, 1.2 * k, `opacity="${n(shimmerOp * (0.5 + r() * 0.5))}"`);
    }
  }
  return d + rect(x, y, w, h, u) + s;
}

// ---------- vegetation ----------
export function pine(x, y, h, color = X_LEAF(), trunk = '#6B4A2E') {
  const w = h * 0.42;
  return (
    rect(x - h * 0.03, y - h * 0.16, h * 0.06, h * 0.16, trunk) +
    poly([[x, y - h], [x + w * 0.55, y - h * 0.55], [x - w * 0.55, y - h * 0.55]], color) +
    poly([[x, y - h * 0.8], [x + w * 0.78, y - h * 0.32], [x - w * 0.78, y - h * 0.32]], color) +
    poly([[x, y - h * 0.6], [x + w, y - h * 0.12], [x - w, y - h * 0.12]], color) +
    poly([[x, y - h], [x + w, y - h * 0.12], [x, y - h * 0.12]], shade(color, 0.12), 'opacity="0.35"')
  );
}
function X_LEAF() {
  return mix(C.green, '#2F6F3E', 0.35);
}
export function roundTree(x, y, r, color = mix(C.green, '#5FA04E', 0.4), trunk = '#7A5536') {
  return (
    rect(x - r * 0.1, y - r * 1.1, r * 0.2, r * 1.1, trunk, r * 0.05) +
    circle(x - r * 0.45, y - r * 1.35, r * 0.7, color) +
    circle(x + r * 0.45, y - r * 1.4, r * 0.72, color) +
    circle(x, y - r * 1.9, r * 0.8, color) +
    circle(x + r * 0.25, y - r * 2.05, r * 0.45, tint(color, 0.2), 'opacity="0.7"')
  );
}
export function cypress(x, y, h, color = shade(mix(C.green, '#2F6F3E', 0.5), 0.15)) {
  const w = h * 0.16;
  return (
    rect(x - 3, y - h * 0.08, 6, h * 0.08, '#6B4A2E') +
    path(`M${x},${y - h} C${x + w * 1.3},${y - h * 0.7} ${x + w * 1.2},${y - h * 0.25} ${x + w * 0.4},${y - h * 0.06} L${x - w * 0.4},${y - h * 0.06} C${x - w * 1.2},${y - h * 0.25} ${x - w * 1.3},${y - h * 0.7} ${x},${y - h} Z`, color) +
    path(`M${x},${y - h} C${x + w * 1.3},${y - h * 0.7} ${x + w * 1.2},${y - h * 0.25} ${x + w * 0.4},${y - h * 0.06} L${x},${y - h * 0.06} Z`, shade(color, 0.2), 'opacity="0.4"')
  );
}
export function umbrellaPine(x, y, h, color = shade(mix(C.green, '#2F6F3E', 0.5), 0.05)) {
  return (
    stroke(`M${x},${y} Q${x - h * 0.05},${y - h * 0.5} ${x + h * 0.04},${y - h * 0.78}`, '#6B4A2E', h * 0.05) +
    ellipse(x, y - h * 0.85, h * 0.5, h * 0.16, color) +
    ellipse(x - h * 0.2, y - h * 0.93, h * 0.26, h * 0.11, tint(color, 0.12))
  );
}
export function palm(x, y, h, lean = 0.12, color = mix(C.green, '#2F6F3E', 0.3), trunk = '#9A6B3F') {
  const tx = x + h * lean;
  const ty = y - h;
  let out = stroke(`M${x},${y} Q${x + h * lean * 0.2},${y - h * 0.55} ${tx},${ty}`, trunk, h * 0.05);
  const fronds = [-160, -125, -90, -55, -20, 15, -195];
  for (const a of fronds) {
    const rr = (a * Math.PI) / 180;
    const L = h * 0.42;
    const ex = tx + Math.cos(rr) * L;
    const ey = ty + Math.sin(rr) * L * 0.6 + L * 0.25;
    const mx = tx + Math.cos(rr) * L * 0.5;
    const my = ty + Math.sin(rr) * L * 0.5 - L * 0.12;
    out += path(`M${n(tx)},${n(ty)} Q${n(mx)},${n(my - L * 0.12)} ${n(ex)},${n(ey)} Q${n(mx)},${n(my + L * 0.08)} ${n(tx)},${n(ty)} Z`, color);
  }
  return out + circle(tx, ty, h * 0.03, shade(trunk, 0.2));
}
export function bush(x, y, r, color) {
  return circle(x - r * 0.7, y - r * 0.5, r * 0.65, color) + circle(x + r * 0.7, y - r * 0.5, r * 0.65, color) + circle(x, y - r * 0.8, r * 0.85, color);
}

// ---------- travel props ----------
/** Side-view airliner, nose to the right, ~220 units long. */
export function airliner(x, y, s = 1, rot = 0, body = C.white, accent = C.blue) {
  const fus = 'M-100,0 C-100,-10 -92,-14 -80,-14 L70,-14 C92,-14 108,-6 110,2 C108,9 96,12 82,12 L-82,12 C-96,12 -100,8 -100,0 Z';
  const tail = 'M-92,-12 L-112,-58 L-92,-58 L-58,-12 Z';
  const stab = 'M-88,0 L-114,16 L-100,16 L-70,3 Z';
  const wing = 'M-14,4 L-46,48 L-28,48 L28,5 Z';
  let win = '';
  for (let i = -70; i < 68; i += 10) win += circle(i, -4, 2.6, accent, 'opacity="0.75"');
  return g(tr(x, y, s, rot),
    path(tail, accent) + path(stab, shade(body, 0.1)) + path(fus, body) + path('M-100,2 L110,2 C108,9 96,12 82,12 L-82,12 C-96,12 -100,8 -100,2 Z', shade(body, 0.08)) +
    win + path('M86,-10 C96,-9 104,-5 106,-1 L88,-1 Z', accent, 'opacity="0.85"') + path(wing, shade(body, 0.14)) +
    ellipse(4, 22, 16, 7, shade(body, 0.22)) + rect(-100, -2, 200, 3, accent, 1.5, 'opacity="0.5"'));
}
/** Top-view plane icon, nose to the right, ~44 units. */
export const planeIconD = 'M22,0 C22,-2 19,-3 16,-3 L6,-3 L-5,-20 L-11,-20 L-4,-3 L-14,-3 L-18,-9 L-22,-9 L-19.5,0 L-22,9 L-18,9 L-14,3 L-4,3 L-11,20 L-5,20 L6,3 L16,3 C19,3 22,2 22,0 Z';
export const planeIcon = (x, y, s = 1, rot = 0, fill = C.white, extra = '') => g(tr(x, y, s, rot), path(planeIconD, fill, extra));

/** Passport booklet seen from the front; w ~ 0.7h. */
export function passport(x, y, w, h, color = C.navy, rot = 0, emblem = C.gold, opts = {}) {
  const cx = w / 2;
  const r = w * 0.16;
  const inner = opts.crown
    ? path(`M${cx - r},${h * 0.42} L${cx - r},${h * 0.3} L${cx - r * 0.5},${h * 0.36} L${cx},${h * 0.26} L${cx + r * 0.5},${h * 0.36} L${cx + r},${h * 0.3} L${cx + r},${h * 0.42} Z`, emblem) +
      rect(cx - r, h * 0.43, r * 2, h * 0.03, emblem, 2)
    : circle(cx, h * 0.36, r, 'none', `stroke="${emblem}" stroke-width="${n(w * 0.025)}"`) +
      ellipse(cx, h * 0.36, r * 0.45, r, 'none', `stroke="${emblem}" stroke-width="${n(w * 0.02)}"`) +
      line(cx - r, h * 0.36, cx + r, h * 0.36, emblem, n(w * 0.02));
  return g(tr(x, y, 1, rot),
    rect(4, 8, w, h, C.navy, w * 0.07, 'opacity="0.18"') +
    rect(0, 0, w, h, color, w * 0.07) + rect(0, 0, w * 0.1, h, shade(color, 0.18), w * 0.05) +
    inner +
    rect(cx - w * 0.26, h * 0.6, w * 0.52, h * 0.035, emblem, 3, 'opacity="0.9"') +
    rect(cx - w * 0.18, h * 0.67, w * 0.36, h * 0.028, emblem, 3, 'opacity="0.7"') +
    rect(cx - w * 0.09, h * 0.82, w * 0.18, h * 0.08, 'none', 3, `stroke="${emblem}" stroke-width="${n(w * 0.018)}"`));
}
export function suitcase(x, y, w, h, color = C.coral, opts = {}) {
  const d = shade(color, 0.18);
  let out = shadow(x + w / 2, y + h + 6, w * 0.62, 8, 0.13);
  out += stroke(`M${x + w * 0.3},${y + 2} L${x + w * 0.3},${y - h * 0.14} Q${x + w * 0.3},${y - h * 0.2} ${x + w * 0.36},${y - h * 0.2} L${x + w * 0.64},${y - h * 0.2} Q${x + w * 0.7},${y - h * 0.2} ${x + w * 0.7},${y - h * 0.14} L${x + w * 0.7},${y + 2}`, shade(color, 0.35), Math.max(3, w * 0.06));
  out += rect(x, y, w, h, color, w * 0.12) + rect(x + w * 0.5, y, w * 0.5, h, d, 0, 'opacity="0.25"');
  out += rect(x + w * 0.22, y, w * 0.08, h, d, 0) + rect(x + w * 0.7, y, w * 0.08, h, d, 0);
  out += circle(x + w * 0.2, y + h + 3, w * 0.07, C.navy) + circle(x + w * 0.8, y + h + 3, w * 0.07, C.navy);
  if (opts.sticker) out += circle(x + w * 0.5, y + h * 0.4, w * 0.13, opts.sticker) + planeIcon(x + w * 0.5, y + h * 0.4, w * 0.006, -30, C.white);
  return out;
}
/** Ink stamp: round or rectangular, with a small motif; no text. */
export function stamp(x, y, size, color, kind = 'round', rot = 0, motif = 'plane') {
  const sw = Math.max(2, size * 0.05);
  const st = `fill="none" stroke="${color}" stroke-width="${n(sw)}"`;
  let body = '';
  if (kind === 'round') {
    body += `<circle cx="0" cy="0" r="${n(size / 2)}" ${st}/><circle cx="0" cy="0" r="${n(size * 0.38)}" ${st} stroke-dasharray="${n(sw * 1.2)} ${n(sw * 1.3)}"/>`;
  } else {
    body += `<rect x="${n(-size * 0.6)}" y="${n(-size * 0.4)}" width="${n(size * 1.2)}" height="${n(size * 0.8)}" rx="${n(size * 0.1)}" ${st}/>`;
    body += line(-size * 0.42, size * 0.22, size * 0.42, size * 0.22, color, sw * 0.8);
  }
  if (motif === 'plane') body += planeIcon(0, -size * 0.04, size * 0.0115, -35, color);
  else if (motif === 'star') body += starPath(0, -size * 0.02, size * 0.17, size * 0.07, color);
  else if (motif === 'tick') body += stroke(`M${n(-size * 0.16)},${n(0)} L${n(-size * 0.04)},${n(size * 0.12)} L${n(size * 0.2)},${n(-size * 0.14)}`, color, sw * 1.4);
  return g(`${tr(x, y, 1, rot)} opacity="0.85"`, body);
}
export function starPath(cx, cy, R, r, fill, points = 5, rot = -90) {
  const pts = [];
  for (let i = 0; i < points * 2; i++) {
    const a = ((rot + (i * 180) / points) * Math.PI) / 180;
    const rr = i % 2 === 0 ? R : r;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return poly(pts, fill);
}
/** Ring of 12 EU-style stars. */
export function starRing(cx, cy, R, size, fill = C.gold) {
  let out = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2 - Math.PI / 2;
    out += starPath(cx + Math.cos(a) * R, cy + Math.sin(a) * R, size, size * 0.42, fill);
  }
  return out;
}
/** Dashed flight route with a plane at its end. */
export function route(d, color = C.gold, w = 3, dash = '10 10', op = 0.9) {
  return stroke(d, color, w, `stroke-dasharray="${dash}" opacity="${op}"`);
}
export function mapPin(x, y, s, fill = C.coral, dot = C.white) {
  return g(tr(x, y, s),
    ellipse(0, 4, 18, 6, C.navy, 'opacity="0.15"') +
    path('M0,0 C-8,-16 -30,-34 -30,-58 C-30,-75 -16,-88 0,-88 C16,-88 30,-75 30,-58 C30,-34 8,-16 0,0 Z', fill) +
    path('M0,0 C8,-16 30,-34 30,-58 C30,-75 16,-88 0,-88 Z', shade(fill, 0.12), 'opacity="0.45"') +
    circle(0, -58, 11, dot));
}
export function tick(cx, cy, r, bg = C.green, fg = C.white) {
  return circle(cx, cy, r, bg) + stroke(`M${n(cx - r * 0.42)},${n(cy + r * 0.02)} L${n(cx - r * 0.1)},${n(cy + r * 0.34)} L${n(cx + r * 0.45)},${n(cy - r * 0.3)}`, fg, r * 0.2);
}

/** Small airliner with a fading dashed contrail behind it (brand motif in skies). */
export function contrail(x, y, s = 0.5, rot = -8, len = 260, color = C.white) {
  const a = (rot * Math.PI) / 180;
  const tx = x - Math.cos(a) * len;
  const ty = y - Math.sin(a) * len;
  const [d, u] = lin([[0, color, 0], [1, color, 0.85]], tx, ty, x, y, 'userSpaceOnUse');
  return d + line(tx, ty, x - Math.cos(a) * 60 * s, y - Math.sin(a) * 60 * s, u, 4 * s + 1, `stroke-dasharray="${n(14 * s + 4)} ${n(10 * s + 4)}"`) + airliner(x, y, s, rot);
}
/** East-Asian roof with upturned eaves. (cx, y) = centre of the eave line. */
export function eaveRoof(cx, y, w, h, up, color, under = null) {
  const l = cx - w / 2;
  const r = cx + w / 2;
  const d = `M${n(l)},${n(y - up)} Q${n(l + w * 0.1)},${n(y + 2)} ${n(l + w * 0.2)},${n(y)} L${n(r - w * 0.2)},${n(y)} Q${n(r - w * 0.1)},${n(y + 2)} ${n(r)},${n(y - up)} Q${n(r - w * 0.18)},${n(y - h * 0.35)} ${n(cx + w * 0.3)},${n(y - h)} L${n(cx - w * 0.3)},${n(y - h)} Q${n(l + w * 0.18)},${n(y - h * 0.35)} ${n(l)},${n(y - up)} Z`;
  let out = path(d, color);
  if (under) out += path(`M${n(l + w * 0.05)},${n(y - up * 0.55)} Q${n(l + w * 0.12)},${n(y + 1)} ${n(l + w * 0.2)},${n(y)} L${n(r - w * 0.2)},${n(y)} Q${n(r - w * 0.12)},${n(y + 1)} ${n(r - w * 0.05)},${n(y - up * 0.55)} Z`, under);
  out += path(`M${n(cx - w * 0.3)},${n(y - h)} L${n(cx + w * 0.3)},${n(y - h)} L${n(cx + w * 0.3)},${n(y - h - h * 0.12)} L${n(cx - w * 0.3)},${n(y - h - h * 0.12)} Z`, shade(color, 0.2));
  return out;
}
/** Reflect some markup vertically around line y, clipped to the water rect. */
export function reflect(markup, y, x0, w, h, op = 0.3) {
  const [cd, ca] = clip(rect(x0, y, w, h, '#000'));
  return cd + `<g ${ca}><g opacity="${op}" transform="translate(0 ${n(2 * y)}) scale(1 -1)">${markup}</g></g>`;
}
/** Soft horizontal cloud streak that fades at both ends. */
export function streak(x, y, w, h, color = C.white, op = 0.5) {
  const [d, u] = lin([[0, color, 0], [0.3, color, op], [0.7, color, op], [1, color, 0]], 0, 0, 1, 0);
  return d + rect(x, y, w, h, u, h / 2);
}

/** Gentle branded backdrop: vertical gradient, large soft discs and a dotted route with a plane. */
export function softBackdrop(w, h, seed = 1, top = C.mist, bottom = tint(C.sand, 0.35), opts = {}) {
  const r = rng(seed);
  const [d, u] = lin([[0, top], [1, bottom]]);
  let o = d + rect(0, 0, w, h, u);
  const discs = opts.discs ?? 4;
  for (let i = 0; i < discs; i++) {
    const col = [tint(C.sky, 0.55), tint(C.gold, 0.7), tint(C.green, 0.75), tint(C.coral, 0.75)][i % 4];
    o += circle(r() * w, r() * h, (0.12 + r() * 0.18) * Math.max(w, h), col, `opacity="${n(0.35 + r() * 0.25)}"`);
  }
  if (opts.route !== false) {
    const y0 = h * (0.15 + r() * 0.2);
    const dd = `M${n(w * 0.04)},${n(y0 + h * 0.25)} C${n(w * 0.3)},${n(y0 - h * 0.15)} ${n(w * 0.6)},${n(y0 + h * 0.3)} ${n(w * 0.92)},${n(y0)}`;
    o += route(dd, tint(C.blue, 0.45), 3, '2 12', 0.8) + planeIcon(w * 0.92 + 8, y0 - 4, 0.9, -20, tint(C.blue, 0.35));
  }
  return o;
}
