// Country landmark scenes (1200x800) for /countries pages.
import { C, tint, shade, mix, X } from './palette.mjs';
import {
  doc, g, tr, rect, circle, ellipse, path, poly, line, stroke, sky, sun, cloud, birds, water, ridge, hills, pine,
  roundTree, cypress, umbrellaPine, palm, bush, lin, clip, contrail, eaveRoof, reflect, rng, n, streak,
} from './primitives.mjs';
import { genericSkyline } from './city.mjs';

const W = 1200;
const H = 800;

// ---------------------------------------------------------------- Australia
function operaShell(x0, x1, tx, ty, by, fill, inner) {
  const h = by - ty;
  const outer = `M${x0},${by} L${x1},${by} C${x1},${by - h * 0.55} ${tx + (x1 - tx) * 0.55},${ty} ${tx},${ty} C${tx + (x0 - tx) * 0.1},${ty + h * 0.35} ${x0},${by - h * 0.3} ${x0},${by} Z`;
  const mouth = `M${x0},${by} C${x0},${by - h * 0.3} ${tx + (x0 - tx) * 0.1},${ty + h * 0.35} ${tx},${ty} C${tx + (x1 - tx) * 0.12},${ty + h * 0.45} ${x0 + (x1 - x0) * 0.45},${by - h * 0.2} ${x0 + (x1 - x0) * 0.55},${by} Z`;
  return path(outer, fill) + path(mouth, inner) + stroke(`M${tx},${ty} C${tx + (x1 - tx) * 0.2},${ty + h * 0.5} ${x0 + (x1 - x0) * 0.75},${by - h * 0.25} ${x0 + (x1 - x0) * 0.8},${by}`, shade(fill, 0.06), 2, 'opacity="0.6"');
}
function operaHouse(x, by, s, shellC, innerC, baseC) {
  let o = '';
  o += rect(-40, 0, 720, 46, baseC) + rect(-40, 0, 720, 8, tint(baseC, 0.25)) + rect(-60, 40, 760, 14, shade(baseC, 0.15));
  // steps
  for (let i = 0; i < 5; i++) o += rect(-40 + i * 6, 10 + i * 7, 110 - i * 12, 3, shade(baseC, 0.12), 0, 'opacity="0.5"');
  // concert hall group (back, larger)
  o += operaShell(120, 300, 150, -250, 0, shellC, innerC);
  o += operaShell(210, 380, 225, -300, 0, shellC, innerC);
  o += operaShell(300, 430, 300, -215, 0, shellC, innerC);
  o += operaShell(370, 470, 370, -140, 0, shellC, innerC);
  // opera theatre group (right)
  o += operaShell(440, 560, 455, -200, 0, shade(shellC, 0.03), innerC);
  o += operaShell(505, 610, 515, -165, 0, shade(shellC, 0.03), innerC);
  o += operaShell(565, 650, 568, -110, 0, shade(shellC, 0.03), innerC);
  // restaurant shell
  o += operaShell(20, 110, 30, -110, 0, shellC, innerC);
  return g(tr(x, by, s), o);
}
function harbourBridge(x0, x1, deckY, archH, color) {
  const w = x1 - x0;
  const cx = (x0 + x1) / 2;
  let o = '';
  const top = (t) => deckY - archH * (1 - (2 * t - 1) ** 2);
  let d1 = `M${x0 + 60},${deckY}`;
  let d2 = '';
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const xx = x0 + 60 + (w - 120) * t;
    d1 += ` L${n(xx)},${n(top(t))}`;
    d2 = ` L${n(xx)},${n(top(t) + 26 + 16 * (1 - Math.abs(2 * t - 1)))}` + d2;
  }
  o += path(d1 + d2.replace(/^ L/, ' L') + ' Z', color);
  for (let i = 1; i < 16; i++) {
    const t = i / 16;
    const xx = x0 + 60 + (w - 120) * t;
    o += line(xx, top(t) + 20, xx, deckY, color, 3);
  }
  o += rect(x0, deckY, w, 12, color);
  o += rect(x0 + 20, deckY - 70, 44, 150, color) + rect(x1 - 64, deckY - 70, 44, 150, color);
  o += rect(x0 + 26, deckY - 60, 32, 6, tint(color, 0.15)) + rect(x1 - 58, deckY - 60, 32, 6, tint(color, 0.15));
  void cx;
  return o;
}
function sailboat(x, y, s, sail = C.white, hull = C.navy) {
  return g(tr(x, y, s), path('M-40,0 L40,0 L30,14 L-32,14 Z', hull) + path('M0,-4 L0,-110 L38,-8 Z', sail) + path('M-4,-6 L-4,-86 L-34,-8 Z', tint(sail, 0) , 'opacity="0.85"') + line(0, -4, 0, -112, shade(hull, 0.1), 2));
}

function australia() {
  let b = sky(W, H, [[0, '#22467A'], [0.38, mix(C.coral, C.blue, 0.25)], [0.62, tint(C.coral, 0.25)], [0.8, tint(C.gold, 0.35)], [1, C.sand]]);
  b += sun(860, 520, 70, tint(C.gold, 0.2), 3.4, 0.55);
  b += streak(-100, 330, 700, 16, tint(C.coral, 0.5), 0.5) + streak(560, 392, 560, 12, tint(C.gold, 0.5), 0.55) + streak(60, 262, 420, 10, tint(C.coral, 0.45), 0.45) + streak(700, 300, 380, 8, tint(C.coral, 0.5), 0.4);
  b += contrail(330, 150, 0.42, -10, 240);
  // far shore & bridge
  b += hills(0, W, 505, 8, 12, mix(C.deep, C.coral, 0.35), 540, 9);
  b += genericSkyline(700, 510, 520, 26, mix(C.deep, C.coral, 0.3), 6);
  b += harbourBridge(720, 1260, 470, 150, mix(C.deep, C.coral, 0.22));
  // water
  b += water(0, 530, W, 270, mix(C.gold, C.coral, 0.45), mix(C.deep, C.blue, 0.4), 21, tint(C.gold, 0.4), 0.45);
  // sun glitter path
  const r = rng(8);
  for (let i = 0; i < 22; i++) {
    const yy = 540 + i * 12;
    const ww = 30 + r() * 90 + i * 4;
    b += rect(860 - ww / 2 + (r() - 0.5) * 60, yy, ww, 4, tint(C.gold, 0.3), 2, `opacity="${n(0.7 - i * 0.025)}"`);
  }
  const house = operaHouse(150, 530, 0.95, '#FBF6EC', tint(C.sky, 0.25), mix(C.sand, C.coral, 0.3));
  b += reflect(house, 582, 0, W, 220, 0.18);
  b += house;
  b += sailboat(1000, 680, 0.9, C.white, C.navy) + sailboat(700, 630, 0.5, tint(C.sand, 0.3), C.deep);
  b += birds(520, 200, 1.1, C.navy, 3, 5);
  // foreground promenade
  b += rect(0, 748, W, 52, mix(C.deep, C.navy, 0.5));
  b += rect(0, 740, W, 10, shade(C.sand, 0.35));
  for (let xx = 10; xx < W; xx += 46) b += rect(xx, 712, 5, 30, C.navy);
  b += rect(0, 708, W, 6, C.navy, 3);
  b += palm(80, 770, 300, 0.15, mix(C.green, C.navy, 0.55), mix(C.navy, C.coral, 0.2));
  return doc(W, H, b);
}

