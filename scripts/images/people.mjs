// Flat-style people and office furniture. A person stands with feet at (x,y); ~370*s tall.
import { C, tint, shade, mix, SKIN, HAIR } from './palette.mjs';
import { g, tr, rect, circle, ellipse, path, stroke, line, n, shadow } from './primitives.mjs';

const POSES = {
  down: [[50, -205], [54, -150]],
  hip: [[74, -215], [46, -172]],
  wave: [[78, -280], [86, -350]],
  hold: [[58, -200], [22, -212]],
  holdLow: [[54, -195], [30, -180]],
  reach: [[82, -225], [132, -238]],
  reachUp: [[86, -250], [138, -282]],
  up: [[58, -330], [62, -392]],
  ear: [[66, -230], [34, -300]],
  pull: [[56, -200], [76, -150]],
  type: [[60, -200], [38, -168]],
  point: [[80, -270], [140, -330]],
};

function hairBack(style, hair) {
  if (style === 'long') return path('M-36,-330 C-38,-372 38,-372 36,-330 L40,-258 C30,-248 -30,-248 -40,-258 Z', hair);
  if (style === 'bob') return path('M-36,-330 C-38,-372 38,-372 36,-330 L37,-292 C30,-284 -30,-284 -37,-292 Z', hair);
  if (style === 'pony') return path('M-33,-330 C-33,-368 33,-368 33,-330 Z', hair) + path('M26,-350 C60,-340 56,-290 40,-270 C48,-300 40,-325 22,-335 Z', hair);
  return '';
}
function hairFront(style, hair) {
  const cap = 'M-31,-322 C-33,-366 33,-366 31,-322 C27,-336 16,-345 2,-343 C-10,-336 -22,-334 -31,-322 Z';
  switch (style) {
    case 'short': return path(cap, hair);
    case 'side': return path('M-31,-320 C-35,-366 33,-368 32,-322 C26,-340 10,-344 -10,-340 C-20,-336 -26,-330 -31,-320 Z', hair);
    case 'long': case 'bob': return path('M-32,-318 C-35,-368 35,-368 32,-318 C26,-342 6,-350 -4,-336 C-14,-344 -28,-336 -32,-318 Z', hair);
    case 'pony': return path(cap, hair);
    case 'bun': return circle(0, -364, 14, hair) + path(cap, hair);
    case 'curly': {
      let o = '';
      for (const [x, y, r] of [[-26, -336, 12], [-14, -350, 13], [2, -356, 13], [18, -350, 13], [28, -336, 11], [-30, -322, 8], [31, -322, 8]]) o += circle(x, y, r, hair);
      return o;
    }
    default: return '';
  }
}

/**
 * Draw a person. o: {x,y,s, skin, hair, hairStyle, top, bottom, outfit, arms:[left,right], look, head, glasses, beard}
 * outfit: 'shirt' | 'blazer' | 'tee' | 'dress' | 'kandura' | 'abaya' | 'uniform'
 * head: 'hijab' | 'ghutra' | 'cap' | undefined
 */
