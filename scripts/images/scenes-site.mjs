// Home hero slides (1200x900) and about-page gallery tiles.
import { C, tint, shade, mix, X, SKIN, HAIR } from './palette.mjs';
import {
  doc, g, tr, rect, circle, ellipse, path, poly, line, stroke, sky, sun, cloud, water, lin, clip, dropShadow, passport,
  suitcase, stamp, planeIcon, airliner, tick, stars, streak, palm, reflect, rad, route,
} from './primitives.mjs';
import { dubaiSkyline } from './city.mjs';
import { worldMap, flights } from './worldmap.mjs';
import { person, deskFront, laptopBack, plant, paperStack, mug, frameArt, chairBack } from './people.mjs';

// small reusable props -------------------------------------------------------
function passportItem(color = C.navy, open = false) {
  // drawn around a hand at (0,0) in person-local units
  if (open) {
    return g('transform="rotate(-8)"',
      rect(-70, -60, 140, 96, C.white, 8) + rect(-70, -60, 70, 96, tint(C.sky, 0.75), 8) + rect(-2, -60, 4, 96, shade(C.sky, 0.2)) +
      rect(-60, -48, 30, 36, C.sky, 4) + rect(-24, -44, 20, 5, C.navy, 2) + rect(-24, -34, 16, 4, C.sky, 2) +
      circle(36, -16, 24, 'none', `stroke="${C.green}" stroke-width="4"`) + stroke('M25,-16 L33,-8 L48,-24', C.green, 5) + rect(-66, 36, 132, 0, C.navy));
  }
  return g('transform="rotate(-10)"', rect(-34, -86, 68, 96, color, 7) + rect(-34, -86, 8, 96, shade(color, 0.2), 4) + circle(0, -52, 13, 'none', `stroke="${C.gold}" stroke-width="3"`) + rect(-16, -28, 32, 4, C.gold, 2) + rect(18, -96, 14, 60, C.white, 2) + rect(20, -90, 10, 3, C.coral, 1));
}
function envelope(w = 110, h = 72, color = C.white, seal = C.coral) {
  return rect(-w / 2, -h / 2, w, h, color, 6) + path(`M${-w / 2},${-h / 2 + 4} L0,${h * 0.12} L${w / 2},${-h / 2 + 4}`, 'none', `stroke="${shade(color, 0.18)}" stroke-width="3"`) + circle(0, h * 0.1, 9, seal);
}
function windowFrame(x, y, w, h, inner, frame = C.white) {
  const [cd, ca] = clip(rect(x, y, w, h, '#000', 10));
  return rect(x - 14, y - 14, w + 28, h + 28, frame, 16) + cd + `<g ${ca}>${inner}</g>` + rect(x + w / 2 - 5, y, 10, h, frame) + rect(x, y + h * 0.55, w, 10, frame);
}
function dotMapFrame(x, y, w, h) {
  const m = worldMap(x + 14, y + 14, w - 28, h - 28, { step: 4, color: C.sky, op: 0.9 });
  return rect(x + 6, y + 8, w, h, C.navy, 10, 'opacity="0.12"') + rect(x, y, w, h, C.navy, 10) + m.svg + flights(m.proj, ['london', 'newyork', 'sydney', 'tokyo'], { w: 1.6, planes: false, dotR: 3 });
}