// ---------------------------------------------------------------- UK
function elizabethTower(cx, base, stone, dark, gold) {
  const sh = shade(stone, 0.14);
  let o = '';
  o += rect(cx - 46, 250, 92, base - 250, stone) + rect(cx + 6, 250, 40, base - 250, sh, 0, 'opacity="0.55"');
  for (let i = -36; i <= 36; i += 12) o += rect(cx + i - 1.5, 262, 3, base - 270, shade(stone, 0.22), 0, 'opacity="0.5"');
  for (let yy = 300; yy < base - 20; yy += 56) o += rect(cx - 46, yy, 92, 5, shade(stone, 0.2), 0, 'opacity="0.6"');
  // clock stage
  o += rect(cx - 56, 158, 112, 96, stone) + rect(cx + 6, 158, 50, 96, sh, 0, 'opacity="0.45"') + rect(cx - 60, 250, 120, 10, shade(stone, 0.2));
  o += circle(cx, 206, 42, gold) + circle(cx, 206, 36, '#FFF8E6');
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    o += line(cx + Math.cos(a) * 29, 206 + Math.sin(a) * 29, cx + Math.cos(a) * 33, 206 + Math.sin(a) * 33, dark, 2.4);
  }
  o += line(cx, 206, cx + 14, 196, dark, 3.5) + line(cx, 206, cx - 4, 180, dark, 2.5) + circle(cx, 206, 3, dark);
  // belfry
  o += rect(cx - 48, 112, 96, 48, stone) + rect(cx - 52, 154, 104, 8, shade(stone, 0.18));
  for (const dx of [-30, -10, 10, 30]) o += path(`M${cx + dx - 6},152 L${cx + dx - 6},126 Q${cx + dx},116 ${cx + dx + 6},126 L${cx + dx + 6},152 Z`, dark);
  // spire
  o += poly([[cx - 50, 114], [cx + 50, 114], [cx + 18, 36], [cx - 18, 36]], dark);
  o += poly([[cx, 114], [cx + 50, 114], [cx + 18, 36], [cx, 36]], shade(dark, 0.2), 'opacity="0.6"');
  o += poly([[cx - 18, 38], [cx + 18, 38], [cx, -6]], dark) + line(cx, -6, cx, -24, gold, 3);
  for (const dx of [-50, 50]) o += poly([[cx + dx - 7, 116], [cx + dx + 7, 116], [cx + dx, 78]], dark);
  o += rect(cx - 50, 80, 100, 4, gold, 0, 'opacity="0.8"') + rect(cx - 22, 50, 44, 3, gold, 0, 'opacity="0.8"');
  return o;
}
function westminster(x0, x1, top, base, stone) {
  let o = rect(x0, top, x1 - x0, base - top, stone) + rect(x0, top, x1 - x0, 10, shade(stone, 0.15));
  for (let xx = x0 + 8; xx < x1; xx += 34) {
    o += rect(xx, top - 22, 8, base - top + 22, shade(stone, 0.1)) + poly([[xx - 2, top - 22], [xx + 10, top - 22], [xx + 4, top - 44]], shade(stone, 0.1));
    for (let yy = top + 26; yy < base - 30; yy += 52) o += path(`M${xx + 14},${yy + 34} L${xx + 14},${yy + 8} Q${xx + 20},${yy} ${xx + 26},${yy + 8} L${xx + 26},${yy + 34} Z`, shade(stone, 0.32), 'opacity="0.8"');
  }
  return o;
}
function uk() {
  let b = sky(W, H, [[0, tint(C.blue, 0.45)], [0.6, tint(C.sky, 0.55)], [1, C.mist]]);
  b += cloud(60, 110, 1.3, C.white, 0.85) + cloud(760, 60, 1.1, C.white, 0.9) + cloud(560, 230, 0.6, C.white, 0.6);
  b += contrail(690, 120, 0.42, -6, 220);
  const haze = tint(C.sky, 0.25);
  b += genericSkyline(0, 600, W, 40, haze, 9);
  // London Eye
  const ex = 1020;
  const ey = 380;
  let eye = circle(ex, ey, 170, 'none', `stroke="${tint(C.sky, 0.05)}" stroke-width="6"`) + circle(ex, ey, 160, 'none', `stroke="${tint(C.sky, 0.05)}" stroke-width="2"`);
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * Math.PI * 2;
    eye += line(ex, ey, ex + Math.cos(a) * 160, ey + Math.sin(a) * 160, tint(C.sky, 0.2), 1.2);
    eye += ellipse(ex + Math.cos(a) * 172, ey + Math.sin(a) * 172, 7, 5, tint(C.sky, 0.0));
  }
  eye += poly([[ex - 8, ey], [ex - 70, 600], [ex - 56, 600]], tint(C.sky, 0.05)) + poly([[ex + 8, ey], [ex + 70, 600], [ex + 56, 600]], tint(C.sky, 0.05)) + circle(ex, ey, 12, tint(C.sky, 0.0));
  b += eye;
  const stone = mix(C.sand, C.gold, 0.42);
  b += westminster(500, 1240, 430, 620, stone);
  b += westminster(150, 380, 470, 620, stone);
  // Victoria-ish corner tower at right
  b += rect(1110, 330, 90, 290, shade(stone, 0.04)) + rect(1104, 324, 102, 14, shade(stone, 0.18));
  for (let xx = 1108; xx < 1200; xx += 22) b += poly([[xx, 326], [xx + 8, 326], [xx + 4, 300]], shade(stone, 0.18));
  for (let yy = 360; yy < 600; yy += 60) for (const xx of [1126, 1160]) b += path(`M${xx},${yy + 40} L${xx},${yy + 10} Q${xx + 8},${yy} ${xx + 16},${yy + 10} L${xx + 16},${yy + 40} Z`, shade(stone, 0.32), 'opacity="0.8"');
  b += elizabethTower(420, 620, stone, C.navy, C.gold);
  // river embankment
  b += rect(0, 612, W, 16, shade(stone, 0.35));
  const wat = water(0, 628, W, 172, mix(C.blue, C.green, 0.25), C.deep, 4, C.white, 0.3);
  b += wat;
  b += reflect(elizabethTower(420, 620, stone, C.navy, C.gold), 628, 0, W, 172, 0.15);
  // Westminster bridge
  const bg = mix(C.green, C.navy, 0.35);
  let br = rect(-10, 660, 640, 22, bg) + rect(-10, 650, 640, 12, shade(bg, 0.2));
  for (let xx = -60; xx < 620; xx += 130) br += path(`M${xx},800 L${xx},700 Q${xx + 65},664 ${xx + 130},700 L${xx + 130},800 L${xx + 112},800 L${xx + 112},708 Q${xx + 65},682 ${xx + 18},708 L${xx + 18},800 Z`, bg);
  for (let xx = 0; xx < 630; xx += 20) br += rect(xx, 634, 4, 18, shade(bg, 0.25));
  br += rect(-10, 630, 640, 5, shade(bg, 0.25));
  for (const lx of [90, 350, 600]) br += rect(lx, 560, 5, 72, C.navy) + circle(lx + 2.5, 556, 9, C.gold);
  // double-decker bus
  const bus = C.coral;
  br += g(tr(180, 648),
    rect(0, -96, 190, 92, bus, 12) + rect(0, -52, 190, 6, shade(bus, 0.2)) +
    [12, 52, 92, 132].map((xx) => rect(xx, -88, 34, 26, tint(C.sky, 0.35), 4) + rect(xx, -40, 34, 24, tint(C.sky, 0.35), 4)).join('') +
    rect(168, -40, 16, 34, tint(C.sky, 0.35), 3) + circle(38, -2, 15, C.navy) + circle(150, -2, 15, C.navy) + circle(38, -2, 6, '#999') + circle(150, -2, 6, '#999'));
  b += br;
  b += birds(240, 170, 1, C.navy, 3, 7);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Italy