export function person(o) {
  const {
    x = 0, y = 0, s = 1, skin = SKIN[1], hair = HAIR[0], hairStyle = 'short', top = C.blue, bottom = C.navy,
    outfit = 'shirt', arms = ['down', 'down'], look = 0, head, glasses = false, beard = false, shoes = '#2A2A35',
    tie = null, held = ['', ''], flip = false, noLegs = false, mouth = 'smile',
  } = o;
  let out = '';
  const robe = outfit === 'kandura' || outfit === 'abaya';
  // legs
  if (!noLegs) {
    out += shadow(0, 0, 52, 9, 0.12);
    if (robe) {
      out += ellipse(-18, -6, 18, 8, shoes) + ellipse(18, -6, 18, 8, shoes);
    } else {
      const legC = outfit === 'dress' ? skin : bottom;
      out += stroke('M-16,-150 L-19,-14', legC, 27) + stroke('M16,-150 L19,-14', legC, 27);
      out += path('M-38,-2 C-38,-16 -26,-18 -12,-16 L-8,-2 Z', shoes) + path('M38,-2 C38,-16 26,-18 12,-16 L8,-2 Z', shoes);
    }
  }
  // hair behind / head covering behind
  if (head === 'hijab') out += path('M-42,-330 C-44,-384 44,-384 42,-330 L46,-262 C30,-248 -30,-248 -46,-262 Z', top === bottom ? shade(top, 0.1) : o.scarf || C.green);
  else if (head === 'ghutra') out += path('M-40,-334 C-42,-378 42,-378 40,-334 L50,-250 C30,-240 -30,-240 -50,-250 Z', C.white);
  else out += hairBack(hairStyle, hair);
  // arms behind torso (shoulder area)
  const armColor = outfit === 'tee' || outfit === 'dress' ? skin : outfit === 'kandura' ? C.white : top;
  const sleeve = top;
  const armPaths = [];
  for (const side of [-1, 1]) {
    const p = arms[side < 0 ? 0 : 1];
    const pts = typeof p === 'string' ? POSES[p] : p;
    const sx = 38 * side;
    const sy = -268;
    const e = [pts[0][0] * side, pts[0][1]];
    const h = [pts[1][0] * side, pts[1][1]];
    const d = `M${sx},${sy} L${n(e[0])},${n(e[1])} L${n(h[0])},${n(h[1])}`;
    let a = stroke(d, armColor, 22);
    if (outfit === 'tee' || outfit === 'dress') a = stroke(d, skin, 18) + stroke(`M${sx},${sy} L${n(sx + (e[0] - sx) * 0.55)},${n(sy + (e[1] - sy) * 0.55)}`, sleeve, 24);
    a += circle(h[0], h[1], 11, skin);
    const item = held[side < 0 ? 0 : 1];
    if (item) a += g(tr(h[0], h[1]), item);
    armPaths.push(a);
  }
  // torso
  let torso = '';
  if (robe) {
    const robeC = outfit === 'kandura' ? C.white : top;
    torso += path('M-44,-258 C-44,-282 -24,-286 0,-286 C24,-286 44,-282 44,-258 L54,-12 C30,-4 -30,-4 -54,-12 Z', robeC);
    torso += path('M0,-286 C24,-286 44,-282 44,-258 L54,-12 C40,-7 20,-5 12,-5 Z', shade(robeC, 0.07), 'opacity="0.8"');
    if (outfit === 'kandura') torso += line(0, -278, 0, -236, shade(C.white, 0.15), 2);
  } else if (outfit === 'dress') {
    torso += path('M-40,-258 C-42,-282 -22,-286 0,-286 C22,-286 42,-282 40,-258 L38,-190 L58,-100 C30,-92 -30,-92 -58,-100 L-38,-190 Z', top);
    torso += path('M0,-286 C22,-286 42,-282 40,-258 L38,-190 L58,-100 C40,-96 20,-94 10,-94 Z', shade(top, 0.08), 'opacity="0.7"');
  } else {
    torso += path('M-44,-258 C-44,-282 -24,-286 0,-286 C24,-286 44,-282 44,-258 L40,-146 L-40,-146 Z', top);
    torso += path('M0,-286 C24,-286 44,-282 44,-258 L40,-146 L8,-146 Z', shade(top, 0.08), 'opacity="0.7"');
    torso += rect(-40, -156, 80, 14, bottom, 3);
    if (outfit === 'blazer') {
      torso += path('M-16,-286 L16,-286 L0,-220 Z', C.white) + path('M-16,-286 L0,-220 L-12,-200 L-24,-270 Z', shade(top, 0.18)) + path('M16,-286 L0,-220 L12,-200 L24,-270 Z', shade(top, 0.18));
      if (tie) torso += path('M-4,-280 L4,-280 L6,-236 L0,-226 L-6,-236 Z', tie);
    } else if (outfit === 'uniform') {
      torso += path('M-14,-286 L0,-266 L14,-286 Z', shade(top, 0.25)) + rect(14, -250, 18, 14, shade(top, 0.15), 3);
    } else if (outfit === 'shirt') {
      torso += path('M-14,-286 L0,-270 L14,-286 Z', skin) + path('M-14,-286 L-6,-272 L-18,-276 Z', tint(top, 0.3)) + path('M14,-286 L6,-272 L18,-276 Z', tint(top, 0.3));
    } else if (outfit === 'tee') {
      torso += path('M-14,-286 Q0,-272 14,-286 Z', skin);
    }
  }
  // neck + head
  let headG = rect(-9, -306, 18, 24, shade(skin, 0.08), 6);
  if (head === 'ghutra') headG = '';
  headG += circle(0, -325, 30, skin);
  headG += circle(-30 + look * 0.3, -322, 6, shade(skin, 0.06)) + circle(30 + look * 0.3, -322, 6, shade(skin, 0.06));
  // face
  const ex = look;
  let face = circle(-11 + ex, -326, 3.4, '#1E1E2A') + circle(11 + ex, -326, 3.4, '#1E1E2A');
  face += stroke(`M${-16 + ex},-336 Q${-11 + ex},-339 ${-6 + ex},-336`, shade(hair, 0.1), 2.2) + stroke(`M${6 + ex},-336 Q${11 + ex},-339 ${16 + ex},-336`, shade(hair, 0.1), 2.2);
  if (mouth === 'smile') face += path(`M${-9 + ex},-313 Q${ex},-303 ${9 + ex},-313 Z`, '#FFFFFF', `stroke="#7A3B2E" stroke-width="2.4" stroke-linejoin="round"`);
  else face += stroke(`M${-7 + ex},-312 Q${ex},-307 ${7 + ex},-312`, '#7A3B2E', 2.4);
  face += circle(-18 + ex, -316, 4.5, C.coral, 'opacity="0.18"') + circle(18 + ex, -316, 4.5, C.coral, 'opacity="0.18"');
  if (glasses) face += `<g fill="none" stroke="#1E1E2A" stroke-width="2.2"><circle cx="${-11 + ex}" cy="-326" r="8"/><circle cx="${11 + ex}" cy="-326" r="8"/><path d="M${-3 + ex},-327 L${3 + ex},-327"/></g>`;
  if (beard) face = path(`M-29,-328 C-30,-300 -14,-293 0,-293 C14,-293 30,-300 29,-328 C24,-312 14,-309 0,-309 C-14,-309 -24,-312 -29,-328 Z`, hair) + face;
  headG += face;
  if (head === 'hijab') {
    const sc = o.scarf || C.green;
    headG = rect(-9, -306, 18, 24, shade(skin, 0.08), 6) + path('M-34,-330 C-36,-374 36,-374 34,-330 C34,-296 18,-284 0,-284 C-18,-284 -34,-296 -34,-330 Z', sc) + ellipse(0, -324, 24, 28, skin) + face +
      path('M-34,-330 C-36,-374 36,-374 34,-330 C30,-352 12,-356 0,-356 C-12,-356 -30,-352 -34,-330 Z', sc) + path('M-30,-300 C-20,-282 20,-282 30,-300 L40,-268 C20,-262 -20,-262 -40,-268 Z', sc);
  } else if (head === 'ghutra') {
    headG = circle(0, -325, 30, skin) + face + path('M-33,-326 C-36,-372 36,-372 33,-326 C30,-346 16,-352 0,-352 C-16,-352 -30,-346 -33,-326 Z', C.white) +
      ellipse(0, -347, 31, 6, 'none', `stroke="#1B1B2F" stroke-width="5"`) + path('M-33,-326 L-40,-262 L-30,-262 L-28,-320 Z', '#F2F2F2') + path('M33,-326 L40,-262 L30,-262 L28,-320 Z', '#F2F2F2');
  } else if (head === 'cap') {
    headG += hairFront('short', hair) + path('M-32,-334 C-32,-372 32,-372 32,-334 Z', o.capColor || top) + path('M-2,-338 L48,-336 C50,-330 40,-328 -2,-330 Z', shade(o.capColor || top, 0.2));
  } else headG += hairFront(hairStyle, hair);
  if (o.back) {
    // seen from behind: no face, hair/scarf covers the head
    const cover = head === 'hijab' ? o.scarf || C.green : head === 'ghutra' ? C.white : hair;
    headG = rect(-9, -306, 18, 24, shade(skin, 0.08), 6) + circle(-30, -322, 6, shade(skin, 0.06)) + circle(30, -322, 6, shade(skin, 0.06)) + circle(0, -327, 31, cover);
    if (head === 'hijab') headG += path('M-34,-310 C-20,-282 20,-282 34,-310 L42,-266 C20,-258 -20,-258 -42,-266 Z', cover);
    else if (hairStyle === 'long' || hairStyle === 'bob') headG += path('M-34,-330 L-38,-266 C-20,-258 20,-258 38,-266 L34,-330 Z', hair);
    else if (hairStyle === 'bun') headG += circle(0, -360, 14, hair);
    else if (hairStyle === 'pony') headG += path('M-8,-320 C-14,-290 -4,-270 6,-262 C10,-280 8,-300 8,-320 Z', shade(hair, 0.1));
    if (head === 'ghutra') headG += ellipse(0, -347, 31, 6, 'none', `stroke="#1B1B2F" stroke-width="5"`) + path('M-34,-326 L-46,-258 L46,-258 L34,-326 Z', '#F2F2F2');
  }
  out += torso + headG + (o.over || '') + armPaths.join('');
  return g(`transform="translate(${n(x)} ${n(y)}) scale(${flip ? -s : s} ${s})"`, out);
}

