// Landmark scenes (1200x800) for the seeded visa pages.
import { C, tint, shade, mix, X, SKIN, HAIR } from './palette.mjs';
import {
  doc, g, tr, rect, circle, ellipse, path, poly, line, stroke, sky, sun, cloud, birds, water, ridge, hills,
  pine, roundTree, lin, contrail, eaveRoof, reflect, rng, n, streak, stars, blurFilter,
} from './primitives.mjs';
import { genericSkyline } from './city.mjs';
import { person } from './people.mjs';

const W = 1200;
const H = 800;

// ---------------------------------------------------------------- Germany
function column(x, top, bottom, w, stone) {
  let o = rect(x - w / 2, top, w, bottom - top, stone) + rect(x + w * 0.1, top, w * 0.4, bottom - top, shade(stone, 0.12), 0, 'opacity="0.8"');
  for (let k = -2; k <= 2; k++) o += rect(x + k * w * 0.18 - 1, top + 14, 2, bottom - top - 28, shade(stone, 0.2), 0, 'opacity="0.6"');
  o += rect(x - w / 2 - 6, top, w + 12, 12, tint(stone, 0.1)) + rect(x - w / 2 - 8, bottom - 12, w + 16, 12, tint(stone, 0.05));
  return o;
}
function horse(x, y, s, c) {
  return g(tr(x, y, s),
    ellipse(0, 0, 16, 26, c) + path('M-8,-16 C-10,-40 -4,-58 6,-66 L12,-62 C10,-54 14,-50 18,-44 L10,-36 C8,-30 8,-22 10,-14 Z', c) + poly([[4, -66], [6, -76], [10, -66]], c) +
    stroke('M-8,16 L-10,44 M8,16 L10,30 L2,44', c, 6));
}
function germany() {
  let b = sky(W, H, [[0, tint(C.blue, 0.3)], [0.6, tint(C.sky, 0.55)], [1, C.mist]]);
  b += cloud(60, 90, 1.1, C.white, 0.85) + cloud(860, 60, 1.2, C.white, 0.9) + cloud(1010, 220, 0.6, C.white, 0.6);
  b += contrail(1000, 300, 0.4, -8, 230);
  b += genericSkyline(0, 600, W, 40, tint(C.sky, 0.3), 22);
  b += hills(0, W, 590, 8, 2, mix(C.green, C.sky, 0.5), 620);
  const stone = mix(C.sand, '#CDB58A', 0.45);
  const dark = mix(C.navy, stone, 0.35);
  // side pavilions
  for (const sx of [90, 970]) {
    b += rect(sx, 470, 140, 180, stone) + rect(sx + 20, 510, 100, 140, dark) + column(sx + 30, 500, 650, 22, stone) + column(sx + 70, 500, 650, 22, stone) + column(sx + 110, 500, 650, 22, stone);
    b += rect(sx - 8, 470, 156, 30, shade(stone, 0.06)) + poly([[sx - 12, 470], [sx + 152, 470], [sx + 70, 430]], shade(stone, 0.1));
  }
  // passages
  b += rect(250, 380, 700, 262, dark);
  b += rect(250, 380, 700, 40, shade(dark, 0.2));
  const xs = [290, 400, 510, 690, 800, 910];
  for (const x of xs) b += column(x, 380, 640, 52, stone);
  // entablature & attic
  b += rect(240, 346, 720, 36, stone) + rect(240, 346, 720, 8, tint(stone, 0.2));
  b += rect(232, 316, 736, 32, shade(stone, 0.05));
  for (let x = 246; x < 960; x += 26) b += rect(x, 320, 8, 24, shade(stone, 0.22));
  b += rect(224, 304, 752, 14, tint(stone, 0.15));
  b += rect(280, 236, 640, 70, stone) + rect(300, 250, 600, 42, shade(stone, 0.08), 4) + rect(272, 230, 656, 10, tint(stone, 0.15));
  const rr = rng(3);
  for (let i = 0; i < 20; i++) b += ellipse(320 + i * 29, 272 + rr() * 6, 8, 14, shade(stone, 0.2), 'opacity="0.55"');
  b += rect(500, 206, 200, 26, shade(stone, 0.04)) + rect(492, 200, 216, 8, tint(stone, 0.15));
  // quadriga
  const q = mix(C.green, C.navy, 0.45);
  b += horse(548, 170, 0.9, q) + horse(584, 168, 0.95, q) + horse(618, 168, 0.95, q) + horse(654, 170, 0.9, q);
  b += path('M570,190 L630,190 L640,150 L560,150 Z', q);
  b += path('M600,150 C560,140 548,110 552,80 C570,96 586,110 598,118 Z', q) + path('M600,150 C640,140 652,110 648,80 C630,96 614,110 602,118 Z', q);
  b += rect(592, 96, 16, 60, q, 6) + circle(600, 88, 9, q) + line(612, 140, 620, 40, q, 4) + circle(620, 40, 10, 'none', `stroke="${q}" stroke-width="4"`) + path('M610,36 L630,36 L620,26 Z', q);
  // plaza
  b += rect(180, 640, 840, 14, tint(stone, 0.1)) + rect(160, 652, 880, 14, shade(stone, 0.06));
  const [pd, pu] = lin([[0, tint(C.sand, 0.35)], [1, mix(C.sand, C.sky, 0.35)]]);
  b += pd + rect(0, 664, W, 136, pu);
  for (let i = -8; i <= 8; i++) b += line(600 + i * 30, 664, 600 + i * 150, 800, shade(C.sand, 0.12), 2, 'opacity="0.6"');
  for (let y = 684; y < 800; y += y * 0.04) b += line(0, y, W, y, shade(C.sand, 0.1), 1.5, 'opacity="0.5"');
  const lt = mix(C.green, '#5B8C3E', 0.45);
  b += roundTree(40, 740, 60, lt) + roundTree(150, 700, 40, tint(lt, 0.1)) + roundTree(1160, 740, 60, lt) + roundTree(1050, 700, 40, tint(lt, 0.1));
  for (const lx of [250, 950]) b += rect(lx - 3, 600, 6, 110, C.navy) + rect(lx - 12, 590, 24, 16, C.navy, 4) + rect(lx - 8, 594, 16, 8, tint(C.gold, 0.3));
  b += person({ x: 430, y: 742, s: 0.22, skin: SKIN[1], hair: HAIR[0], top: C.coral, outfit: 'tee', arms: ['down', 'wave'] });
  b += person({ x: 470, y: 746, s: 0.21, skin: SKIN[3], hair: HAIR[2], hairStyle: 'long', top: C.gold, outfit: 'dress', arms: ['down', 'down'] });
  b += person({ x: 780, y: 735, s: 0.2, skin: SKIN[0], hair: HAIR[4], top: C.blue, outfit: 'shirt', arms: ['hold', 'down'] });
  b += birds(330, 160, 1, C.navy, 3, 12);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Netherlands
function windmill(x, base, s, body = '#5A4636', sailC = C.white, rot = 15) {
  let o = path('M-60,0 L-36,-240 L36,-240 L60,0 Z', body) + path('M0,0 L0,-240 L36,-240 L60,0 Z', shade(body, 0.18), 'opacity="0.8"');
  o += rect(-14, -52, 28, 52, shade(body, 0.4), 12) + rect(-10, -170, 20, 24, tint(C.sky, 0.4), 8) + rect(-8, -110, 16, 20, tint(C.sky, 0.4), 6);
  o += rect(-82, -96, 164, 10, shade(body, 0.3)) + [-76, -50, -24, 24, 50, 76].map((xx) => rect(xx - 2, -120, 4, 24, shade(body, 0.3))).join('') + rect(-82, -122, 164, 4, shade(body, 0.3));
  o += path('M-44,-236 C-44,-290 44,-290 44,-236 Z', shade(body, 0.25)) + rect(-48, -244, 96, 12, shade(body, 0.1), 4);
  let sails = '';
  for (let i = 0; i < 4; i++) {
    let blade = rect(-4, -250, 8, 250, '#3B2C22', 3);
    blade += rect(6, -240, 40, 190, sailC, 3, 'opacity="0.95"');
    for (let k = 0; k < 8; k++) blade += rect(6, -240 + k * 24, 40, 3, '#3B2C22', 0, 'opacity="0.8"');
    blade += rect(24, -240, 3, 190, '#3B2C22', 0, 'opacity="0.8"');
    sails += g(`transform="rotate(${rot + i * 90})"`, blade);
  }
  o += g('transform="translate(0 -262)"', sails + circle(0, 0, 14, '#3B2C22') + circle(0, 0, 6, C.gold));
  return g(tr(x, base, s), o);
}
function tulip(x, y, s, c) {
  return g(tr(x, y, s), stroke('M0,0 Q4,-30 0,-60', mix(C.green, '#3F8F4F', 0.4), 5) + path('M0,-10 C-24,-24 -20,-50 -6,-56 C-10,-40 -6,-24 0,-10 Z', mix(C.green, '#5FA04E', 0.4)) +
    path('M-15,-76 L-15,-58 C-15,-48 15,-48 15,-58 L15,-76 L8,-68 L0,-80 L-8,-68 Z', c) + path('M0,-80 L8,-68 L15,-76 L15,-58 C15,-52 8,-49 0,-49 Z', shade(c, 0.15), 'opacity="0.7"'));
}
function netherlands() {
  let b = sky(W, H, [[0, tint(C.blue, 0.2)], [0.55, tint(C.sky, 0.5)], [1, C.mist]]);
  b += cloud(60, 80, 1.5, C.white, 0.95) + cloud(560, 50, 1.1, C.white, 0.85) + cloud(900, 150, 1.3, C.white, 0.9);
  b += contrail(420, 200, 0.42, -6, 230);
  const hz = 470;
  const tree = mix(C.green, C.navy, 0.35);
  const r = rng(9);
  for (let x = -10; x < W; x += 18) b += circle(x, hz - 6 + r() * 6, 12 + r() * 12, tint(tree, r() * 0.2));
  b += windmill(120, hz, 0.28, '#6A5646') + windmill(1040, hz, 0.32, '#6A5646', C.white, 40) + windmill(1130, hz + 2, 0.22, '#6A5646', C.white, 5);
  b += rect(560, hz - 40, 80, 40, '#B4553B') + poly([[552, hz - 40], [648, hz - 40], [600, hz - 78]], shade('#B4553B', 0.3)) + rect(576, hz - 24, 14, 14, tint(C.sky, 0.5)) + rect(610, hz - 24, 14, 14, tint(C.sky, 0.5));
  // tulip stripes
  const vp = [600, 410];
  const cols = [C.coral, C.gold, X.pink, C.white, shade(C.coral, 0.2), tint(C.gold, 0.3), mix(C.coral, '#B8326B', 0.55)];
  const green = mix(C.green, '#6FA84E', 0.5);
  b += rect(0, hz, W, H - hz, green);
  const at = (bx, y) => vp[0] + (bx - vp[0]) * ((y - vp[1]) / (H - vp[1]));
  let i = 0;
  for (let bx = -3000; bx < 4200; bx += 220, i++) {
    const bx2 = bx + 170;
    b += poly([[at(bx, hz), hz], [at(bx2, hz), hz], [bx2, H], [bx, H]], cols[i % cols.length]);
    b += poly([[at(bx, hz), hz], [at(bx + 30, hz), hz], [bx + 30, H], [bx, H]], C.navy, 'opacity="0.08"');
  }
  const [fd, fu] = lin([[0, C.white, 0.45], [1, C.white, 0]]);
  b += fd + rect(0, hz, W, 50, fu);
  // main windmill on a dyke
  b += path(`M600,${hz + 10} Q820,${hz - 40} 1060,${hz + 10} Z`, shade(green, 0.1));
  b += windmill(820, hz - 8, 1.0, '#5A4636', C.white, 18);
  b += windmill(330, hz + 4, 0.5, '#6A5646', C.white, 52);
  // foreground tulips
  for (let k = 0; k < 34; k++) {
    const x = k * 38 - 10 + r() * 14;
    b += tulip(x, 800 + r() * 10, 0.9 + r() * 0.4, cols[Math.floor(x / 170 + 10) % cols.length]);
  }
  b += birds(260, 190, 1, C.navy, 3, 21);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Greece
function house(x, y, w, h, side, opts = {}) {
  let o = rect(x, y - h, w, h, C.white) + rect(x + w, y - h + 6, side, h - 6, tint(C.sky, 0.45)) + rect(x, y - h - 4, w + 2, 6, tint(C.sky, 0.7));
  if (opts.door) o += path(`M${x + w * 0.2},${y} L${x + w * 0.2},${y - 30} Q${x + w * 0.2 + 10},${y - 40} ${x + w * 0.2 + 20},${y - 30} L${x + w * 0.2 + 20},${y} Z`, opts.door);
  if (opts.win) o += rect(x + w * 0.6, y - h * 0.65, 16, 18, opts.win, 3);
  return o;
}
function blueDome(x, y, r, blue = C.blue) {
  return rect(x - r * 0.85, y - r * 0.5, r * 1.7, r * 0.5, C.white) +
    path(`M${x - r},${y - r * 0.5} A${r},${r * 1.05} 0 0 1 ${x + r},${y - r * 0.5} Z`, blue) +
    path(`M${x + r * 0.1},${y - r * 1.52} A${r},${r * 1.05} 0 0 1 ${x + r},${y - r * 0.5} L${x + r * 0.2},${y - r * 0.5} Z`, shade(blue, 0.2), 'opacity="0.6"') +
    rect(x - 1.5, y - r * 1.9, 3, r * 0.42, C.white) + rect(x - 7, y - r * 1.8, 14, 3, C.white);
}
function belltower(x, y, s) {
  return g(tr(x, y, s),
    rect(-40, -120, 80, 120, C.white) + rect(-44, -124, 88, 8, tint(C.sky, 0.6)) +
    path('M-28,-112 L-28,-80 Q-16,-96 -4,-80 L-4,-112 Z', 'none') +
    path('M-30,-40 L-30,-86 Q-18,-104 -6,-86 L-6,-40 Z', C.blue) + path('M6,-40 L6,-86 Q18,-104 30,-86 L30,-40 Z', C.blue) +
    circle(-18, -70, 7, C.gold) + circle(18, -70, 7, C.gold) +
    rect(-24, -170, 48, 46, C.white) + path('M-14,-130 L-14,-152 Q0,-168 14,-152 L14,-130 Z', C.blue) + circle(0, -142, 6, C.gold) +
    path('M-26,-170 Q0,-200 26,-170 Z', C.white) + rect(-1.5, -212, 3, 26, C.white) + rect(-7, -204, 14, 3, C.white));
}
function greece() {
  let b = sky(W, H, [[0, tint(C.blue, 0.2)], [0.5, tint(C.sky, 0.45)], [0.8, tint(C.gold, 0.55)], [1, tint(C.coral, 0.55)]]);
  b += sun(980, 420, 50, tint(C.gold, 0.2), 3.4, 0.5);
  b += streak(700, 300, 440, 10, C.white, 0.5) + streak(860, 350, 300, 8, tint(C.gold, 0.6), 0.5);
  b += contrail(560, 130, 0.42, -8, 230);
  b += poly([[820, 470], [860, 452], [980, 448], [1080, 458], [1200, 452], [1200, 472]], mix(C.deep, C.coral, 0.25));
  b += water(0, 468, W, 332, mix(C.blue, C.sky, 0.35), C.deep, 14, tint(C.gold, 0.3), 0.45);
  const rr = rng(4);
  for (let i = 0; i < 16; i++) b += rect(960 - 20 - rr() * 60 + rr() * 40, 480 + i * 16, 40 + rr() * 60, 3, tint(C.gold, 0.3), 1.5, `opacity="${n(0.8 - i * 0.04)}"`);
  // cliff
  const rock = mix(C.coral, C.sand, 0.45);
  b += path('M0,200 L360,250 L600,340 L760,430 L840,520 L860,600 L800,700 L760,800 L0,800 Z', rock);
  b += path('M760,430 L840,520 L860,600 L800,700 L760,800 L640,800 L700,600 Z', shade(rock, 0.15));
  for (let k = 0; k < 6; k++) b += stroke(`M0,${560 + k * 40} Q400,${520 + k * 44} ${820 - k * 12},${580 + k * 30}`, shade(rock, 0.1), 6, 'opacity="0.5"');
  // village rows (back to front)
  const rows = [[232, 380], [300, 470], [370, 560], [440, 640], [520, 700], [600, 720]];
  rows.forEach(([y, xEnd], k) => {
    let x = -20 + (k % 2) * 30;
    while (x < xEnd - 40) {
      const w = 60 + rr() * 70;
      const h = 44 + rr() * 40;
      b += house(x, y + rr() * 10, w, h, 10 + rr() * 8, { door: rr() < 0.5 ? C.blue : null, win: rr() < 0.6 ? (rr() < 0.5 ? C.blue : C.navy) : null });
      if (rr() < 0.18) b += circle(x + w * 0.8, y - 6, 16 + rr() * 8, mix(C.coral, '#C2185B', 0.55)) + circle(x + w * 0.8 + 16, y - 2, 12, mix(C.coral, '#C2185B', 0.35));
      x += w + 18 + rr() * 10;
    }
    b += rect(-10, y + 8, xEnd + 10, 8, tint(C.sky, 0.6), 4);
  });
  b += blueDome(520, 300, 46) + blueDome(300, 446, 40) + blueDome(640, 524, 52);
  b += belltower(740, 446, 0.75);
  // front terrace
  b += rect(0, 720, 620, 80, C.white) + rect(0, 716, 620, 10, tint(C.sky, 0.6), 4) + rect(620, 716, 14, 84, tint(C.sky, 0.45));
  b += path('M60,716 C40,690 60,660 90,670 C110,640 150,650 150,680 C180,680 180,716 160,716 Z', mix(C.coral, '#C2185B', 0.5)) + rect(84, 700, 50, 18, C.coral, 4);
  b += g(tr(420, 716), rect(-26, -60, 6, 60, C.blue) + rect(20, -60, 6, 60, C.blue) + rect(-26, -34, 52, 8, C.blue) + rect(-26, -60, 52, 6, C.blue) + rect(-20, -50, 40, 4, C.blue));
  b += birds(860, 250, 1, C.navy, 3, 6);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Portugal
function tram(s = 1) {
  const yel = C.gold;
  let o = rect(-180, -90, 360, 80, yel, 10) + rect(-180, -168, 360, 80, tint(C.sand, 0.4), 10) + path('M-186,-168 Q0,-196 186,-168 L180,-160 L-180,-160 Z', tint(C.sand, 0.2));
  for (let i = 0; i < 6; i++) o += rect(-160 + i * 54, -156, 42, 56, mix(C.navy, C.sky, 0.4), 5) + rect(-160 + i * 54, -156, 42, 14, C.white, 4, 'opacity="0.18"');
  o += rect(-180, -96, 360, 10, shade(yel, 0.2)) + rect(-180, -40, 360, 8, shade(yel, 0.3)) + rect(-190, -28, 380, 12, '#2E2E38', 5);
  o += circle(-176, -60, 9, tint(C.gold, 0.6)) + rect(-196, -20, 16, 8, '#2E2E38', 3);
  o += circle(-100, -6, 20, '#2E2E38') + circle(100, -6, 20, '#2E2E38') + circle(-100, -6, 8, '#777') + circle(100, -6, 8, '#777');
  o += line(60, -184, 130, -262, '#2E2E38', 4) + rect(40, -190, 40, 8, '#2E2E38', 3);
  return g(`transform="scale(${s})"`, o);
}
function portugal() {
  let b = sky(W, H, [[0, tint(C.blue, 0.15)], [0.6, tint(C.sky, 0.45)], [1, C.mist]]);
  b += cloud(700, 60, 1, C.white, 0.85) + cloud(1000, 150, 0.7, C.white, 0.7);
  b += contrail(420, 90, 0.4, -8, 220);
  // distant hill & castle
  b += ridge([[400, 300], [700, 250], [900, 230], [1200, 260]], 600, tint(mix(C.green, C.sky, 0.5), 0.2));
  b += poly([[820, 240], [820, 200], [836, 200], [836, 210], [852, 210], [852, 200], [868, 200], [868, 210], [884, 210], [884, 200], [900, 200], [900, 240]], tint(C.sand, 0.1)) + rect(860, 180, 30, 30, tint(C.sand, 0.1));
  const slope = -0.25;
  const L = (x) => 650 + slope * x;
  const ang = (Math.atan(slope) * 180) / Math.PI;
  const facades = [tint(C.coral, 0.55), tint(C.gold, 0.5), tint(C.sky, 0.35), tint(C.green, 0.55), C.sand, tint(C.coral, 0.4), tint(C.gold, 0.65), tint(C.blue, 0.6)];
  const pid = 'azulejo';
  b += `<defs><pattern id="${pid}" width="18" height="18" patternUnits="userSpaceOnUse"><rect width="18" height="18" fill="${tint(C.blue, 0.75)}"/><path d="M9,2 L16,9 L9,16 L2,9 Z" fill="${C.blue}" opacity="0.6"/><circle cx="9" cy="9" r="2" fill="${C.white}"/></pattern></defs>`;
  let x = -30;
  let k = 0;
  const rr = rng(12);
  while (x < W) {
    const w = 130 + rr() * 60;
    const h = 300 + rr() * 120;
    const yb = L(x + w);
    const top = L(x) - h;
    const fill = k === 2 || k === 6 ? `url(#${pid})` : facades[k % facades.length];
    b += poly([[x, L(x) + 4], [x + w, yb + 4], [x + w, top], [x, top]], fill);
    b += rect(x - 6, top - 14, w + 12, 16, shade(facades[k % facades.length], 0.15), 2);
    b += rect(x - 2, top - 34, w + 4, 22, mix(C.coral, '#A0522D', 0.3), 3) + rect(x - 2, top - 34, w + 4, 6, shade(C.coral, 0.2), 3);
    for (let yy = top + 30; yy < L(x + w) - 90; yy += 78) {
      for (let xx = x + 22; xx < x + w - 40; xx += 50) {
        b += rect(xx, yy, 28, 46, mix(C.navy, C.sky, 0.35), 3) + rect(xx - 4, yy - 4, 36, 6, C.white, 2);
        b += rect(xx - 6, yy + 40, 40, 8, '#2E2E38', 2) + [0, 10, 20, 30].map((d) => rect(xx - 4 + d, yy + 30, 2, 12, '#2E2E38')).join('');
        if (rr() < 0.3) b += circle(xx + 8, yy + 36, 8, mix(C.green, '#3F8F4F', 0.4)) + circle(xx + 20, yy + 36, 6, C.coral);
      }
    }
    b += path(`M${x + w / 2 - 18},${L(x + w / 2) + 2} L${x + w / 2 - 18},${L(x + w / 2) - 56} Q${x + w / 2},${L(x + w / 2) - 74} ${x + w / 2 + 18},${L(x + w / 2) - 56} L${x + w / 2 + 18},${L(x + w / 2) + 2} Z`, shade(facades[k % facades.length], 0.45));
    x += w;
    k++;
  }
  // sidewalk, road, rails
  b += poly([[0, L(0)], [W, L(W)], [W, L(W) + 22], [0, L(0) + 22]], tint(C.sand, 0.3));
  b += poly([[0, L(0) + 22], [W, L(W) + 22], [W, L(W) + 170], [0, L(0) + 170]], mix(C.sky, '#8B8B8B', 0.5));
  const cr = rng(40);
  for (let i = 0; i < 260; i++) {
    const px = cr() * W;
    const py = L(px) + 26 + cr() * 140;
    b += ellipse(px, py, 7, 4, shade(C.sky, 0.25), 'opacity="0.35"');
  }
  for (const off of [108, 140]) b += line(0, L(0) + off, W, L(W) + off, '#5A5A66', 4);
  b += line(0, L(0) - 238, W, L(W) - 238, '#2E2E38', 2);
  b += poly([[0, L(0) + 170], [W, L(W) + 170], [W, H], [0, H]], tint(C.sand, 0.15));
  // tram
  b += g(`transform="translate(560 ${L(560) + 118}) rotate(${n(ang)})"`, ellipse(0, 4, 200, 10, C.navy, 'opacity="0.15"') + tram(1));
  // foreground lamp post & plant
  b += rect(1060, 420, 10, 380, C.navy) + path('M1040,420 L1090,420 L1080,380 L1050,380 Z', C.navy) + rect(1052, 388, 26, 28, tint(C.gold, 0.4), 2);
  b += g(tr(90, 790), path('M-40,-60 L40,-60 L30,0 L-30,0 Z', C.coral) + circle(-20, -80, 28, mix(C.green, '#3F8F4F', 0.4)) + circle(16, -90, 30, mix(C.green, '#5FA04E', 0.4)) + circle(0, -110, 22, mix(C.green, '#3F8F4F', 0.3)));
  b += birds(300, 120, 1, C.navy, 3, 17);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Ireland
function ireland() {
  let b = sky(W, H, [[0, tint(C.blue, 0.35)], [0.6, tint(C.sky, 0.55)], [1, C.mist]]);
  b += cloud(40, 70, 1.4, C.white, 0.9) + cloud(500, 40, 1.0, C.white, 0.8) + cloud(860, 110, 1.5, C.white, 0.9) + cloud(300, 200, 0.7, C.white, 0.6);
  b += contrail(700, 230, 0.4, -6, 220);
  const hz = 420;
  b += water(0, hz, W, H - hz, mix(C.blue, C.sky, 0.45), mix(C.deep, C.green, 0.2), 19, C.white, 0.4);
  const heads = [
    [1000, 402, 434, 0.22], [900, 380, 452, 0.34], [770, 340, 490, 0.5], [600, 270, 580, 0.72], [380, 170, 760, 1],
  ];
  heads.forEach(([xr, yt, yb, sc], i) => {
    const haze = 0.55 - i * 0.13;
    const face = mix(mix('#4E4A52', '#6B5B4E', 0.4), tint(C.sky, 0.3), Math.max(0, haze));
    const grass = mix(mix(C.green, '#6FA84E', 0.6), tint(C.sky, 0.3), Math.max(0, haze));
    const jag = 14 * sc;
    b += poly([[-20, yt + 30 * sc], [xr - 30 * sc, yt + 4], [xr, yt + 12 * sc], [xr + jag, yt + (yb - yt) * 0.3], [xr - jag * 0.5, yt + (yb - yt) * 0.55], [xr + jag * 1.5, yb], [-20, yb]], face);
    b += poly([[xr - 30 * sc, yt + 4], [xr, yt + 12 * sc], [xr + jag, yt + (yb - yt) * 0.3], [xr - jag * 0.5, yt + (yb - yt) * 0.55], [xr + jag * 1.5, yb], [xr - 120 * sc, yb]], shade(face, 0.15), 'opacity="0.7"');
    for (let k = 1; k < 6; k++) {
      const yy = yt + ((yb - yt) * k) / 6;
      b += line(-20, yy + 6 * sc, xr - 20 * sc + (k % 2) * jag, yy, shade(face, 0.25), Math.max(1.5, 4 * sc), 'opacity="0.6"');
    }
    b += poly([[-20, yt - 40 * sc], [xr - 40 * sc, yt - 10 * sc], [xr, yt + 12 * sc], [xr - 30 * sc, yt + 4], [-20, yt + 30 * sc]], grass);
    b += path(`M${xr - 60 * sc},${yb} Q${xr + jag * 2},${yb - 6} ${xr + jag * 4},${yb + 4} Q${xr},${yb + 10 * sc} ${xr - 60 * sc},${yb + 6} Z`, C.white, 'opacity="0.7"');
    if (i === 3) {
      // sea stack
      b += poly([[680, 600], [688, 520], [700, 500], [716, 506], [722, 600]], face) + poly([[700, 500], [716, 506], [722, 600], [706, 600]], shade(face, 0.2)) + ellipse(702, 502, 16, 5, grass) + ellipse(700, 602, 34, 6, C.white, 'opacity="0.7"');
    }
  });
  // O'Brien's tower on the near cliff
  const tx = 250;
  const ty = 200;
  const st = '#8E8780';
  b += rect(tx - 22, ty - 80, 44, 82, st) + rect(tx, ty - 80, 22, 82, shade(st, 0.15));
  for (let k = 0; k < 5; k++) b += rect(tx - 24 + k * 10, ty - 92, 7, 12, st);
  b += path(`M${tx - 6},${ty} L${tx - 6},${ty - 24} Q${tx},${ty - 32} ${tx + 6},${ty - 24} L${tx + 6},${ty} Z`, shade(st, 0.5)) + rect(tx - 4, ty - 62, 8, 14, shade(st, 0.5), 3);
  // foreground grass
  b += path('M0,640 C120,610 260,640 340,700 C380,740 400,780 420,800 L0,800 Z', mix(C.green, '#5FA04E', 0.5));
  const r = rng(3);
  for (let i = 0; i < 40; i++) {
    const gx = r() * 360;
    const gy = 660 + r() * 140;
    b += stroke(`M${n(gx)},${n(gy)} q4,-18 10,-26`, shade(mix(C.green, '#5FA04E', 0.5), 0.2), 3);
  }
  for (let i = 0; i < 6; i++) b += circle(40 + r() * 260, 700 + r() * 90, 4, i % 2 ? C.white : C.gold);
  b += birds(760, 260, 1, C.white, 4, 8) + birds(560, 360, 0.8, C.white, 2, 4);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- New Zealand
function fern(x, y, s, rot, c) {
  let o = stroke('M0,0 Q20,-120 80,-220', c, 6);
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const px = 20 * t * t * 2 + 60 * t * t;
    const py = -220 * t;
    const L = 60 * (1 - t) + 10;
    o += path(`M${n(px)},${n(py)} q${n(-L * 0.6)},${n(-L * 0.1)} ${n(-L)},${n(L * 0.2)} q${n(L * 0.5)},${n(-L * 0.1)} ${n(L)},${n(-L * 0.2)} Z`, c) + path(`M${n(px)},${n(py)} q${n(L * 0.5)},${n(L * 0.3)} ${n(L * 0.9)},${n(L * 0.1)} q${n(-L * 0.5)},${n(-L * 0.1)} ${n(-L * 0.9)},${n(-L * 0.1)} Z`, c);
  }
  return g(tr(x, y, s, rot), o);
}
function newZealand() {
  let b = sky(W, H, [[0, tint(C.blue, 0.4)], [0.6, tint(C.sky, 0.55)], [1, C.mist]]);
  b += cloud(860, 60, 1, C.white, 0.8) + cloud(140, 40, 0.8, C.white, 0.7);
  b += contrail(520, 110, 0.38, -8, 210);
  const hz = 540;
  const back = mix(C.sky, C.white, 0.25);
  let mts = poly([[300, hz], [430, 240], [520, 300], [600, 200], [700, hz]], back) + poly([[430, 240], [460, 270], [440, 280], [410, 270]], C.white) + poly([[600, 200], [630, 240], [600, 250], [580, 230]], C.white);
  const rock = mix(C.deep, C.green, 0.35);
  // Mitre Peak
  mts += poly([[600, hz], [690, 300], [740, 140], [760, 110], [772, 132], [790, 120], [830, 260], [900, 400], [980, hz]], rock);
  mts += poly([[772, 132], [790, 120], [830, 260], [900, 400], [980, hz], [780, hz], [790, 300]], shade(rock, 0.25));
  mts += path(`M600,${hz} L660,380 C700,400 760,420 820,380 L900,420 L980,${hz} Z`, mix(C.green, C.navy, 0.35));
  // right wall
  mts += poly([[900, hz], [980, 300], [1060, 220], [1200, 200], [1200, hz]], mix(C.deep, C.green, 0.25)) + poly([[1060, 220], [1200, 200], [1200, hz], [1080, hz]], shade(mix(C.deep, C.green, 0.25), 0.2));
  mts += path(`M900,${hz} L960,420 C1020,440 1100,420 1200,400 L1200,${hz} Z`, mix(C.green, C.navy, 0.4));
  // left wall with waterfall
  const lw = mix(C.deep, C.green, 0.3);
  mts += poly([[0, 120], [120, 140], [240, 230], [360, 380], [460, hz], [0, hz]], lw) + poly([[120, 140], [240, 230], [360, 380], [460, hz], [300, hz], [200, 300]], shade(lw, 0.2), 'opacity="0.7"');
  mts += path(`M0,${hz} L0,330 C100,350 200,340 300,400 L460,${hz} Z`, mix(C.green, C.navy, 0.3));
  mts += path(`M262,330 C266,400 270,460 272,${hz} L282,${hz} C280,460 276,400 272,330 Z`, C.white, 'opacity="0.9"') + path(`M230,250 C234,300 238,330 246,360 L252,360 C246,330 242,300 238,250 Z`, C.white, 'opacity="0.8"');
  b += mts;
  const [bd, bf] = blurFilter(14);
  b += bd + g(bf, ellipse(420, 350, 260, 22, C.white, 'opacity="0.6"') + ellipse(940, 300, 200, 18, C.white, 'opacity="0.55"') + ellipse(280, 530, 80, 20, C.white, 'opacity="0.8"') + ellipse(760, 470, 240, 16, C.white, 'opacity="0.45"'));
  b += water(0, hz, W, H - hz, mix(C.green, C.deep, 0.45), C.navy, 3, C.white, 0.25);
  b += reflect(mts, hz, 0, W, H - hz, 0.28);
  // cruise boat
  b += g(tr(560, 650), path('M-80,0 L90,0 L76,18 L-70,18 Z', C.white) + rect(-60, -20, 110, 20, C.white, 3) + rect(-50, -14, 90, 7, C.navy, 2, 'opacity="0.6"') + rect(-30, -34, 50, 14, C.white, 3) + rect(10, -48, 10, 14, C.coral) + rect(-80, 10, 170, 4, C.blue) + path('M90,14 Q140,20 200,16 Q140,26 80,22 Z', C.white, 'opacity="0.5"'));
  // foreground ferns
  const fc = mix(C.green, '#6FA84E', 0.35);
  b += path('M0,720 C100,700 200,730 260,800 L0,800 Z', shade(fc, 0.2));
  b += fern(20, 800, 1.1, 10, fc) + fern(60, 800, 0.9, 40, tint(fc, 0.1)) + fern(1180, 800, 1.0, -70, fc);
  b += path('M1200,740 C1120,730 1060,760 1020,800 L1200,800 Z', shade(fc, 0.2));
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Singapore
function mbsTower(x, w, top, base, fill, lights, r) {
  let o = path(`M${x - w / 2},${base} L${x - w / 2},${top} L${x + w / 2},${top} L${x + w / 2},${base - 170} C${x + w / 2},${base - 90} ${x + w * 0.6},${base - 40} ${x + w * 0.9},${base} Z`, fill);
  o += path(`M${x},${top} L${x + w / 2},${top} L${x + w / 2},${base - 170} C${x + w / 2},${base - 90} ${x + w * 0.6},${base - 40} ${x + w * 0.9},${base} L${x},${base} Z`, shade(fill, 0.18), 'opacity="0.8"');
  for (let y = top + 10; y < base; y += 9) {
    o += line(x - w / 2 + 4, y, x + w / 2 - 4, y, shade(fill, 0.35), 1.2, 'opacity="0.5"');
    if (r() < 0.5) o += rect(x - w / 2 + 4 + r() * (w - 20), y - 4, 8 + r() * 14, 3, lights, 1, `opacity="${n(0.5 + r() * 0.5)}"`);
  }
  return o;
}
function supertree(x, base, h, canopyW, c) {
  let o = path(`M${x - 14},${base} C${x - 8},${base - h * 0.4} ${x - 6},${base - h * 0.8} ${x - 4},${base - h} L${x + 4},${base - h} C${x + 6},${base - h * 0.8} ${x + 8},${base - h * 0.4} ${x + 14},${base} Z`, shade(c, 0.3));
  for (let y = base - 20; y > base - h; y -= 24) o += line(x - 10, y, x + 10, y - 16, tint(c, 0.1), 1.5, 'opacity="0.6"');
  o += path(`M${x - 4},${base - h} L${x - canopyW / 2},${base - h - canopyW * 0.35} L${x + canopyW / 2},${base - h - canopyW * 0.35} L${x + 4},${base - h} Z`, c);
  o += ellipse(x, base - h - canopyW * 0.35, canopyW / 2, 6, tint(c, 0.3));
  for (let i = -3; i <= 3; i++) o += line(x, base - h, x + (i * canopyW) / 7, base - h - canopyW * 0.35, tint(c, 0.35), 1.2, 'opacity="0.8"');
  return o;
}
function singapore() {
  let b = sky(W, H, [[0, C.navy], [0.4, C.blue], [0.7, mix(C.coral, C.blue, 0.35)], [1, tint(C.gold, 0.3)]]);
  b += stars(W, 260, 50, 4);
  b += streak(60, 300, 400, 10, tint(C.coral, 0.4), 0.5) + streak(740, 250, 420, 12, tint(C.coral, 0.4), 0.45);
  b += contrail(320, 140, 0.4, -8, 220);
  const r = rng(6);
  const city = genericSkyline(-10, 560, 1230, 48, mix(C.deep, C.coral, 0.2), 26, tint(C.gold, 0.3), mix(C.deep, C.coral, 0.3));
  const fill = mix(C.sky, C.deep, 0.25);
  let mbs = '';
  for (const x of [520, 660, 800]) mbs += mbsTower(x, 84, 250, 560, fill, tint(C.gold, 0.35), r);
  mbs += path('M440,252 L462,232 L940,226 L1000,236 L980,254 Z', tint(fill, 0.15)) + rect(470, 226, 470, 6, mix(C.green, C.navy, 0.3), 3) + rect(440, 248, 540, 6, shade(fill, 0.2));
  for (let x = 480; x < 940; x += 18) mbs += circle(x, 224, 5, mix(C.green, C.navy, 0.3));
  // ArtScience lotus
  let lotus = '';
  const petals = [[-90, 0.6], [-60, 0.8], [-30, 1], [0, 1.05], [30, 0.95], [60, 0.75], [90, 0.55]];
  petals.forEach(([a, k]) => (lotus += g(`transform="rotate(${a * 0.5})"`, path(`M-18,0 L-14,${-120 * k} Q0,${-140 * k} 14,${-120 * k} L18,0 Z`, a > 0 ? tint(C.sky, 0.55) : tint(C.sky, 0.75)))));
  lotus = g(tr(250, 586), lotus + rect(-60, -20, 120, 20, tint(C.sky, 0.4), 6));
  // supertrees
  const st = supertree(1010, 580, 180, 110, mix(C.coral, C.blue, 0.3)) + supertree(1100, 580, 240, 140, mix(C.coral, C.gold, 0.2)) + supertree(1170, 580, 150, 96, mix(C.green, C.blue, 0.3));
  const all = city + mbs + lotus + st;
  b += all;
  b += rect(0, 580, W, 10, C.navy);
  b += water(0, 588, W, 212, mix(C.blue, C.navy, 0.4), C.navy, 7, tint(C.gold, 0.3), 0.35);
  b += reflect(all, 588, 0, W, 212, 0.3);
  for (let i = 0; i < 40; i++) {
    const x = 440 + r() * 560;
    b += rect(x, 600 + r() * 150, 2 + r() * 3, 10 + r() * 30, tint(C.gold, 0.4), 1, `opacity="${n(0.2 + r() * 0.4)}"`);
  }
  b += rect(0, 764, W, 36, C.navy) + [40, 260, 480, 700, 920, 1140].map((x) => rect(x, 700, 5, 66, C.navy) + circle(x + 2.5, 696, 8, tint(C.gold, 0.3))).join('');
  return doc(W, H, b);
}

// ---------------------------------------------------------------- South Korea
function korea() {
  let b = sky(W, H, [[0, tint(C.blue, 0.3)], [0.6, tint(C.sky, 0.55)], [1, C.mist]]);
  b += cloud(80, 80, 1.1, C.white, 0.85) + cloud(900, 60, 1.2, C.white, 0.85);
  b += contrail(380, 160, 0.4, -6, 220);
  b += ridge([[0, 420], [200, 360], [360, 380], [600, 200], [760, 250], [900, 330], [1100, 300], [1200, 340]], 620, tint(mix(C.green, C.sky, 0.5), 0.2));
  b += poly([[560, 240], [600, 200], [640, 230], [620, 270], [580, 280]], tint(C.sky, 0.5), 'opacity="0.7"');
  b += ridge([[0, 500], [300, 460], [600, 480], [900, 450], [1200, 490]], 620, mix(C.green, C.navy, 0.35));
  const r = rng(8);
  for (let x = 0; x < W; x += 30) b += circle(x, 500 + r() * 20, 16 + r() * 10, shade(mix(C.green, C.navy, 0.35), r() * 0.15));
  const stone = mix(C.sand, C.sky, 0.45);
  // walls
  b += rect(0, 540, W, 140, stone) + rect(0, 528, W, 16, mix(C.navy, C.sky, 0.3), 4) + rect(0, 522, W, 8, shade(mix(C.navy, C.sky, 0.3), 0.2), 4);
  for (let y = 560; y < 680; y += 24) for (let x = ((y / 24) % 2) * 30; x < W; x += 60) b += rect(x, y, 58, 22, shade(stone, 0.06), 2, 'opacity="0.6"');
  // platform
  b += rect(250, 460, 700, 220, stone);
  for (let y = 468; y < 680; y += 26) for (let x = 250 + ((y / 26) % 2) * 35; x < 940; x += 70) b += rect(x, y, 68, 24, shade(stone, 0.08), 3, 'opacity="0.7"');
  for (const [x, w, h] of [[470, 70, 120], [600, 96, 150], [730, 70, 120]]) {
    b += path(`M${x - w / 2},680 L${x - w / 2},${680 - h + w / 2} A${w / 2},${w / 2} 0 0 1 ${x + w / 2},${680 - h + w / 2} L${x + w / 2},680 Z`, shade(stone, 0.55));
    b += path(`M${x - w / 2 - 8},680 L${x - w / 2 - 8},${680 - h + w / 2} A${w / 2 + 8},${w / 2 + 8} 0 0 1 ${x + w / 2 + 8},${680 - h + w / 2} L${x + w / 2 + 8},680`, 'none', `stroke="${tint(stone, 0.3)}" stroke-width="6"`);
    b += rect(x - w / 2, 680 - h + w / 2, w * 0.22, h - w / 2, shade(C.coral, 0.25)) + rect(x + w / 2 - w * 0.22, 680 - h + w / 2, w * 0.22, h - w / 2, shade(C.coral, 0.25));
  }
  b += rect(240, 452, 720, 12, tint(stone, 0.2));
  // pavilion
  const red = shade(C.coral, 0.15);
  const tile = mix(C.navy, C.sky, 0.25);
  const paint = C.green;
  for (let x = 320; x <= 880; x += 56) b += rect(x - 7, 390, 14, 64, red);
  b += rect(300, 446, 600, 8, red);
  b += rect(296, 376, 608, 16, paint) + rect(296, 384, 608, 4, C.blue);
  for (let x = 300; x < 900; x += 16) b += rect(x, 378, 8, 6, C.gold, 1);
  b += eaveRoof(600, 380, 780, 56, 30, tile, mix(paint, C.navy, 0.3));
  for (let x = 420; x <= 780; x += 60) b += rect(x - 6, 280, 12, 52, red);
  b += rect(400, 320, 400, 10, red) + rect(392, 268, 416, 14, paint) + rect(392, 276, 416, 4, C.blue);
  for (let x = 396; x < 804; x += 16) b += rect(x, 270, 8, 5, C.gold, 1);
  b += eaveRoof(600, 272, 620, 84, 34, tile, mix(paint, C.navy, 0.3));
  b += rect(420, 180, 360, 10, shade(tile, 0.2), 5) + path('M410,192 Q404,170 392,166 L410,180 Z', shade(tile, 0.2)) + path('M790,192 Q796,170 808,166 L790,180 Z', shade(tile, 0.2));
  for (let x = 330; x < 880; x += 14) b += line(x, 340, x + (x - 600) * 0.05, 366, shade(tile, 0.25), 2, 'opacity="0.5"');
  for (let x = 420; x < 790; x += 14) b += line(x, 200, x + (x - 600) * 0.06, 250, shade(tile, 0.25), 2, 'opacity="0.5"');
  // plaza
  const [pd, pu] = lin([[0, tint(C.sand, 0.3)], [1, mix(C.sand, C.sky, 0.3)]]);
  b += pd + rect(0, 680, W, 120, pu) + rect(0, 680, W, 6, shade(stone, 0.15));
  for (let i = -8; i <= 8; i++) b += line(600 + i * 40, 686, 600 + i * 160, 800, shade(C.sand, 0.1), 2, 'opacity="0.6"');
  b += pine(60, 760, 260, mix(C.green, C.navy, 0.45)) + pine(150, 740, 180, mix(C.green, C.navy, 0.35)) + pine(1140, 760, 260, mix(C.green, C.navy, 0.45)) + pine(1050, 740, 180, mix(C.green, C.navy, 0.35));
  b += person({ x: 470, y: 770, s: 0.22, skin: SKIN[0], hair: HAIR[2], hairStyle: 'bun', top: X.pink, outfit: 'dress', arms: ['down', 'wave'] });
  b += person({ x: 520, y: 774, s: 0.23, skin: SKIN[1], hair: HAIR[2], top: C.blue, bottom: C.sand, outfit: 'shirt', arms: ['hold', 'down'] });
  b += birds(900, 200, 1, C.navy, 3, 2);
  return doc(W, H, b);
}

export const visaScenes = {
  'visas/germany-visa-from-dubai.webp': { w: W, h: H, draw: germany },
  'visas/netherlands-visa-from-dubai.webp': { w: W, h: H, draw: netherlands },
  'visas/greece-visa-from-dubai.webp': { w: W, h: H, draw: greece },
  'visas/portugal-visa-from-dubai.webp': { w: W, h: H, draw: portugal },
  'visas/ireland-visa-from-dubai.webp': { w: W, h: H, draw: ireland },
  'visas/new-zealand-visa-from-dubai.webp': { w: W, h: H, draw: newZealand },
  'visas/singapore-visa-from-dubai.webp': { w: W, h: H, draw: singapore },
  'visas/south-korea-visa-from-dubai.webp': { w: W, h: H, draw: korea },
};
export { windmill, tulip, fern };