function italy() {
  let b = sky(W, H, [[0, tint(C.blue, 0.5)], [0.55, tint(C.sky, 0.6)], [1, tint(C.sand, 0.3)]]);
  b += sun(1010, 130, 46, tint(C.gold, 0.25), 3, 0.5);
  b += cloud(120, 90, 1.1, C.white, 0.85) + cloud(640, 60, 0.8, C.white, 0.75);
  b += contrail(560, 170, 0.4, -4, 220);
  b += hills(0, W, 560, 20, 3, tint(mix(C.green, C.sky, 0.5), 0.35), 640, 6);
  const stone = mix(C.sand, '#D9A65B', 0.45);
  const dark = mix(shade(stone, 0.45), C.coral, 0.15);
  const cx = 600;
  const R = 470;
  const base = 610;
  const curve = (x, c) => c * (1 - ((x - cx) / R) ** 2);
  // ruined top profile of the outer wall (x, top y)
  const tiers = [[base, 520], [520, 430], [430, 340], [340, 270]]; // bottom, top of each level
  // inner ring visible through the ruin
  let o = path(`M${cx - R + 30},${base} L${cx - R + 30},290 Q${cx},250 ${cx + R - 30},290 L${cx + R - 30},${base} Z`, shade(stone, 0.25));
  for (let xx = cx - 40; xx < cx + R - 40; xx += 36) o += path(`M${xx},${base - 200} L${xx},${base - 230} Q${xx + 12},${base - 244} ${xx + 24},${base - 230} L${xx + 24},${base - 200} Z`, dark, 'opacity="0.7"');
  // facade shape (with collapsed right part)
  const top = (x) => 270 + curve(x, 26);
  let fp = `M${cx - R},${base + curve(cx - R, 30)}`;
  const pts = [];
  for (let x = cx - R; x <= cx + 120; x += 20) pts.push([x, top(x)]);
  pts.push([cx + 150, top(cx + 150)], [cx + 170, 345], [cx + 250, 350], [cx + 265, 432], [cx + 350, 436], [cx + 362, 522], [cx + R, 524]);
  fp += pts.map(([x, y]) => ` L${n(x)},${n(y)}`).join('');
  fp += ` L${cx + R},${base}`;
  for (let x = cx + R; x >= cx - R; x -= 20) fp += ` L${n(x)},${n(base + curve(x, 30))}`;
  fp += ' Z';
  const [cd, ca] = clip(path(fp, '#000'));
  let f = rect(cx - R, 200, 2 * R, 460, stone);
  // shading toward edges
  const [sd, su] = lin([[0, C.navy, 0.22], [0.25, C.navy, 0], [0.75, C.navy, 0], [1, C.navy, 0.28]], 0, 0, 1, 0);
  f += sd + rect(cx - R, 200, 2 * R, 460, su);
  // arcades
  const cols = 26;
  tiers.forEach(([yb, yt], k) => {
    f += path(`M${cx - R},${yb + curve(cx - R, 28)} Q${cx},${yb + 56} ${cx + R},${yb + curve(cx + R, 28)} L${cx + R},${yb - 10 + curve(cx + R, 28)} Q${cx},${yb + 46} ${cx - R},${yb - 10 + curve(cx - R, 28)} Z`, shade(stone, 0.12));
    for (let i = 0; i < cols; i++) {
      const th = -Math.PI / 2 + ((i + 0.5) / cols) * Math.PI;
      const x = cx + R * Math.sin(th);
      const wdt = ((Math.PI * R) / cols) * Math.cos(th) * 0.55;
      if (wdt < 4) continue;
      const yB = yb - 12 + curve(x, 28);
      const hgt = (yb - yt) * (k === 3 ? 0.3 : 0.66);
      if (k === 3) {
        if (i % 2 === 0) f += rect(x - wdt * 0.35, yB - hgt - 20, wdt * 0.7, hgt, dark, 2);
      } else {
        f += path(`M${n(x - wdt / 2)},${n(yB)} L${n(x - wdt / 2)},${n(yB - hgt + wdt / 2)} A${n(wdt / 2)},${n(wdt / 2)} 0 0 1 ${n(x + wdt / 2)},${n(yB - hgt + wdt / 2)} L${n(x + wdt / 2)},${n(yB)} Z`, dark);
        f += rect(x - wdt / 2 - wdt * 0.22, yB - hgt - 4, wdt * 0.12, hgt + 4, tint(stone, 0.25), 0, 'opacity="0.5"');
      }
    }
  });
  o += cd + `<g ${ca}>${f}</g>`;
  // broken edge highlight
  o += stroke(pts.slice(-6).map(([x, y], i) => `${i ? 'L' : 'M'}${x},${y}`).join(' '), shade(stone, 0.3), 3);
  b += o;
  // ground
  b += ridge([[0, 600], [300, 630], [600, 650], [900, 630], [1200, 605]], H, tint(C.sand, 0.2));
  b += rect(0, 700, W, 100, mix(C.sand, C.green, 0.15));
  b += path(`M0,720 Q600,680 1200,720 L1200,800 L0,800 Z`, mix(C.green, '#8DB255', 0.45));
  for (const [x, h] of [[60, 300], [110, 240], [1090, 320], [1150, 250], [1010, 200]]) b += cypress(x, 740, h);
  b += umbrellaPine(250, 720, 220) + umbrellaPine(900, 700, 180);
  b += bush(180, 760, 40, mix(C.green, '#5B8C3E', 0.5)) + bush(960, 770, 46, mix(C.green, '#5B8C3E', 0.4));
  b += birds(330, 150, 1, C.navy, 3, 9);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Canada
export function mapleLeaf(x, y, s, rot, fill) {
  const half = [[0, -1], [0.14, -0.74], [0.29, -0.8], [0.24, -0.36], [0.5, -0.6], [0.57, -0.46], [0.84, -0.52], [0.74, -0.28], [0.86, -0.22], [0.48, 0.08], [0.55, 0.24], [0.06, 0.18], [0.07, 0.6], [0, 0.6]];
  const pts = [...half, ...half.slice(0, -1).reverse().map(([px, py]) => [-px, py])];
  return g(tr(x, y, s, rot), poly(pts, fill) + poly([...half.slice(0, -1), [0, 0.6]], shade(fill, 0.12), 'opacity="0.5"') + line(0, 0.55, 0, -0.6, shade(fill, 0.25), 0.02, 'opacity="0.6"'));
}
function mountainRange(peaks, base, fill, snow, shadeC) {
  // peaks: [[x,y], ...] alternating with valleys automatically
  let o = '';
  const pts = [];
  peaks.forEach(([x, y, wl, wr]) => {
    pts.push([x - wl, base], [x, y], [x + wr, base]);
  });
  for (const [x, y, wl, wr] of peaks) {
    o += poly([[x - wl, base], [x, y], [x + wr, base]], fill);
    o += poly([[x, y], [x + wr, base], [x + wr * 0.15, base]], shadeC, 'opacity="0.55"');
    if (snow) {
      const k = 0.26;
      const sy = y + (base - y) * k;
      o += poly([[x, y], [x + wr * k, sy], [x + wr * k * 0.6, sy - 10], [x + wr * k * 0.3, sy + 6], [x, sy - 8], [x - wl * k * 0.4, sy + 10], [x - wl * k * 0.7, sy - 6], [x - wl * k, sy]], snow);
    }
  }
  return o;
}
function canada() {
  let b = sky(W, H, [[0, tint(C.blue, 0.35)], [0.6, tint(C.sky, 0.55)], [1, tint(C.mist, 0.2)]]);
  b += cloud(140, 90, 1, C.white, 0.8) + cloud(860, 120, 1.2, C.white, 0.85);
  b += contrail(640, 110, 0.4, -7, 220);
  const far = mountainRange([[120, 250, 260, 200], [420, 200, 200, 220], [720, 230, 220, 200], [1050, 180, 230, 260]], 480, tint(C.sky, 0.2), C.white, shade(C.sky, 0.1));
  const mid = mountainRange([[260, 240, 300, 220], [560, 300, 200, 200], [880, 220, 260, 320]], 500, mix(C.blue, C.sky, 0.45), tint(C.mist, 0.3), C.deep);
  const trees = (() => {
    let t = '';
    const r = rng(21);
    for (let x = -10; x < W + 20; x += 14 + r() * 10) t += pine(x, 512 + r() * 8, 60 + r() * 70, mix(C.green, C.navy, 0.55));
    return t;
  })();
  b += far + mid + rect(0, 496, W, 22, mix(C.green, C.navy, 0.6)) + trees;
  b += water(0, 515, W, 285, mix(C.green, C.sky, 0.3), mix(C.green, C.deep, 0.55), 9, C.white, 0.3);
  b += reflect(mid + trees, 515, 0, W, 285, 0.16);
  // canoe
  b += g(tr(720, 640), path('M-110,0 Q0,26 110,0 Q90,-8 80,-8 L-80,-8 Q-90,-8 -110,0 Z', C.coral) + path('M-110,0 Q0,26 110,0 Q0,14 -110,0 Z', shade(C.coral, 0.2)) +
    line(-20, -4, -40, -70, '#7A5536', 4) + ellipse(-40, -74, 6, 14, '#7A5536', 'transform="rotate(-18 -40 -74)"') + ellipse(720 - 720, 20, 130, 6, C.navy, 'opacity="0.12"'));
  // foreground shore rocks + trees
  b += ridge([[0, 690], [120, 660], [260, 700], [380, 760], [420, 800]], H, mix(C.sky, C.navy, 0.45));
  b += ridge([[0, 730], [90, 720], [200, 740], [300, 800]], H, mix(C.green, C.navy, 0.6));
  b += pine(60, 740, 300, mix(C.green, C.navy, 0.45)) + pine(150, 750, 220, mix(C.green, C.navy, 0.35));
  b += ridge([[900, 800], [1000, 740], [1120, 720], [1200, 730]], H, mix(C.sky, C.navy, 0.5));
  b += pine(1140, 760, 280, mix(C.green, C.navy, 0.45));
  // maple leaves
  b += mapleLeaf(980, 300, 70, 18, C.coral) + mapleLeaf(860, 430, 26, -30, tint(C.coral, 0.1)) + mapleLeaf(1110, 470, 20, 40, shade(C.coral, 0.05));
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Switzerland
function chalet(x, y, s, wood = '#8A5A34', roof = '#5A3A24') {
  return g(tr(x, y, s),
    rect(-60, -70, 120, 70, wood) + rect(-60, -70, 120, 14, C.white, 0, 'opacity="0.85"') +
    poly([[-82, -66], [0, -128], [82, -66], [70, -60], [0, -112], [-70, -60]], roof) + poly([[-66, -66], [0, -114], [66, -66]], shade(wood, 0.1)) +
    rect(-42, -44, 22, 22, tint(C.sky, 0.4), 2) + rect(20, -44, 22, 22, tint(C.sky, 0.4), 2) + rect(-10, -36, 20, 36, shade(wood, 0.3), 2) +
    rect(-46, -22, 30, 6, C.coral, 2) + rect(16, -22, 30, 6, C.coral, 2));
}
function switzerland() {
  let b = sky(W, H, [[0, tint(C.blue, 0.25)], [0.5, tint(C.sky, 0.45)], [1, C.mist]]);
  b += cloud(900, 90, 1, C.white, 0.75) + cloud(80, 200, 0.8, C.white, 0.6);
  b += contrail(330, 120, 0.4, -10, 220);
  // side mountains
  b += mountainRange([[180, 330, 260, 240], [1020, 300, 240, 260]], 560, tint(C.sky, 0.25), C.white, shade(C.sky, 0.1));
  // Matterhorn
  const rock = mix(C.sky, C.deep, 0.35);
  b += poly([[300, 580], [470, 380], [560, 250], [612, 120], [640, 96], [652, 112], [700, 230], [760, 270], [840, 370], [1000, 580]], rock);
  b += poly([[640, 96], [652, 112], [700, 230], [760, 270], [840, 370], [1000, 580], [640, 580], [660, 300]], shade(rock, 0.25));
  const snow = C.white;
  b += poly([[612, 120], [640, 96], [652, 112], [660, 160], [640, 150], [628, 190], [610, 170], [596, 210], [584, 190]], snow);
  b += poly([[560, 250], [584, 190], [590, 260], [570, 300], [548, 330], [520, 320]], snow, 'opacity="0.95"');
  b += poly([[470, 380], [520, 320], [540, 380], [500, 420], [460, 430]], snow, 'opacity="0.9"');
  b += poly([[700, 230], [760, 270], [740, 300], [712, 290], [690, 320], [680, 270]], tint(C.sky, 0.6));
  b += poly([[760, 270], [840, 370], [800, 380], [770, 350], [750, 360]], tint(C.sky, 0.55));
  b += poly([[632, 250], [650, 240], [660, 300], [640, 340], [620, 310]], snow, 'opacity="0.85"');
  // mist
  b += ellipse(640, 540, 520, 40, C.white, 'opacity="0.45"');
  // alpine hills
  const grass = mix(C.green, '#8CC152', 0.5);
  b += ridge([[0, 560], [200, 530], [420, 575], [700, 545], [950, 560], [1200, 520]], H, tint(grass, 0.15));
  const r = rng(5);
  for (let x = -10; x < W; x += 22 + r() * 20) b += pine(x, 575 + r() * 20, 70 + r() * 60, mix(C.green, C.navy, 0.5));
  b += ridge([[0, 640], [300, 610], [600, 650], [900, 620], [1200, 650]], H, grass);
  b += chalet(300, 650, 0.9) + chalet(880, 640, 0.7, '#9A6A40');
  // Swiss flag on pole
  b += rect(970, 540, 4, 100, '#666') + rect(974, 540, 44, 44, C.coral) + rect(992, 548, 8, 28, C.white) + rect(982, 558, 28, 8, C.white);
  b += ridge([[0, 720], [400, 700], [800, 730], [1200, 700]], H, shade(grass, 0.12));
  // fence & flowers
  for (let x = 20; x < W; x += 70) b += rect(x, 690 + Math.sin(x / 200) * 8, 8, 60, '#8A5A34', 2);
  b += stroke(`M0,${705} Q600,${690} 1200,${705}`, '#8A5A34', 6) + stroke(`M0,${725} Q600,${710} 1200,${725}`, '#8A5A34', 6);
  for (let i = 0; i < 120; i++) b += circle(r() * W, 740 + r() * 60, 3 + r() * 3, [C.white, C.gold, C.coral, tint(C.coral, 0.5)][i % 4]);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- France
function eiffel(cx, base, s, fill, lattice, lights) {
  const half = [[2, -640], [5, -590], [10, -574], [20, -572], [20, -562], [12, -562], [22, -440], [40, -320], [58, -320], [58, -306], [46, -306], [70, -210], [100, -170], [122, -170], [122, -150], [108, -150], [150, -70], [200, 0], [146, 0], [120, -50], [90, -90], [50, -112], [0, -118]];
  const pts = [...half.map(([x, y]) => [x, y]), ...half.slice().reverse().map(([x, y]) => [-x, y])];
  const shape = poly(pts, fill);
  const [cd, ca] = clip(poly(pts, '#000'));
  const pid = `eiffelLat${Math.round(cx)}`;
  const pat = `<defs><pattern id="${pid}" width="22" height="22" patternUnits="userSpaceOnUse"><path d="M0,0 L22,22 M22,0 L0,22" stroke="${lattice}" stroke-width="1.6"/></pattern></defs>`;
  let o = shape + pat + cd + `<g ${ca}>${rect(-210, -650, 420, 660, `url(#${pid})`, 0, 'opacity="0.55"')}</g>`;
  o += poly(half.map(([x, y]) => [x, y]).concat([[0, -118]]), shade(fill, 0.25), 'opacity="0.35"');
  o += rect(-60, -322, 120, 12, fill) + rect(-126, -172, 252, 18, fill) + rect(-22, -574, 44, 10, fill);
  if (lights) {
    const r = rng(3);
    for (let i = 0; i < 90; i++) {
      const y = -600 + r() * 600;
      const hw = y < -320 ? 4 + ((y + 600) / 280) * 30 : y < -170 ? 40 + ((y + 320) / 150) * 60 : 110 + ((y + 170) / 170) * 80;
      const x = (r() * 2 - 1) * hw;
      o += circle(x, y, 1.5 + r() * 1.8, lights, `opacity="${n(0.5 + r() * 0.5)}"`);
    }
  }
  return g(tr(cx, base, s), o);
}
function parisBlock(x, y, w, h, facade, roof, seed) {
  const r = rng(seed);
  let o = rect(x, y - h, w, h, facade);
  o += path(`M${x - 6},${y - h} L${x + 16},${y - h - 56} L${x + w - 16},${y - h - 56} L${x + w + 6},${y - h} Z`, roof);
  for (let xx = x + 24; xx < x + w - 30; xx += 46) {
    o += rect(xx, y - h - 44, 20, 28, tint(roof, 0.35), 3) + rect(xx, y - h - 48, 20, 6, shade(roof, 0.2), 2);
    for (let yy = y - h + 24; yy < y - 50; yy += 56) {
      o += rect(xx, yy, 20, 34, r() < 0.25 ? tint(C.gold, 0.35) : shade(facade, 0.3), 2) + rect(xx - 4, yy + 34, 28, 4, C.navy, 1, 'opacity="0.6"');
    }
  }
  o += rect(x + w * 0.3, y - h - 80, 14, 30, shade(facade, 0.25)) + rect(x + w * 0.7, y - h - 74, 14, 24, shade(facade, 0.25));
  o += rect(x, y - 46, w, 46, shade(facade, 0.15)) + rect(x, y - h + 8, w, 5, shade(facade, 0.12));
  return o;
}
function france() {
  let b = sky(W, H, [[0, C.deep], [0.35, mix(C.blue, C.coral, 0.35)], [0.7, tint(C.coral, 0.3)], [1, tint(C.gold, 0.5)]]);
  b += circle(300, 120, 2, C.white, 'opacity="0.8"') + circle(760, 70, 1.6, C.white, 'opacity="0.7"') + circle(1000, 140, 2, C.white, 'opacity="0.6"') + circle(150, 60, 1.4, C.white, 'opacity="0.6"');
  b += sun(600, 560, 90, tint(C.gold, 0.3), 3.5, 0.5);
  b += streak(40, 300, 380, 10, tint(C.coral, 0.5), 0.5) + streak(780, 262, 420, 12, tint(C.coral, 0.5), 0.5) + streak(640, 420, 300, 8, tint(C.gold, 0.5), 0.4);
  b += contrail(960, 150, 0.4, -8, 220);
  b += genericSkyline(0, 640, W, 36, mix(C.blue, C.coral, 0.35), 13);
  b += eiffel(600, 660, 0.98, C.navy, tint(C.blue, 0.35), C.gold);
  // trees
  const tree = mix(C.green, C.navy, 0.55);
  for (let x = -20; x < W + 40; x += 70) b += roundTree(x, 690, 34 + (x % 3) * 4, x % 140 ? tree : shade(tree, 0.1), shade(tree, 0.3));
  b += parisBlock(-20, 720, 330, 330, mix(C.sand, C.coral, 0.2), mix(C.sky, C.deep, 0.45), 4);
  b += parisBlock(880, 720, 360, 300, mix(C.sand, C.coral, 0.15), mix(C.sky, C.deep, 0.5), 8);
  // Seine embankment & river
  b += rect(0, 720, W, 14, shade(C.sand, 0.3));
  b += water(0, 734, W, 66, mix(C.coral, C.blue, 0.4), C.deep, 12, tint(C.gold, 0.3), 0.5);
  b += birds(240, 210, 1, C.navy, 3, 4);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Spain
function sfSpire(cx, base, top, w, stone, dark, cap) {
  const h = base - top;
  let o = path(`M${cx - w / 2},${base} L${cx - w * 0.42},${top + h * 0.35} C${cx - w * 0.4},${top + h * 0.1} ${cx - w * 0.1},${top + 20} ${cx},${top} C${cx + w * 0.1},${top + 20} ${cx + w * 0.4},${top + h * 0.1} ${cx + w * 0.42},${top + h * 0.35} L${cx + w / 2},${base} Z`, stone);
  o += path(`M${cx},${top} C${cx + w * 0.1},${top + 20} ${cx + w * 0.4},${top + h * 0.1} ${cx + w * 0.42},${top + h * 0.35} L${cx + w / 2},${base} L${cx + w * 0.1},${base} Z`, shade(stone, 0.18), 'opacity="0.7"');
  for (let yy = top + h * 0.22; yy < base - 20; yy += 22) {
    const k = (yy - top) / h;
    o += ellipse(cx - w * 0.08 + Math.sin(yy / 30) * w * 0.12, yy, w * 0.06 + k * 2, 6, dark, 'opacity="0.75"');
  }
  o += circle(cx, top - 8, w * 0.16, cap) + circle(cx - w * 0.14, top - 2, w * 0.1, tint(cap, 0.2)) + circle(cx + w * 0.14, top - 2, w * 0.1, shade(cap, 0.1)) + circle(cx, top - 20, w * 0.08, C.white);
  return o;
}
function spain() {
  let b = sky(W, H, [[0, tint(C.blue, 0.3)], [0.55, tint(C.sky, 0.55)], [1, tint(C.sand, 0.4)]]);
  b += sun(170, 130, 44, tint(C.gold, 0.2), 3, 0.5);
  b += cloud(820, 90, 1, C.white, 0.8) + cloud(420, 170, 0.7, C.white, 0.6);
  b += contrail(1000, 210, 0.4, -8, 220);
  b += genericSkyline(0, 650, W, 40, tint(C.sky, 0.3), 17);
  const stone = mix(C.sand, '#C99A5B', 0.5);
  const dark = shade(stone, 0.5);
  // crane (behind)
  const cr = C.gold;
  let crane = rect(930, 130, 16, 540, cr);
  for (let yy = 140; yy < 660; yy += 20) crane += line(930, yy, 946, yy + 20, shade(cr, 0.2), 2);
  crane += rect(700, 120, 330, 12, cr) + rect(1030, 116, 60, 20, shade(cr, 0.25)) + line(938, 60, 700, 122, shade(cr, 0.2), 2) + line(938, 60, 1060, 118, shade(cr, 0.2), 2) + poly([[930, 120], [946, 120], [938, 60]], cr) + line(760, 132, 760, 260, C.navy, 1.5) + rect(752, 260, 16, 10, C.navy);
  b += crane;
  // nave / body
  b += path('M330,700 L330,470 L420,420 L600,380 L780,420 L870,470 L870,700 Z', stone);
  b += path('M600,380 L780,420 L870,470 L870,700 L600,700 Z', shade(stone, 0.12), 'opacity="0.8"');
  for (let x = 350; x < 860; x += 28) b += path(`M${x},640 L${x},540 Q${x + 10},520 ${x + 20},540 L${x + 20},640 Z`, dark, 'opacity="0.55"');
  // central towers
  b += sfSpire(600, 470, 70, 78, tint(stone, 0.1), dark, C.white);
  b += sfSpire(510, 480, 180, 62, stone, dark, C.gold) + sfSpire(690, 480, 180, 62, stone, dark, C.gold);
  b += sfSpire(600, 430, 130, 60, tint(stone, 0.05), dark, C.gold);
  // facade spires
  b += sfSpire(355, 560, 210, 50, stone, dark, C.coral) + sfSpire(410, 560, 170, 54, stone, dark, C.green);
  b += sfSpire(790, 560, 170, 54, stone, dark, C.green) + sfSpire(845, 560, 210, 50, stone, dark, C.coral);
  // Jesus tower cross
  b += rect(596, -6, 8, 46, C.white) + rect(584, 10, 32, 8, C.white);
  // facade porch
  b += path('M420,700 L420,600 L600,520 L780,600 L780,700 Z', shade(stone, 0.06));
  for (let i = 0; i < 3; i++) b += path(`M${470 + i * 100},700 L${470 + i * 100},640 Q${500 + i * 100},600 ${530 + i * 100},640 L${530 + i * 100},700 Z`, dark);
  const r = rng(2);
  for (let i = 0; i < 60; i++) b += circle(440 + r() * 320, 560 + r() * 60, 2 + r() * 3, shade(stone, 0.25), 'opacity="0.6"');
  // foreground
  b += rect(0, 700, W, 100, tint(C.sand, 0.2));
  b += rect(0, 700, W, 8, shade(C.sand, 0.2));
  b += path('M0,800 L0,760 Q600,730 1200,760 L1200,800 Z', mix(C.sand, C.coral, 0.2));
  b += palm(120, 760, 360, 0.1) + palm(220, 770, 280, -0.12) + palm(1060, 770, 340, -0.1) + palm(1150, 780, 260, 0.12);
  b += bush(330, 780, 40, mix(C.green, '#5B8C3E', 0.4)) + bush(880, 780, 44, mix(C.green, '#5B8C3E', 0.5));
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Turkey
export function balloon(x, y, s, colors, rot = 0) {
  const env = 'M-14,0 C-40,-30 -58,-60 -58,-92 C-58,-124 -32,-146 0,-146 C32,-146 58,-124 58,-92 C58,-60 40,-30 14,0 Z';
  const [cd, ca] = clip(path(env, '#000'));
  let gores = '';
  [58, 44, 30, 15].forEach((rx, i) => (gores += ellipse(0, -80, rx, 90, colors[i % colors.length])));
  const [hd, hu] = lin([[0, C.white, 0.25], [0.5, C.white, 0], [1, C.navy, 0.25]], 0, 0, 1, 0);
  return g(tr(x, y, s, rot),
    cd + `<g ${ca}>${gores}${hd}${rect(-60, -150, 120, 150, hu)}${rect(-60, -60, 120, 12, C.white, 0, 'opacity="0.25"')}</g>` +
    line(-13, 0, -8, 22, '#5B4632', 1.6) + line(13, 0, 8, 22, '#5B4632', 1.6) + rect(-14, -4, 28, 6, shade(colors[0], 0.3), 3) + rect(-10, 20, 20, 15, '#8A5A34', 3) + rect(-10, 20, 20, 4, '#6B4226', 2));
}
function fairyChimney(x, base, h, w, fill, capC) {
  return path(`M${x - w},${base} C${x - w * 0.5},${base - h * 0.3} ${x - w * 0.25},${base - h * 0.8} ${x - w * 0.18},${base - h} L${x + w * 0.18},${base - h} C${x + w * 0.25},${base - h * 0.8} ${x + w * 0.5},${base - h * 0.3} ${x + w},${base} Z`, fill) +
    path(`M${x},${base - h} L${x + w * 0.18},${base - h} C${x + w * 0.25},${base - h * 0.8} ${x + w * 0.5},${base - h * 0.3} ${x + w},${base} L${x + w * 0.2},${base} Z`, shade(fill, 0.12), 'opacity="0.7"') +
    ellipse(x, base - h - 4, w * 0.34, w * 0.16, capC) + path(`M${x - w * 0.34},${base - h - 4} Q${x},${base - h - w * 0.4} ${x + w * 0.34},${base - h - 4} Z`, capC) +
    path(`M${x - w * 0.08},${base - h * 0.45} L${x - w * 0.08},${base - h * 0.55} Q${x},${base - h * 0.6} ${x + w * 0.08},${base - h * 0.55} L${x + w * 0.08},${base - h * 0.45} Z`, shade(fill, 0.45));
}
function turkey() {
  let b = sky(W, H, [[0, tint(C.blue, 0.4)], [0.45, tint(C.coral, 0.55)], [0.75, tint(C.gold, 0.45)], [1, tint(C.sand, 0.3)]]);
  b += sun(880, 520, 64, tint(C.gold, 0.15), 3.4, 0.6);
  b += contrail(240, 90, 0.36, -10, 200);
  const far = tint(mix(C.coral, C.sky, 0.5), 0.3);
  b += poly([[0, 480], [0, 452], [60, 446], [90, 428], [300, 424], [340, 452], [560, 462], [600, 436], [640, 426], [850, 424], [880, 446], [1000, 456], [1040, 440], [1200, 436], [1200, 480]], far) + rect(0, 478, W, 60, far);
  const mid = mix(C.sand, C.coral, 0.35);
  b += ridge([[0, 540], [200, 510], [420, 540], [700, 500], [950, 530], [1200, 505]], H, mid);
  const r = rng(13);
  for (let i = 0; i < 14; i++) {
    const x = 30 + i * 85 + r() * 30;
    b += fairyChimney(x, 570, 60 + r() * 60, 22 + r() * 12, tint(mid, 0.12), shade(mid, 0.25));
  }
  b += ridge([[0, 590], [300, 570], [600, 600], [900, 565], [1200, 590]], H, shade(mid, 0.05));
  const near = mix(C.sand, C.coral, 0.22);
  b += fairyChimney(140, 760, 260, 80, near, shade(near, 0.35)) + fairyChimney(260, 760, 190, 60, tint(near, 0.06), shade(near, 0.35));
  b += fairyChimney(1030, 760, 280, 84, near, shade(near, 0.35)) + fairyChimney(1140, 770, 200, 60, tint(near, 0.08), shade(near, 0.3));
  b += ridge([[0, 720], [300, 700], [600, 730], [900, 700], [1200, 720]], H, shade(near, 0.08));
  b += bush(420, 760, 30, mix(C.green, '#6E8B3D', 0.5)) + bush(760, 770, 36, mix(C.green, '#6E8B3D', 0.4));
  // balloons, far to near
  const sets = [[C.coral, C.gold], [C.blue, C.white], [C.green, C.gold], [C.gold, C.coral], [C.navy, C.sky], [C.coral, C.white], [C.green, C.sand]];
  const spots = [[470, 330, 0.22], [700, 270, 0.18], [1000, 330, 0.2], [330, 230, 0.28], [600, 420, 0.26], [1100, 200, 0.3], [200, 380, 0.34], [820, 160, 0.5], [450, 190, 0.72], [980, 430, 0.4], [120, 170, 0.6], [700, 520, 0.3]];
  spots.forEach(([x, y, s], i) => (b += balloon(x, y, s * 1.3, sets[i % sets.length], (i % 3 - 1) * 3)));
  b += birds(600, 110, 0.9, C.navy, 3, 11);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Japan
export function pagoda(cx, base, s, body = C.coral, roof = C.navy) {
  let o = rect(-70, -20, 140, 20, shade(C.sand, 0.3));
  let y = -20;
  const tiers = 5;
  for (let i = 0; i < tiers; i++) {
    const bw = 110 - i * 14;
    const bh = 46 - i * 3;
    o += rect(-bw / 2, y - bh, bw, bh, body) + rect(-bw / 2 + bw * 0.55, y - bh, bw * 0.45, bh, shade(body, 0.15), 0, 'opacity="0.6"');
    for (let k = -1; k <= 1; k++) o += rect(k * bw * 0.28 - 5, y - bh + 8, 10, bh - 14, shade(body, 0.35), 2);
    y -= bh;
    o += eaveRoof(0, y + 6, bw + 70 - i * 6, 26, 16, roof, shade(body, 0.2));
    y -= 20;
  }
  o += rect(-3, y - 70, 6, 76, shade(C.gold, 0.2));
  for (let k = 0; k < 6; k++) o += rect(-9 + k * 0.6, y - 60 + k * 9, 18 - k * 1.2, 3, shade(C.gold, 0.2));
  return g(tr(cx, base, s), o);
}
export function blossomTree(x, y, s, seed, flip = false) {
  const r = rng(seed);
  const trunk = '#5B3A2E';
  let o = stroke('M0,0 C10,-80 -10,-160 30,-240 M20,-170 C60,-200 120,-210 160,-260 M10,-110 C-40,-150 -90,-160 -120,-220 M30,-240 C40,-280 20,-320 60,-360', trunk, 16);
  o += stroke('M0,0 C10,-80 -10,-160 30,-240', trunk, 26);
  const pinks = [X.blossom, tint(X.blossom, 0.35), '#F2A7B6', '#FBDDE3'];
  const clusters = [[30, -250, 90], [160, -270, 70], [-120, -230, 70], [60, -360, 60], [-40, -320, 60], [100, -320, 70]];
  for (const [cx, cy, R] of clusters) {
    for (let i = 0; i < 14; i++) {
      const a = r() * Math.PI * 2;
      const d = r() * R * 0.7;
      o += circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.7, R * (0.3 + r() * 0.25), pinks[Math.floor(r() * 4)]);
    }
  }
  return g(`transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"`, o);
}
function japan() {
  let b = sky(W, H, [[0, tint(C.blue, 0.45)], [0.5, tint(X.blossom, 0.35)], [1, tint(C.sand, 0.5)]]);
  b += sun(900, 200, 70, tint(C.coral, 0.15), 2.8, 0.4);
  b += streak(60, 262, 460, 14, C.white, 0.6) + streak(680, 330, 480, 12, C.white, 0.55) + streak(860, 250, 260, 8, C.white, 0.5);
  b += contrail(340, 120, 0.4, -6, 220);
  // Fuji
  const fuji = mix(C.blue, C.sky, 0.35);
  b += path('M60,640 C300,560 460,360 560,230 L660,230 C760,360 920,560 1160,640 Z', fuji);
  b += path('M610,230 L660,230 C760,360 920,560 1160,640 L610,640 Z', shade(fuji, 0.12), 'opacity="0.6"');
  b += path('M560,230 L660,230 C690,268 720,310 752,350 L724,340 L706,372 L680,334 L652,380 L628,338 L604,372 L584,336 L556,366 L540,330 L500,346 C520,310 540,260 560,230 Z', C.white);
  b += path('M610,230 L660,230 C690,268 720,310 752,350 L724,340 L706,372 L680,334 L652,380 L628,338 L612,350 Z', tint(C.sky, 0.55));
  b += ellipse(600, 560, 560, 38, C.white, 'opacity="0.55"') + ellipse(300, 600, 300, 26, C.white, 'opacity="0.5"');
  // hills & forest
  const forest = mix(C.green, C.navy, 0.45);
  b += ridge([[0, 610], [200, 560], [380, 600], [600, 620], [900, 600], [1200, 590]], H, tint(forest, 0.15));
  b += pagoda(330, 640, 0.95, C.coral, C.navy);
  b += ridge([[0, 660], [250, 630], [500, 660], [800, 640], [1200, 660]], H, forest);
  const r = rng(4);
  for (let x = 0; x < W; x += 26) b += circle(x, 650 + r() * 20, 18 + r() * 12, shade(forest, r() * 0.15));
  b += ridge([[0, 740], [400, 720], [800, 740], [1200, 720]], H, shade(forest, 0.2));
  b += blossomTree(70, 800, 1.05, 3) + blossomTree(1150, 800, 1.0, 7, true);
  for (let i = 0; i < 26; i++) {
    const px = r() * W;
    const py = 300 + r() * 480;
    b += ellipse(px, py, 5, 3, '#F2A7B6', `transform="rotate(${n(r() * 180)} ${n(px)} ${n(py)})" opacity="0.8"`);
  }
  return doc(W, H, b);
}

// ---------------------------------------------------------------- USA
function liberty(x, y, s, green, light) {
  const dk = shade(green, 0.18);
  let o = rect(-62, -12, 124, 12, shade(green, 0.1), 2);
  // raised arm with draped sleeve, behind the body
  o += stroke('M-32,-292 L-50,-372 L-58,-444', green, 26) + path('M-32,-292 L-52,-372 L-66,-326 Z', dk);
  o += rect(-66, -492, 14, 50, dk, 4) + path('M-78,-490 L-40,-490 L-46,-512 L-72,-512 Z', green) + rect(-80, -494, 42, 6, tint(green, 0.2), 3);
  o += path('M-60,-512 C-84,-536 -70,-566 -58,-588 C-54,-562 -34,-544 -48,-512 Z', C.gold) + path('M-58,-516 C-68,-534 -62,-550 -58,-562 C-54,-546 -48,-534 -52,-516 Z', tint(C.gold, 0.55));
  o += circle(-58, -444, 12, green);
  // robe
  o += path('M-40,-296 C-48,-250 -52,-170 -56,-100 C-60,-60 -64,-30 -62,-10 L60,-10 C60,-40 56,-80 52,-120 C50,-180 48,-250 40,-296 C20,-306 -20,-306 -40,-296 Z', green);
  o += path('M4,-304 C20,-304 34,-300 40,-296 C48,-250 50,-180 52,-120 C56,-80 60,-40 60,-10 L8,-10 C14,-80 10,-200 4,-304 Z', dk, 'opacity="0.7"');
  o += path('M40,-296 C20,-258 -18,-222 -50,-204 L-52,-176 C-10,-200 32,-240 46,-268 Z', light, 'opacity="0.55"');
  o += path('M-54,-120 C-20,-96 20,-92 54,-104 L55,-88 C20,-76 -20,-80 -56,-102 Z', light, 'opacity="0.4"');
  o += stroke('M-36,-70 L-40,-12 M-12,-80 L-14,-12 M18,-84 L20,-12 M40,-70 L44,-12 M-30,-170 Q-20,-130 -30,-100', dk, 3);
  // tablet arm
  o += stroke('M36,-290 L52,-234 L34,-206', green, 22);
  o += g('transform="rotate(-12 44 -226)"', rect(24, -272, 40, 90, tint(green, 0.12), 4) + rect(24, -272, 10, 90, dk, 3) + rect(24, -272, 40, 6, dk, 2));
  o += circle(34, -206, 11, green);
  // head & crown
  o += rect(-10, -322, 20, 30, dk, 6) + circle(0, -340, 25, green) + path('M2,-365 A25,25 0 0 1 2,-315 A30,30 0 0 0 2,-365 Z', dk, 'opacity="0.7"');
  o += circle(-8, -342, 2.6, dk) + circle(8, -342, 2.6, dk) + stroke('M-6,-328 Q0,-325 6,-328', dk, 2);
  for (let i = 0; i < 7; i++) {
    const a = (-165 + i * 25) * (Math.PI / 180);
    const bx = Math.cos(a) * 20;
    const by = -350 + Math.sin(a) * 14;
    const tx = Math.cos(a) * 64;
    const ty = -350 + Math.sin(a) * 58;
    const px = -Math.sin(a) * 5.5;
    const py = Math.cos(a) * 5.5;
    o += poly([[bx + px, by + py], [tx, ty], [bx - px, by - py]], green);
  }
  o += path('M-26,-352 Q0,-372 26,-352 L26,-344 Q0,-362 -26,-344 Z', light);
  return g(tr(x, y, s), o);
}
function usa() {
  let b = sky(W, H, [[0, tint(C.blue, 0.3)], [0.6, tint(C.sky, 0.5)], [1, C.mist]]);
  b += cloud(80, 120, 1.2, C.white, 0.85) + cloud(880, 80, 1, C.white, 0.85) + cloud(1020, 260, 0.7, C.white, 0.6);
  b += contrail(900, 200, 0.42, -8, 230);
  // Manhattan
  const haze = tint(C.sky, 0.15);
  b += genericSkyline(620, 560, 600, 34, haze, 31);
  b += poly([[1000, 560], [1000, 330], [1020, 300], [1050, 300], [1070, 330], [1070, 560]], tint(C.sky, 0.05)) + line(1035, 300, 1035, 240, tint(C.sky, 0.05), 3);
  b += poly([[760, 560], [760, 380], [775, 380], [775, 350], [790, 350], [790, 320], [798, 300], [806, 320], [806, 350], [821, 350], [821, 380], [836, 380], [836, 560]], tint(C.sky, 0.05)) + line(798, 300, 798, 260, tint(C.sky, 0.05), 2);
  b += genericSkyline(0, 560, 300, 26, tint(C.sky, 0.35), 8);
  b += water(0, 555, W, 245, mix(C.blue, C.sky, 0.4), C.deep, 33, C.white, 0.35);
  // island + fort + pedestal
  const stone = mix(C.sand, '#B9A27A', 0.4);
  b += ellipse(440, 690, 420, 60, mix(C.green, '#5B8C3E', 0.5)) + ellipse(440, 680, 380, 44, mix(C.green, '#6FA84E', 0.5));
  b += poly([[210, 682], [236, 650], [262, 662], [290, 630], [340, 640], [440, 626], [540, 640], [590, 630], [618, 662], [644, 650], [670, 682]], stone) + poly([[440, 626], [540, 640], [590, 630], [618, 662], [644, 650], [670, 682], [440, 682]], shade(stone, 0.12));
  b += rect(360, 520, 160, 112, stone) + rect(440, 520, 80, 112, shade(stone, 0.12));
  b += rect(350, 510, 180, 16, shade(stone, 0.05)) + rect(380, 420, 120, 92, stone) + rect(440, 420, 60, 92, shade(stone, 0.12));
  b += rect(372, 410, 136, 14, shade(stone, 0.08)) + rect(392, 380, 96, 32, stone) + rect(440, 380, 48, 32, shade(stone, 0.12));
  for (const xx of [400, 430, 460]) b += rect(xx, 440, 16, 40, shade(stone, 0.3), 6);
  for (const xx of [380, 420, 460, 500]) b += rect(xx - 8, 560, 16, 48, shade(stone, 0.28), 6);
  b += roundTree(250, 690, 26, mix(C.green, '#4F8A3E', 0.5)) + roundTree(640, 690, 30, mix(C.green, '#4F8A3E', 0.5)) + roundTree(690, 700, 22, mix(C.green, '#4F8A3E', 0.4));
  b += liberty(440, 384, 0.6, C.green, tint(C.green, 0.35));
  // ferry
  b += g(tr(900, 700), path('M-90,0 L90,0 L74,22 L-80,22 Z', C.white) + rect(-70, -22, 120, 22, C.white, 4) + rect(-60, -16, 100, 8, C.navy, 2, 'opacity="0.6"') + rect(-40, -38, 60, 16, tint(C.sky, 0.3), 3) + rect(-90, 8, 180, 5, C.coral) + ellipse(-100, 24, 40, 4, C.white, 'opacity="0.6"'));
  b += birds(200, 220, 1, C.navy, 3, 13);
  return doc(W, H, b);
}

export const countryScenes = {
  'countries/australia-visa-dubai.webp': { w: W, h: H, draw: australia },
  'countries/uk-visit-visa-from-dubai.webp': { w: W, h: H, draw: uk },
  'countries/italy-visit-visa-from-dubai.webp': { w: W, h: H, draw: italy },
  'countries/canada-tourist-visa-from-dubai.webp': { w: W, h: H, draw: canada },
  'countries/switzerland-visa-from-dubai.webp': { w: W, h: H, draw: switzerland },
  'countries/france-visa-dubai.webp': { w: W, h: H, draw: france },
  'countries/spain-visa-dubai.webp': { w: W, h: H, draw: spain },
  'countries/turkey-visa-from-dubai.webp': { w: W, h: H, draw: turkey },
  'countries/japan-visit-visa-from-dubai.webp': { w: W, h: H, draw: japan },
  'countries/usa-visit-visa-from-dubai.webp': { w: W, h: H, draw: usa },
};
export { mountainRange, sailboat, fairyChimney };