// ---------------------------------------------------------------- hero 1
function hero1(W, H) {
  const [wd, wu] = lin([[0, tint(C.sky, 0.78)], [1, tint(C.sky, 0.55)]]);
  let b = wd + rect(0, 0, W, H, wu);
  // overhead panel
  b += rect(0, 0, W, 86, tint(C.sky, 0.85)) + rect(0, 86, W, 10, shade(tint(C.sky, 0.6), 0.1));
  for (const x of [250, 310, 1030, 1090]) b += circle(x, 50, 12, tint(C.gold, 0.6)) + circle(x, 50, 6, C.white);
  // window
  const wx = 560;
  const wy = 150;
  const ww = 380;
  const wh = 540;
  b += rect(wx - 40, wy - 40, ww + 80, wh + 80, shade(tint(C.sky, 0.6), 0.06), 190) + rect(wx - 22, wy - 22, ww + 44, wh + 44, tint(C.sky, 0.88), 175);
  let view = sky(W, H, [[0, C.blue], [0.3, mix(C.blue, C.coral, 0.45)], [0.55, tint(C.coral, 0.2)], [0.7, tint(C.gold, 0.3)], [1, C.sand]]);
  view += sun(850, 500, 40, tint(C.gold, 0.25), 3, 0.6) + streak(560, 330, 300, 8, tint(C.coral, 0.5), 0.6) + streak(700, 420, 260, 6, tint(C.gold, 0.5), 0.6);
  view += dubaiSkyline(540, 560, 430, 0.5, mix(C.deep, C.coral, 0.25), mix(C.blue, C.coral, 0.35), { burjAt: 0.42, lights: tint(C.gold, 0.3), seed: 5 });
  view += water(500, 560, 500, 200, mix(C.gold, C.coral, 0.4), mix(C.deep, C.blue, 0.3), 3, tint(C.gold, 0.4), 0.5);
  // wing
  view += path('M500,720 L820,610 L900,600 L910,612 L560,760 Z', '#D5DCE4') + path('M500,720 L820,610 L900,600 L840,632 L520,740 Z', C.white, 'opacity="0.6"') + path('M900,600 L918,540 L930,542 L912,612 Z', C.coral);
  const [cd, ca] = clip(rect(wx, wy, ww, wh, '#000', 160));
  b += cd + `<g ${ca}>${view}${rect(wx, wy, ww, 96, tint(C.sky, 0.92))}${rect(wx, wy + 90, ww, 10, shade(tint(C.sky, 0.8), 0.1))}${rect(wx + ww / 2 - 30, wy + 86, 60, 10, tint(C.sky, 0.5), 5)}${path(`M${wx + 60},${wy + 500} L${wx + 300},${wy + 100} L${wx + 340},${wy + 100} L${wx + 100},${wy + 500} Z`, C.white, 'opacity="0.12"')}</g>`;
  b += rect(wx, wy, ww, wh, 'none', 160, `stroke="${shade(tint(C.sky, 0.6), 0.15)}" stroke-width="8"`);
  // seat
  b += rect(70, 230, 460, 740, C.deep, 100) + rect(150, 216, 300, 130, C.white, 44) + rect(100, 300, 22, 560, shade(C.deep, 0.2), 10);
  // traveller
  b += person({
    x: 300, y: 1090, s: 2.1, skin: SKIN[2], hair: HAIR[0], hairStyle: 'long', top: C.coral, bottom: C.navy, outfit: 'tee', look: 4, noLegs: true,
    arms: [[[50, -200], [30, -176]], [[92, -200], [104, -258]]], held: ['', passportItem(C.navy)],
  });
  // armrest + seat cushion
  b += rect(0, 780, W, 120, tint(C.sky, 0.5)) + rect(0, 780, W, 8, tint(C.sky, 0.3));
  b += rect(40, 800, 560, 140, shade(C.deep, 0.15), 40) + rect(60, 790, 520, 40, C.deep, 20) + rect(520, 740, 200, 50, tint(C.sky, 0.3), 20) + rect(540, 740, 160, 10, tint(C.sky, 0.6), 5);
  b += g(tr(640, 742), ellipse(0, 0, 30, 5, C.navy, 'opacity="0.12"') + path('M-20,-48 L20,-48 L16,0 L-16,0 Z', C.white) + rect(-22, -54, 44, 9, C.gold, 4) + stroke('M-4,-70 Q4,-80 -2,-92', tint(C.sky, 0.2), 3));
  b += planeIcon(1110, 180, 1.6, -20, tint(C.blue, 0.2));
  return doc(W, H, b);
}

