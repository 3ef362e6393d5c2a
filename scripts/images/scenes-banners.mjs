// Wide page banners (1600x600).
import { C, tint, shade, mix, X, SKIN, HAIR } from './palette.mjs';
import {
  doc, g, tr, rect, circle, ellipse, path, poly, line, stroke, sky, sun, cloud, water, lin, dropShadow, passport,
  suitcase, stamp, planeIcon, airliner, softBackdrop, rng, n, streak, reflect, route, mapPin, contrail, birds,
} from './primitives.mjs';
import { dubaiSkyline, genericSkyline } from './city.mjs';
import { worldMap, flights } from './worldmap.mjs';
import { person, deskFront, laptopBack, laptopFront, monitor, plant, paperStack, mug, chairBack, headset, lamp } from './people.mjs';
import { windowFrame, officeWall, envelope } from './scenes-site.mjs';

const W = 1600;
const H = 600;

export const handsetD = 'M-26,-36 C-22,-38 -18,-36 -16,-32 L-10,-20 C-8,-16 -9,-12 -12,-10 L-16,-7 C-12,2 -4,10 5,14 L8,10 C10,7 14,6 18,8 L30,14 C34,16 36,20 34,24 L30,32 C26,38 18,40 10,38 C-14,30 -38,6 -46,-18 C-48,-26 -46,-34 -40,-38 Z';
function bubble(x, y, w, h, fill, tail = 'left', rot = 0) {
  const t = tail === 'left' ? `M${-w * 0.3},${h / 2 - 4} L${-w * 0.42},${h / 2 + 30} L${-w * 0.1},${h / 2 - 4} Z` : `M${w * 0.3},${h / 2 - 4} L${w * 0.42},${h / 2 + 30} L${w * 0.1},${h / 2 - 4} Z`;
  return g(tr(x, y, 1, rot), rect(-w / 2 + 6, -h / 2 + 10, w, h, C.navy, Math.min(w, h) * 0.3, 'opacity="0.1"') + path(t, fill) + rect(-w / 2, -h / 2, w, h, fill, Math.min(w, h) * 0.3));
}
function qmark(x, y, s, color) {
  return g(tr(x, y, s), stroke('M-20,-26 C-20,-52 22,-54 22,-28 C22,-10 0,-8 0,12', color, 13) + circle(0, 36, 8.5, color));
}