// ---------- office props ----------
export function desk(x, y, w, top = C.sand, front = null, legs = true) {
  const f = front || shade(top, 0.12);
  let out = shadow(x + w / 2, y + 214, w * 0.55, 12, 0.12);
  if (legs) out += rect(x + 20, y + 20, 14, 190, shade(f, 0.2), 4) + rect(x + w - 34, y + 20, 14, 190, shade(f, 0.2), 4);
  out += rect(x, y, w, 24, top, 8) + rect(x + 10, y + 18, w - 20, 8, f, 2);
  return out;
}
/** Front-facing desk panel that hides legs of seated people. */
export function deskFront(x, y, w, h, top = C.sand, panel = null) {
  const p = panel || shade(top, 0.1);
  return rect(x - 6, y, w + 12, 22, top, 10) + rect(x, y + 20, w, h, p, 6) + rect(x, y + 20, w, 10, shade(p, 0.12));
}
export function laptopBack(x, y, s = 1, color = '#C9D3DE') {
  return g(tr(x, y, s), path('M-70,0 L-62,-96 C-61,-100 -58,-102 -54,-102 L54,-102 C58,-102 61,-100 62,-96 L70,0 Z', color) + circle(0, -52, 9, tint(color, 0.5)) + rect(-84, -4, 168, 8, shade(color, 0.2), 4));
}
export function laptopFront(x, y, s = 1, screen = C.blue, body = '#C9D3DE', content = '') {
  return g(tr(x, y, s),
    rect(-66, -104, 132, 96, shade(body, 0.35), 8) + rect(-58, -96, 116, 80, screen, 4) + content + path('M-84,0 L-70,-8 L70,-8 L84,0 Z', body) + rect(-84, -2, 168, 8, shade(body, 0.15), 4));
}
export function monitor(x, y, w, h, screen = C.blue, frame = C.navy, content = '') {
  return rect(x + w / 2 - 8, y + h, 16, 40, shade(frame, 0.1)) + rect(x + w / 2 - 50, y + h + 36, 100, 10, shade(frame, 0.1), 5) + rect(x - 8, y - 8, w + 16, h + 16, frame, 10) + rect(x, y, w, h, screen, 4) + content;
}
export function plant(x, y, s = 1, pot = C.coral, leaf = mix(C.green, '#3F8F4F', 0.4)) {
  let leaves = '';
  const angles = [-70, -40, -15, 10, 35, 60, -90];
  angles.forEach((a, i) => {
    const L = 80 + (i % 3) * 20;
    leaves += g(`transform="rotate(${a})"`, path(`M0,0 C${-L * 0.18},${-L * 0.4} ${-L * 0.12},${-L * 0.85} 0,${-L} C${L * 0.12},${-L * 0.85} ${L * 0.18},${-L * 0.4} 0,0 Z`, i % 2 ? leaf : tint(leaf, 0.15)));
  });
  return g(tr(x, y, s), shadow(0, 2, 40, 7, 0.12) + g('transform="translate(0 -58)"', leaves) + path('M-34,-62 L34,-62 L26,0 L-26,0 Z', pot) + rect(-38, -66, 76, 12, shade(pot, 0.1), 4));
}
export function chairBack(x, y, s = 1, color = C.navy) {
  return g(tr(x, y, s), rect(-52, -190, 104, 150, color, 24) + rect(-6, -40, 12, 60, shade(color, 0.2)));
}
export function paperStack(x, y, w, h, rot = 0, lines = true, accent = C.sky) {
  let l = '';
  if (lines) for (let i = 0; i < 5; i++) l += rect(w * 0.12, h * (0.18 + i * 0.14), w * (i === 0 ? 0.5 : 0.76 - (i % 2) * 0.2), h * 0.045, accent, 2, 'opacity="0.9"');
  return g(tr(x, y, 1, rot), rect(5, 6, w, h, C.navy, 6, 'opacity="0.12"') + rect(0, 0, w, h, C.white, 6) + l);
}
export function mug(x, y, s = 1, color = C.gold) {
  return g(tr(x, y, s), path('M-16,-40 L16,-40 L14,0 L-14,0 Z', color) + stroke('M16,-32 C28,-32 28,-12 15,-12', color, 5));
}
export function lamp(x, y, s = 1, color = C.navy) {
  return g(tr(x, y, s), ellipse(0, 0, 34, 8, color) + stroke('M0,0 L-20,-90 L30,-140', color, 8) + path('M20,-160 L64,-130 L30,-112 Z', color) + circle(42, -122, 8, C.gold, 'opacity="0.8"'));
}
export function frameArt(x, y, w, h, inner, frame = C.white) {
  return rect(x + 4, y + 6, w, h, C.navy, 6, 'opacity="0.1"') + rect(x, y, w, h, frame, 6) + g(`transform="translate(${x + 10} ${y + 10})"`, inner);
}
export function headset(color = C.navy) {
  // drawn in person head coordinates (head centre 0,-325)
  return stroke('M-34,-330 C-34,-378 34,-378 34,-330', color, 7) + rect(-42, -342, 14, 30, color, 6) + rect(28, -342, 14, 30, color, 6) + stroke('M-36,-314 C-36,-296 -24,-292 -12,-298', color, 4) + circle(-12, -298, 5, C.gold);
}
export { POSES };