// ---------------------------------------------------------------- hero 2
function officeWall(W, H, seed = 1) {
  const [wd, wu] = lin([[0, tint(C.mist, 0.3)], [1, tint(C.sand, 0.45)]]);
  let b = wd + rect(0, 0, W, H, wu);
  b += rect(0, H * 0.62, W, H * 0.38, tint(C.sand, 0.2));
  b += rect(0, H * 0.62, W, 8, shade(C.sand, 0.15));
  void seed;
  return b;
}
function approvedBadge(x, y, s = 1) {
  let o = circle(0, 0, 60, C.white) + tick(0, 0, 48, C.green, C.white);
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    o += line(Math.cos(a) * 74, Math.sin(a) * 74, Math.cos(a) * 90, Math.sin(a) * 90, C.gold, 6);
  }
  return g(tr(x, y, s), o);
}
function hero2(W, H) {
  let b = officeWall(W, H);
  // window with skyline
  let v = sky(W, H, [[0, tint(C.sky, 0.2)], [1, tint(C.sand, 0.4)]]) + dubaiSkyline(40, 470, 380, 0.4, tint(C.blue, 0.35), tint(C.sky, 0.4), { burjAt: 0.5, seed: 9 });
  b += windowFrame(60, 90, 340, 380, v);
  b += frameArt(470, 110, 330, 200, dotMapFrame(0, 0, 310, 180), C.white);
  b += g(tr(1010, 170), circle(0, 0, 56, C.navy) + circle(0, 0, 48, C.white) + line(0, 0, 0, -32, C.navy, 5) + line(0, 0, 24, 10, C.coral, 4) + circle(0, 0, 5, C.navy));
  b += plant(1100, 560, 1.3, C.coral);
  // people
  b += chairBack(330, 760, 1.35, C.navy) + chairBack(870, 760, 1.35, C.navy);
  b += person({ x: 330, y: 900, s: 1.3, skin: SKIN[1], hair: HAIR[1], head: 'hijab', scarf: C.green, top: C.navy, outfit: 'blazer', look: 6, noLegs: true, arms: ['type', 'reach'], held: ['', g('transform="translate(40 -10)"', passportItem(C.navy, true))] });
  b += person({ x: 870, y: 900, s: 1.3, skin: SKIN[3], hair: HAIR[2], hairStyle: 'short', beard: true, top: C.gold, bottom: C.deep, outfit: 'shirt', look: -6, noLegs: true, flip: true, arms: ['type', [[92, -228], [162, -250]]] });
  b += approvedBadge(600, 420, 0.95);
  // desk
  b += deskFront(120, 700, 960, 240, tint(C.sand, 0.05), shade(C.sand, 0.12));
  b += laptopBack(230, 712, 1.1, '#C9D3DE') + paperStack(760, 640, 120, 70, -8, true) + mug(960, 714, 1.1, C.coral) + stamp(860, 670, 40, C.green, 'round', 0, 'tick');
  b += g(tr(540, 700), rect(0, -10, 150, 10, C.gold, 4) + rect(10, -20, 130, 10, C.blue, 4));
  b += rect(120, 800, 960, 14, C.navy, 0, 'opacity="0.85"') + rect(120, 814, 960, 6, C.gold) + circle(600, 870, 34, C.navy) + planeIcon(600, 870, 1, -30, C.gold);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- gallery 1: consultant reviewing documents with client
function gallery1(W, H) {
  let b = officeWall(W, H);
  b += rect(0, 560, W, 440, tint(C.sand, 0.2));
  b += windowFrame(60, 80, 300, 330, sky(W, H, [[0, tint(C.sky, 0.2)], [1, tint(C.sand, 0.5)]]) + dubaiSkyline(40, 410, 340, 0.32, tint(C.blue, 0.35), tint(C.sky, 0.4), { seed: 3 }));
  // shelf
  b += rect(440, 330, 300, 14, shade(C.sand, 0.3), 4);
  [C.coral, C.blue, C.gold, C.green, C.navy].forEach((c, i) => (b += rect(460 + i * 26, 330 - 80 + (i % 2) * 10, 22, 80 - (i % 2) * 10, c, 3)));
  b += plant(660, 330, 0.6, C.green);
  b += frameArt(480, 90, 200, 130, rect(0, 0, 180, 110, tint(C.sky, 0.5), 4) + poly([[0, 110], [66, 44], [110, 88], [144, 60], [180, 110]], C.blue) + circle(134, 32, 13, C.gold));
  b += chairBack(240, 720, 1.35, C.navy) + chairBack(570, 720, 1.35, C.deep);
  b += person({ x: 240, y: 900, s: 1.32, skin: SKIN[0], hair: HAIR[3], hairStyle: 'side', glasses: true, top: C.navy, outfit: 'blazer', tie: C.coral, look: 6, noLegs: true, arms: ['type', [[74, -214], [100, -246]]], held: ['', g('transform="rotate(10)"', rect(-10, -80, 80, 104, C.white, 6) + rect(2, -64, 50, 6, C.sky, 3) + rect(2, -50, 56, 6, C.sky, 3) + rect(2, -36, 40, 6, C.sky, 3) + stroke('M8,0 L16,8 L30,-8', C.green, 4))] });
  b += person({ x: 570, y: 900, s: 1.32, skin: SKIN[3], hair: HAIR[0], head: 'hijab', scarf: C.coral, top: C.sand, bottom: C.deep, outfit: 'shirt', look: -6, noLegs: true, arms: ['holdLow', 'type'] });
  b += deskFront(20, 700, 760, 320, tint(C.sand, 0.05), shade(C.sand, 0.12));
  b += rect(20, 820, 760, 12, C.navy, 0, 'opacity="0.85"') + rect(20, 832, 760, 5, C.gold);
  b += paperStack(300, 650, 120, 70, -6, true) + paperStack(320, 644, 120, 70, 4, true) + passport(470, 652, 50, 70, X.burgundy, -70, C.gold);
  b += laptopBack(120, 712, 0.95) + mug(700, 710, 1.1, C.gold) + stamp(440, 676, 36, C.green, 'round', 0, 'tick');
  return doc(W, H, b);
}

// ---------------------------------------------------------------- gallery 2: passport with stamps and boarding pass
function gallery2(W, H) {
  const [td, tu] = lin([[0, tint(C.sand, 0.15)], [1, mix(C.sand, C.gold, 0.2)]]);
  let b = td + rect(0, 0, W, H, tu);
  for (let y = 40; y < H; y += 90) b += rect(0, y, W, 3, shade(C.sand, 0.08), 0, 'opacity="0.6"');
  const [sd, sf] = dropShadow(10, 12, 0.22);
  b += sd;
  // open passport
  let pp = rect(-10, -10, 540, 360, C.navy, 22);
  pp += rect(0, 0, 260, 340, tint(C.sky, 0.82), 12) + rect(260, 0, 260, 340, tint(C.sky, 0.86), 12) + rect(254, 0, 12, 340, shade(tint(C.sky, 0.7), 0.1));
  for (let i = 0; i < 12; i++) pp += path(`M0,${40 + i * 26} Q130,${20 + i * 26} 260,${40 + i * 26} T520,${40 + i * 26}`, 'none', `stroke="${tint(C.sky, 0.55)}" stroke-width="1.2"`);
  pp += stamp(80, 90, 100, C.coral, 'round', -12, 'plane') + stamp(190, 200, 90, C.blue, 'rect', 8, 'star') + stamp(90, 270, 70, C.green, 'round', 20, 'tick');
  pp += stamp(360, 90, 84, C.navy, 'rect', -6, 'plane') + stamp(440, 200, 100, mix(C.coral, '#8E24AA', 0.5), 'round', 14, 'star') + stamp(350, 270, 70, C.gold, 'round', -20, 'plane');
  b += g(`${tr(80, 150, 1, -6)} ${sf}`, pp);
  // boarding pass
  let bp = rect(0, 0, 420, 170, C.white, 16) + path('M300,0 L300,170', 'none', `stroke="${tint(C.sky, 0.3)}" stroke-width="3" stroke-dasharray="8 8"`);
  bp += rect(0, 0, 420, 40, C.coral, 16) + rect(0, 24, 420, 16, C.coral) + planeIcon(30, 20, 0.7, 0, C.white) + rect(56, 14, 100, 12, C.white, 6, 'opacity="0.9"');
  bp += rect(20, 60, 70, 22, C.navy, 5) + planeIcon(130, 71, 0.8, 0, C.sky) + rect(170, 60, 70, 22, C.navy, 5);
  bp += rect(20, 96, 50, 8, C.sky, 4) + rect(20, 112, 80, 10, C.navy, 5, 'opacity="0.6"') + rect(130, 96, 50, 8, C.sky, 4) + rect(130, 112, 60, 10, C.navy, 5, 'opacity="0.6"');
  for (let i = 0; i < 26; i++) bp += rect(20 + i * 9.5, 136, i % 3 ? 4 : 6, 22, C.navy);
  bp += rect(318, 60, 84, 10, C.navy, 5, 'opacity="0.6"') + rect(318, 80, 60, 8, C.sky, 4) + rect(318, 100, 74, 8, C.sky, 4) + rect(318, 124, 84, 34, tint(C.gold, 0.6), 6);
  b += g(`${tr(380, 380, 1, 8)} ${sf}`, bp);
  // sunglasses + coffee
  b += g(tr(640, 110, 1, 15), circle(-34, 0, 30, C.navy) + circle(34, 0, 30, C.navy) + rect(-6, -6, 12, 6, C.navy) + circle(-42, -8, 8, C.white, 'opacity="0.3"') + circle(26, -8, 8, C.white, 'opacity="0.3"') + line(-62, -6, -110, -20, C.navy, 5) + line(62, -6, 110, -20, C.navy, 5));
  b += circle(110, 510, 64, C.white) + circle(110, 510, 52, '#6B4226') + circle(110, 510, 30, '#8A5A34', 'opacity="0.6"') + rect(170, 500, 40, 20, C.white, 10);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- gallery 3: Dubai at dusk
function gallery3(W, H) {
  let b = sky(W, H, [[0, C.navy], [0.35, C.deep], [0.6, mix(C.blue, C.coral, 0.45)], [0.78, tint(C.coral, 0.25)], [1, tint(C.gold, 0.35)]]);
  b += stars(W, 300, 60, 8);
  b += circle(640, 130, 34, C.sand) + circle(656, 120, 30, C.navy);
  b += streak(40, 380, 300, 8, tint(C.coral, 0.5), 0.5) + streak(480, 330, 300, 8, tint(C.coral, 0.5), 0.4);
  const city = dubaiSkyline(-20, 600, 840, 0.8, mix(C.navy, C.deep, 0.5), mix(C.blue, C.coral, 0.3), { burjAt: 0.5, lights: tint(C.gold, 0.3), seed: 21 });
  b += city;
  b += rect(0, 598, W, 8, C.navy);
  b += water(0, 604, W, 196, mix(C.deep, C.coral, 0.25), C.navy, 4, tint(C.gold, 0.4), 0.35);
  b += reflect(city, 604, 0, W, 196, 0.25);
  b += g(tr(420, 700), path('M-80,-6 L84,-14 Q70,12 50,14 L-60,14 Q-76,8 -80,-6 Z', '#6B4226') + rect(-40, -38, 80, 6, '#8A5A34', 3) + rect(-36, -34, 4, 28, '#8A5A34') + rect(32, -34, 4, 28, '#8A5A34') + circle(-10, -14, 5, tint(C.gold, 0.4)) + ellipse(0, 18, 100, 5, tint(C.gold, 0.4), 'opacity="0.4"'));
  b += palm(60, 800, 260, 0.1, C.navy, C.navy) + palm(750, 800, 220, -0.1, C.navy, C.navy);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- gallery 4: courier at a home door
function gallery4(W, H) {
  let b = sky(W, H, [[0, tint(C.sky, 0.35)], [1, tint(C.sand, 0.5)]]);
  const wall = tint(C.sand, 0.1);
  b += rect(0, 120, W, 720, wall) + rect(0, 100, W, 30, shade(C.sand, 0.2));
  for (let y = 160; y < 840; y += 60) b += rect(0, y, W, 2, shade(C.sand, 0.08));
  // door
  b += rect(400, 260, 300, 580, shade(C.sand, 0.3), 12) + rect(420, 280, 260, 560, C.deep, 8);
  b += rect(440, 300, 100, 240, shade(C.deep, 0.15), 6) + rect(560, 300, 100, 240, shade(C.deep, 0.15), 6) + rect(440, 560, 100, 260, shade(C.deep, 0.15), 6) + rect(560, 560, 100, 260, shade(C.deep, 0.15), 6);
  b += rect(530, 560, 12, 40, C.gold, 6) + rect(558, 560, 12, 40, C.gold, 6);
  b += rect(460, 210, 180, 36, C.white, 6) + rect(480, 222, 50, 12, C.navy, 4) + circle(610, 228, 8, C.gold);
  b += g(tr(740, 420), rect(-14, -60, 28, 60, C.navy, 6) + rect(-10, -54, 20, 40, tint(C.gold, 0.5), 4));
  b += g(tr(740, 420), circle(0, -30, 60, tint(C.gold, 0.7), 'opacity="0.25"'));
  // steps & pots
  b += rect(360, 840, 380, 30, shade(C.sand, 0.2)) + rect(0, 860, W, 140, mix(C.sand, C.sky, 0.3)) + rect(440, 824, 220, 18, C.coral, 4);
  b += plant(760, 860, 1.1, C.coral) + plant(330, 860, 0.9, C.blue);
  // courier
  b += g(tr(160, 900), ellipse(0, 0, 110, 12, C.navy, 'opacity="0.12"'));
  b += person({ x: 220, y: 940, s: 1.3, skin: SKIN[2], hair: HAIR[0], head: 'cap', capColor: C.coral, top: C.gold, bottom: C.navy, outfit: 'uniform', look: 6, arms: ['pull', 'reach'], held: ['', g('transform="translate(20 -4) rotate(-6)"', envelope(120, 80, C.white, C.coral))] });
  b += g(tr(110, 880), rect(-60, -110, 120, 100, '#C89B6A', 8) + rect(-60, -110, 120, 20, shade('#C89B6A', 0.15), 6) + rect(-10, -110, 20, 100, tint(C.sand, 0.2)));
  return doc(W, H, b);
}

// ---------------------------------------------------------------- gallery 5: family at the departures board
function gallery5(W, H) {
  const [wd, wu] = lin([[0, tint(C.sky, 0.6)], [1, tint(C.mist, 0.3)]]);
  let b = wd + rect(0, 0, W, H, wu);
  // big windows with a plane
  let v = sky(W, H, [[0, tint(C.blue, 0.3)], [1, tint(C.sand, 0.4)]]) + cloud(60, 60, 0.7) + airliner(560, 150, 1.1, -8, C.white, C.blue) + rect(0, 240, W, 80, tint(C.sky, 0.2));
  const [cd, ca] = clip(rect(0, 0, W, 260, '#000'));
  b += cd + `<g ${ca}>${v}</g>`;
  for (let x = 0; x <= W; x += 133) b += rect(x - 4, 0, 8, 260, C.navy);
  b += rect(0, 250, W, 14, C.navy);
  // departures board
  let bd = rect(0, 0, 400, 200, C.navy, 12) + rect(0, 0, 400, 36, C.deep, 12) + planeIcon(26, 18, 0.6, -20, C.gold) + rect(46, 12, 120, 12, C.white, 6, 'opacity="0.85"');
  const st = [C.green, C.gold, C.green, C.coral, C.green];
  for (let i = 0; i < 5; i++) {
    const y = 50 + i * 30;
    bd += rect(16, y, 60, 18, C.gold, 3, 'opacity="0.85"') + rect(88, y, 150, 18, tint(C.sky, 0.3), 3, 'opacity="0.7"') + rect(250, y, 60, 18, C.white, 3, 'opacity="0.5"') + circle(340, y + 9, 8, st[i]) + rect(354, y + 3, 32, 12, st[i], 3, 'opacity="0.5"');
  }
  b += g(tr(200, 290), rect(190, -30, 20, 32, '#7A8796') + bd);
  b += rect(0, 500, W, 100, mix(C.sand, C.sky, 0.35)) + rect(0, 500, W, 4, shade(C.sky, 0.1));
  // family
  b += suitcase(110, 440, 70, 96, C.coral) + suitcase(650, 420, 90, 116, C.blue, { sticker: C.gold });
  b += person({ x: 240, y: 572, s: 0.58, skin: SKIN[3], hair: HAIR[2], hairStyle: 'short', beard: true, top: C.blue, bottom: C.navy, outfit: 'shirt', arms: ['pull', 'wave'] });
  b += person({ x: 365, y: 574, s: 0.55, skin: SKIN[3], head: 'hijab', scarf: C.gold, top: C.green, bottom: C.navy, outfit: 'dress', arms: ['holdLow', 'down'], held: [passportItem(C.navy), ''] });
  b += person({ x: 460, y: 576, s: 0.38, skin: SKIN[3], hair: HAIR[2], hairStyle: 'pony', top: C.coral, bottom: C.blue, outfit: 'tee', arms: ['wave', 'down'] });
  b += person({ x: 545, y: 576, s: 0.34, skin: SKIN[3], hair: HAIR[2], hairStyle: 'curly', top: C.gold, bottom: C.navy, outfit: 'tee', arms: ['down', 'up'] });
  return doc(W, H, b);
}

// ---------------------------------------------------------------- gallery 6: world map with flights from Dubai
function gallery6(W, H) {
  const [bd, bu] = rad([[0, C.deep], [1, C.navy]], 0.5, 0.5, 0.75);
  let b = bd + rect(0, 0, W, H, bu);
  b += stars(W, H, 40, 12, C.sky);
  for (let i = 1; i <= 3; i++) b += circle(W / 2, H / 2, 160 + i * 90, 'none', `stroke="${C.sky}" stroke-width="1.5" opacity="${0.16 - i * 0.03}"`);
  const m = worldMap(10, 190, 780, 420, { step: 3, color: C.sky, op: 0.75 });
  b += m.svg;
  const [dx, dy] = m.proj(55.3, 25.2);
  for (let i = 1; i <= 3; i++) b += circle(dx, dy, i * 22, 'none', `stroke="${C.coral}" stroke-width="2" opacity="${0.6 - i * 0.15}"`);
  b += flights(m.proj, ['london', 'newyork', 'sydney', 'tokyo', 'singapore', 'capetown', 'saopaulo'], { w: 2.2, planeScale: 0.6, dotR: 4.5 });
  b += planeIcon(640, 110, 1.8, -25, C.gold) + route('M120,130 C260,60 420,160 600,118', C.gold, 3, '3 12');
  return doc(W, H, b);
}
export const siteScenes = {
  'hero/hero-1.webp': { w: 1200, h: 900, draw: hero1 },
  'hero/hero-2.webp': { w: 1200, h: 900, draw: hero2 },
  'gallery/gallery-1.webp': { w: 800, h: 1000, draw: gallery1 },
  'gallery/gallery-2.webp': { w: 800, h: 600, draw: gallery2 },
  'gallery/gallery-3.webp': { w: 800, h: 800, draw: gallery3 },
  'gallery/gallery-4.webp': { w: 800, h: 1000, draw: gallery4 },
  'gallery/gallery-5.webp': { w: 800, h: 600, draw: gallery5 },
  'gallery/gallery-6.webp': { w: 800, h: 800, draw: gallery6 },
};
export { passportItem, envelope, windowFrame, dotMapFrame, officeWall, approvedBadge };