// ---------------------------------------------------------------- FAQ
function faq() {
  let b = sky(W, H, [[0, tint(C.sky, 0.6)], [1, tint(C.mist, 0.3)]]);
  b += cloud(120, 70, 1, C.white, 0.8) + cloud(1300, 50, 1.2, C.white, 0.8);
  b += genericSkyline(0, 600, W, 70, tint(C.sky, 0.35), 5) + dubaiSkyline(300, 600, 1000, 0.55, tint(C.sky, 0.2), tint(C.sky, 0.35), { seed: 4, burjAt: 0.55 });
  b += rect(0, 560, W, 40, tint(C.sky, 0.1));
  b += bubble(560, 230, 220, 170, C.navy, 'left', -4) + qmark(560, 222, 1.5, C.gold);
  b += bubble(830, 170, 170, 130, C.coral, 'right', 6) + qmark(830, 164, 1.15, C.white);
  b += bubble(1060, 280, 200, 150, C.white, 'left', -6) + qmark(1060, 272, 1.3, C.blue);
  b += bubble(1290, 170, 150, 110, C.green, 'right', 5) + stroke('M1258,170 L1280,192 L1322,150', C.white, 14);
  b += bubble(330, 160, 130, 90, C.gold, 'right', 4) + circle(296, 160, 9, C.white) + circle(330, 160, 9, C.white) + circle(364, 160, 9, C.white);
  b += planeIcon(1480, 90, 1.5, -20, C.blue) + route('M1180,60 C1280,20 1380,110 1460,96', C.blue, 3, '3 10', 0.5);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Contact
function foldedMap(x, y, s) {
  const panels = [[0, 0, 120, 20, C.white], [120, 20, 240, 0, tint(C.sky, 0.6)], [240, 0, 360, 20, C.white]];
  let o = '';
  for (const [x0, y0, x1, y1, c] of panels) o += poly([[x0, y0], [x1, y1], [x1, y1 + 260], [x0, y0 + 260]], c);
  o += stroke('M10,200 C80,150 140,210 200,120 S300,90 350,60', C.gold, 10) + stroke('M20,60 L340,230', tint(C.sky, 0.2), 8) + stroke('M160,10 L170,270', tint(C.sky, 0.2), 8);
  o += ellipse(60, 110, 36, 24, tint(C.green, 0.5)) + ellipse(300, 200, 40, 26, tint(C.green, 0.5));
  return g(tr(x, y, s), rect(8, 14, 360, 280, C.navy, 6, 'opacity="0.1"') + o);
}
function contact() {
  let b = softBackdrop(W, H, 5, tint(C.sky, 0.7), tint(C.sand, 0.5), { route: false });
  const [sd, sf] = dropShadow(14, 16, 0.22);
  b += sd;
  b += route('M420,300 C560,200 640,420 780,320 S1020,220 1130,300', C.blue, 4, '4 14', 0.6);
  // phone
  let ph = rect(0, 0, 220, 420, C.navy, 36) + rect(12, 12, 196, 396, C.white, 26) + rect(80, 20, 60, 12, C.navy, 6);
  ph += circle(110, 170, 80, tint(C.green, 0.8)) + circle(110, 170, 58, C.green) + g(tr(114, 168, 1.1), path(handsetD, C.white));
  ph += rect(50, 280, 120, 14, C.navy, 7, 'opacity="0.8"') + rect(70, 304, 80, 10, C.sky, 5);
  ph += circle(60, 360, 24, C.coral) + circle(160, 360, 24, C.green);
  b += g(`${tr(330, 110, 1, -6)} ${sf}`, ph);
  for (let i = 1; i <= 3; i++) b += path(`M${560 + i * 18},${150 - i * 6} q${10 + i * 6},${30} 0,${60 + i * 12}`, 'none', `stroke="${C.green}" stroke-width="6" stroke-linecap="round" opacity="${1 - i * 0.25}"`);
  // envelope with letter
  let ev = rect(0, 60, 340, 220, C.gold, 16);
  ev += rect(30, 0, 280, 200, C.white, 10) + rect(60, 36, 140, 14, C.navy, 7, 'opacity="0.8"') + rect(60, 64, 220, 10, C.sky, 5) + rect(60, 86, 200, 10, C.sky, 5) + rect(60, 108, 160, 10, C.sky, 5);
  ev += path('M0,90 L170,200 L340,90 L340,264 Q340,280 324,280 L16,280 Q0,280 0,264 Z', tint(C.gold, 0.15)) + path('M0,280 L150,170 M340,280 L190,170', 'none', `stroke="${shade(C.gold, 0.15)}" stroke-width="4"`);
  b += g(`${tr(640, 200, 1, 3)} ${sf}`, ev);
  // map & pin
  b += g(sf, foldedMap(1080, 190, 1));
  b += mapPin(1260, 330, 1.6, C.coral) + g(tr(1260, 330), ellipse(0, 0, 60, 14, 'none', `stroke="${C.coral}" stroke-width="4" opacity="0.5"`));
  b += planeIcon(1480, 110, 1.4, -25, C.blue);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Journey
function miniIcon(kind, color) {
  if (kind === 'tower') return poly([[-4, 14], [-4, -10], [0, -20], [4, -10], [4, 14]], color) + rect(-7, -4, 14, 6, color);
  if (kind === 'eiffel') return path('M0,-22 L4,-6 L10,14 L5,14 L0,4 L-5,14 L-10,14 L-4,-6 Z', color);
  if (kind === 'mountain') return poly([[-16, 12], [-4, -12], [4, -12], [16, 12]], color) + poly([[-4, -12], [4, -12], [7, -6], [-7, -6]], C.white);
  if (kind === 'dome') return path('M-14,12 L-14,0 A14,14 0 0 1 14,0 L14,12 Z', color) + rect(-1.5, -22, 3, 10, color);
  if (kind === 'palm') return stroke('M0,14 Q2,0 0,-10', color, 4) + path('M0,-10 Q-14,-16 -18,-4 Q-10,-12 0,-10 Q14,-16 18,-4 Q10,-12 0,-10 Z', color);
  return planeIcon(0, 0, 0.6, -30, color);
}
function journey() {
  let b = sky(W, H, [[0, tint(C.sky, 0.55)], [1, tint(C.sand, 0.55)]]);
  b += cloud(420, 40, 0.9, C.white, 0.8) + cloud(1000, 60, 1.1, C.white, 0.8);
  b += path('M0,470 C300,430 600,500 900,460 S1400,420 1600,450 L1600,600 L0,600 Z', tint(C.green, 0.6));
  b += dubaiSkyline(-20, 470, 360, 0.45, C.deep, C.blue, { burjAt: 0.45, seed: 7, frame: false, sail: false });
  const road = 'M120,560 C380,560 360,330 620,340 S900,520 1120,420 S1380,180 1480,200';
  b += stroke(road, shade(C.sand, 0.35), 78) + stroke(road, C.sand, 64) + stroke(road, C.white, 5, 'stroke-dasharray="24 20"');
  // globe at the end
  b += g(tr(1480, 170), circle(0, 0, 110, C.blue) + path('M-60,-70 C-30,-80 -10,-60 -20,-40 C-30,-20 -60,-20 -70,-40 Z M10,-90 C40,-96 80,-60 70,-30 C60,-10 30,-30 20,-50 Z M-40,10 C-10,0 20,20 10,50 C0,80 -30,70 -40,40 Z M40,20 C70,10 96,30 86,60 C70,70 50,50 40,30 Z', tint(C.green, 0.3)) +
    circle(0, 0, 110, 'none', `stroke="${tint(C.sky, 0.3)}" stroke-width="3"`) + ellipse(0, 0, 50, 110, 'none', `stroke="${tint(C.sky, 0.3)}" stroke-width="2" opacity="0.6"`) + line(-110, 0, 110, 0, tint(C.sky, 0.3), 2, 'opacity="0.6"'));
  b += contrail(1420, 50, 0.45, -20, 180);
  // stamps along the road
  const spots = [[260, 470, C.coral, 'round', 'palm'], [420, 380, C.blue, 'rect', 'tower'], [560, 250, C.green, 'round', 'eiffel'], [760, 420, C.gold, 'round', 'dome'], [930, 520, mix(C.coral, '#8E24AA', 0.5), 'rect', 'mountain'], [1080, 320, C.navy, 'round', 'plane'], [1270, 330, C.coral, 'rect', 'tower'], [1330, 170, C.green, 'round', 'mountain']];
  spots.forEach(([x, y, c, k, icon], i) => {
    const rot = (i % 2 ? 1 : -1) * (6 + (i * 5) % 10);
    b += g(tr(x, y, 1, rot), circle(0, 0, 46, C.white, 'opacity="0.85"'));
    b += stamp(x, y, 80, c, k, rot, 'none') + g(tr(x, y - 2, 1.3, rot), miniIcon(icon, c));
  });
  b += mapPin(150, 520, 0.9, C.coral);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Get in touch
function getInTouch() {
  let b = softBackdrop(W, H, 9, tint(C.green, 0.85), tint(C.sky, 0.6), { route: false });
  b += rect(0, 450, W, 150, tint(C.sand, 0.2));
  b += windowFrame(120, 80, 260, 260, sky(W, H, [[0, tint(C.sky, 0.2)], [1, tint(C.sand, 0.5)]]) + dubaiSkyline(100, 340, 300, 0.27, tint(C.blue, 0.35), tint(C.sky, 0.4), { seed: 12 }));
  // consultant
  b += chairBack(1060, 470, 1.4, C.navy);
  b += person({ x: 1060, y: 660, s: 1.4, skin: SKIN[2], hair: HAIR[0], hairStyle: 'bun', top: C.blue, outfit: 'blazer', look: -4, noLegs: true, arms: ['type', [[70, -215], [40, -300]]], over: headset(C.navy) });
  b += deskFront(700, 450, 760, 160, tint(C.sand, 0.05), shade(C.sand, 0.12));
  b += rect(700, 530, 760, 10, C.navy, 0, 'opacity="0.85"') + rect(700, 540, 760, 4, C.gold);
  b += laptopBack(860, 462, 1.1) + mug(1340, 460, 1.1, C.coral) + plant(1410, 450, 0.8, C.gold);
  // chat bubbles
  b += bubble(1330, 150, 200, 100, C.white, 'left', 3) + circle(1290, 148, 10, C.blue) + circle(1330, 148, 10, C.blue) + circle(1370, 148, 10, C.blue);
  b += bubble(780, 170, 180, 100, C.coral, 'right', -4) + g(tr(784, 166, 1), path(handsetD, C.white));
  b += bubble(1480, 320, 140, 90, C.green, 'left', -5) + stroke('M1454,318 L1472,336 L1508,300', C.white, 12);
  b += g(tr(560, 230, 1.2, -8), envelope(120, 80, C.gold, C.coral));
  b += route('M600,200 C660,150 680,140 700,160', C.blue, 3, '3 10', 0.5);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Landing hero
function landingHero() {
  let b = sky(W, H, [[0, C.blue], [0.35, mix(C.blue, C.coral, 0.4)], [0.65, tint(C.coral, 0.3)], [1, tint(C.gold, 0.45)]]);
  b += sun(1180, 400, 70, tint(C.gold, 0.25), 3.2, 0.55);
  b += streak(100, 250, 500, 12, tint(C.coral, 0.5), 0.5) + streak(900, 200, 600, 10, tint(C.coral, 0.5), 0.4) + streak(1000, 330, 400, 8, tint(C.gold, 0.5), 0.5);
  const city = dubaiSkyline(-20, 480, 1640, 0.62, mix(C.deep, C.coral, 0.2), mix(C.blue, C.coral, 0.35), { burjAt: 0.64, lights: tint(C.gold, 0.35), seed: 31 });
  b += city;
  b += rect(0, 478, W, 8, C.navy);
  b += water(0, 484, W, 116, mix(C.gold, C.coral, 0.4), mix(C.deep, C.blue, 0.3), 6, tint(C.gold, 0.4), 0.45);
  b += reflect(city, 484, 0, W, 116, 0.2);
  // plane taking off with contrail
  const [cd, cu] = lin([[0, C.white, 0], [1, C.white, 0.85]], 0, 0, 1, 0);
  b += cd + path('M80,470 C240,440 400,360 520,250 L528,262 C408,376 248,456 82,480 Z', cu);
  b += airliner(560, 214, 1.1, -32, C.white, C.blue);
  b += birds(300, 150, 1.1, C.navy, 3, 4);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Community
function community() {
  let b = softBackdrop(W, H, 13, tint(C.gold, 0.8), tint(C.sky, 0.6), { route: false });
  b += genericSkyline(0, 520, W, 60, tint(C.sky, 0.45), 3);
  b += rect(0, 520, W, 80, tint(C.sand, 0.25));
  const r = rng(7);
  for (let i = 0; i < 50; i++) {
    const x = r() * W;
    const y = 20 + r() * 260;
    b += rect(x, y, 7, 13, [C.coral, C.gold, C.green, C.blue][i % 4], 2, `transform="rotate(${n(r() * 180)} ${n(x)} ${n(y)})" opacity="0.8"`);
  }
  const ppl = [
    { skin: SKIN[0], hair: HAIR[4], hairStyle: 'pony', top: C.green, bottom: C.blue, outfit: 'tee', arms: ['down', 'wave'] },
    { skin: SKIN[3], outfit: 'kandura', head: 'ghutra', beard: true, hair: HAIR[2], arms: ['wave', 'down'] },
    { skin: SKIN[4], hair: HAIR[2], hairStyle: 'curly', top: C.gold, outfit: 'dress', arms: ['up', 'down'] },
    { skin: SKIN[1], hair: HAIR[0], hairStyle: 'short', glasses: true, top: C.coral, bottom: C.navy, outfit: 'shirt', arms: ['down', 'wave'] },
    { skin: SKIN[2], head: 'hijab', scarf: C.blue, top: C.sand, bottom: C.deep, outfit: 'shirt', arms: ['wave', 'holdLow'], held: ['', g('transform="rotate(10)"', rect(-28, -70, 56, 80, C.navy, 6) + circle(0, -40, 10, 'none', `stroke="${C.gold}" stroke-width="3"`))] },
    { skin: SKIN[0], hair: HAIR[1], hairStyle: 'long', top: C.blue, bottom: C.navy, outfit: 'tee', arms: ['wave', 'down'] },
    { skin: SKIN[3], hair: HAIR[0], hairStyle: 'side', beard: true, top: C.navy, bottom: C.sand, outfit: 'blazer', arms: ['down', 'up'] },
  ];
  b += suitcase(300, 440, 80, 110, C.coral, { sticker: C.gold }) + suitcase(1230, 430, 90, 120, C.blue, { sticker: C.coral });
  ppl.forEach((p, i) => (b += person({ ...p, x: 230 + i * 190 + (i % 2) * 10, y: 570 + (i % 2) * 6, s: 1.2 - (i % 2) * 0.06 })));
  b += planeIcon(1480, 80, 1.5, -20, C.blue) + planeIcon(120, 90, 1.1, -30, C.coral);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Analysis camp
function chart(x, y, w, h) {
  let o = rect(x, y, w, h, C.white, 8);
  const bars = [0.4, 0.65, 0.5, 0.85, 0.7];
  bars.forEach((v, i) => (o += rect(x + 30 + i * 44, y + h - 30 - v * (h - 70), 28, v * (h - 70), [C.blue, C.green, C.gold, C.coral, C.blue][i], 4)));
  o += line(x + 20, y + h - 28, x + 250, y + h - 28, C.sky, 3);
  o += circle(x + w - 110, y + h / 2, 62, C.sky) + path(`M${x + w - 110},${y + h / 2} L${x + w - 110},${y + h / 2 - 62} A62,62 0 0 1 ${x + w - 52},${y + h / 2 + 20} Z`, C.coral) + path(`M${x + w - 110},${y + h / 2} L${x + w - 52},${y + h / 2 + 20} A62,62 0 0 1 ${x + w - 150},${y + h / 2 + 48} Z`, C.gold) + circle(x + w - 110, y + h / 2, 26, C.white);
  o += rect(x + 30, y + 20, 120, 12, C.navy, 6, 'opacity="0.7"');
  return o;
}
function analysisCamp() {
  let b = officeWall(W, H);
  b += windowFrame(60, 70, 260, 280, sky(W, H, [[0, tint(C.sky, 0.2)], [1, tint(C.sand, 0.5)]]) + dubaiSkyline(40, 350, 300, 0.28, tint(C.blue, 0.35), tint(C.sky, 0.4), { seed: 2 }));
  b += monitor(520, 50, 520, 250, C.navy, C.navy, chart(536, 66, 488, 218));
  b += person({ x: 1180, y: 560, s: 0.95, skin: SKIN[1], hair: HAIR[1], hairStyle: 'bob', top: C.coral, bottom: C.navy, outfit: 'blazer', look: -6, arms: ['point', 'holdLow'], flip: true });
  b += plant(1450, 560, 1.2, C.blue);
  // far side of the table (facing us)
  b += person({ x: 560, y: 640, s: 0.82, skin: SKIN[3], hair: HAIR[2], hairStyle: 'short', beard: true, top: C.blue, outfit: 'shirt', noLegs: true, arms: ['type', 'hold'], held: ['', rect(-10, -60, 60, 78, C.white, 5) + rect(0, -48, 40, 5, C.sky, 2) + rect(0, -38, 30, 5, C.sky, 2)] });
  b += person({ x: 780, y: 640, s: 0.82, skin: SKIN[0], hair: HAIR[4], hairStyle: 'long', top: C.green, outfit: 'tee', noLegs: true, arms: ['type', 'type'], look: 3 });
  b += person({ x: 1000, y: 640, s: 0.82, skin: SKIN[2], head: 'hijab', scarf: C.gold, top: C.deep, outfit: 'shirt', noLegs: true, arms: ['hold', 'type'], look: -4 });
  b += rect(420, 470, 760, 26, tint(C.sand, 0.1), 12) + rect(440, 494, 720, 10, shade(C.sand, 0.2));
  b += paperStack(520, 440, 90, 44, -8) + paperStack(700, 444, 90, 44, 6) + paperStack(900, 440, 90, 44, -4) + laptopBack(1090, 476, 0.7) + mug(640, 474, 0.8, C.gold) + passport(820, 446, 34, 46, X.burgundy, 80, C.gold);
  // near side (backs to us)
  b += person({ x: 640, y: 760, s: 0.95, skin: SKIN[2], hair: HAIR[0], hairStyle: 'short', top: C.gold, back: true, noLegs: true, arms: ['type', 'type'] });
  b += person({ x: 920, y: 760, s: 0.95, skin: SKIN[4], hair: HAIR[2], hairStyle: 'curly', top: C.coral, back: true, noLegs: true, arms: ['type', 'type'] });
  b += chairBack(640, 680, 1.0, C.navy) + chairBack(920, 680, 1.0, C.navy);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- About
function about() {
  let b = officeWall(W, H);
  const m = worldMap(440, 50, 720, 280, { step: 3.2, color: C.sky, op: 0.9 });
  b += rect(430, 40, 740, 300, C.white, 14) + rect(440, 50, 720, 280, C.navy, 8) + m.svg + flights(m.proj, ['london', 'newyork', 'sydney', 'tokyo', 'singapore', 'capetown'], { w: 2, planes: false, dotR: 4 });
  b += windowFrame(80, 70, 240, 270, sky(W, H, [[0, tint(C.sky, 0.2)], [1, tint(C.sand, 0.5)]]) + dubaiSkyline(60, 340, 280, 0.26, tint(C.blue, 0.35), tint(C.sky, 0.4), { seed: 6 }));
  b += windowFrame(1280, 70, 240, 270, sky(W, H, [[0, tint(C.sky, 0.2)], [1, tint(C.sand, 0.5)]]) + genericSkyline(1260, 340, 280, 30, tint(C.blue, 0.35), 9));
  b += plant(160, 560, 1.3, C.coral) + plant(1450, 560, 1.3, C.blue);
  const team = [
    { skin: SKIN[1], hair: HAIR[0], hairStyle: 'short', top: C.navy, outfit: 'blazer', tie: C.gold, arms: ['hip', 'down'] },
    { skin: SKIN[3], head: 'hijab', scarf: C.coral, top: C.deep, outfit: 'blazer', arms: ['hold', 'down'], held: ['', rect(-10, -70, 56, 76, C.white, 5) + rect(0, -58, 36, 5, C.sky, 2)] },
    { skin: SKIN[0], hair: HAIR[3], hairStyle: 'bob', glasses: true, top: C.blue, outfit: 'blazer', arms: ['down', 'wave'] },
    { skin: SKIN[4], hair: HAIR[2], hairStyle: 'side', beard: true, top: C.green, outfit: 'shirt', arms: ['down', 'hip'] },
    { skin: SKIN[2], hair: HAIR[1], hairStyle: 'long', top: C.gold, bottom: C.deep, outfit: 'blazer', arms: ['holdLow', 'down'] },
    { skin: SKIN[3], outfit: 'kandura', head: 'ghutra', hair: HAIR[2], beard: true, arms: ['down', 'down'] },
  ];
  team.forEach((p, i) => (b += person({ ...p, x: 440 + i * 145, y: 590 - (i % 2) * 8, s: 0.98 - (i % 2) * 0.04, look: (i - 2.5) * -1.5 })));
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Career
function codeScreen(x, y) {
  let o = '';
  for (let i = 0; i < 5; i++) o += rect(x + (i % 3) * 14, y + i * 24, 70 + ((i * 37) % 100), 10, i % 2 ? C.gold : C.white, 5, 'opacity="0.85"');
  return o + rect(x + 160, y + 10, 60, 90, C.blue, 6, 'opacity="0.8"') + circle(x + 190, y + 44, 16, C.coral);
}
function career() {
  let b = officeWall(W, H);
  // pendant lamps
  for (const x of [560, 1040]) b += line(x, 0, x, 90, C.navy, 3) + path(`M${x - 50},130 Q${x},70 ${x + 50},130 Z`, C.navy) + ellipse(x, 130, 50, 8, tint(C.gold, 0.4)) + path(`M${x - 50},134 L${x - 130},420 L${x + 130},420 L${x + 50},134 Z`, tint(C.gold, 0.7), 'opacity="0.25"');
  b += windowFrame(1220, 60, 300, 300, sky(W, H, [[0, tint(C.sky, 0.2)], [1, tint(C.sand, 0.5)]]) + dubaiSkyline(1200, 360, 340, 0.32, tint(C.blue, 0.35), tint(C.sky, 0.4), { seed: 8 }));
  // shelves
  b += rect(80, 180, 300, 12, shade(C.sand, 0.3), 4) + rect(80, 300, 300, 12, shade(C.sand, 0.3), 4);
  [C.coral, C.blue, C.gold, C.green, C.navy, C.sky].forEach((c, i) => (b += rect(100 + i * 24, 110 + (i % 3) * 8, 20, 70 - (i % 3) * 8, c, 3)));
  b += plant(320, 180, 0.55, C.gold) + plant(140, 300, 0.5, C.blue) + g(tr(270, 300), circle(0, -36, 34, C.white) + circle(0, -36, 28, tint(C.sky, 0.5)) + line(0, -36, 0, -56, C.navy, 3) + line(0, -36, 14, -30, C.coral, 3));
  // desk
  b += rect(360, 470, 880, 22, C.white, 10) + rect(380, 490, 12, 110, C.navy) + rect(1208, 490, 12, 110, C.navy) + rect(380, 560, 840, 8, C.navy);
  b += monitor(700, 270, 260, 150, C.deep, C.navy, codeScreen(716, 288));
  const scr = (acc) => rect(-48, -90, 96, 18, acc, 3, 'opacity="0.9"') + rect(-48, -64, 60, 6, C.white, 3, 'opacity="0.7"') + rect(-48, -52, 80, 6, C.white, 3, 'opacity="0.5"') + rect(-48, -40, 50, 6, C.white, 3, 'opacity="0.5"');
  b += laptopFront(520, 472, 1.1, C.blue, '#C9D3DE', scr(C.gold)) + laptopFront(1090, 472, 1.1, C.green, '#C9D3DE', scr(C.coral));
  b += lamp(420, 470, 0.9, C.navy) + mug(640, 470, 0.9, C.coral) + plant(1190, 470, 0.55, C.coral) + paperStack(960, 440, 70, 30, -6, false);
  // chairs (seen from the front of the desk)
  b += chairBack(560, 680, 0.9, C.deep) + chairBack(1060, 680, 0.9, C.deep);
  return doc(W, H, b);
}

export const bannerScenes = {
  'banners/faq.webp': { w: W, h: H, draw: faq },
  'banners/contact.webp': { w: W, h: H, draw: contact },
  'banners/journey.webp': { w: W, h: H, draw: journey },
  'banners/get-in-touch.webp': { w: W, h: H, draw: getInTouch },
  'banners/landing-hero.webp': { w: W, h: H, draw: landingHero },
  'banners/community.webp': { w: W, h: H, draw: community },
  'banners/analysis-camp.webp': { w: W, h: H, draw: analysisCamp },
  'banners/about.webp': { w: W, h: H, draw: about },
  'banners/career.webp': { w: W, h: H, draw: career },
};
