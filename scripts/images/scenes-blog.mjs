// Blog cover illustrations (1200x630).
import { C, tint, shade, mix, X } from './palette.mjs';
import {
  doc, g, tr, rect, circle, ellipse, path, poly, line, stroke, sky, lin, passport, suitcase, stamp, starRing, tick,
  planeIcon, softBackdrop, dropShadow, rng, n, streak,
} from './primitives.mjs';
import { blossomTree } from './scenes-countries.mjs';

const W = 1200;
const H = 630;

function pen(x, y, rot, body = C.coral) {
  return g(tr(x, y, 1, rot), rect(0, -7, 170, 14, body, 7) + rect(130, -7, 20, 14, shade(body, 0.2)) + poly([[170, -7], [196, 0], [170, 7]], C.sand) + poly([[188, -2.5], [196, 0], [188, 2.5]], C.navy) + rect(20, -10, 60, 4, C.gold, 2));
}

// ---------------------------------------------------------------- Schengen checklist
function schengen() {
  let b = softBackdrop(W, H, 3, tint(C.sky, 0.75), tint(C.sand, 0.4));
  const [sd, sf] = dropShadow(14, 16, 0.22);
  // EU-style seal
  b += sd + g(sf, circle(880, 210, 130, C.blue)) + circle(880, 210, 112, shade(C.blue, 0.08)) + starRing(880, 210, 78, 15, C.gold);
  // clipboard
  let cb = rect(0, 0, 400, 520, C.deep, 28) + rect(24, 44, 352, 452, C.white, 12);
  cb += rect(130, -22, 140, 56, '#AEB8C4', 16) + rect(150, -8, 100, 28, shade('#AEB8C4', 0.25), 10) + circle(200, -26, 12, '#AEB8C4') + circle(200, -26, 5, C.deep);
  cb += rect(60, 82, 180, 16, C.navy, 8, 'opacity="0.85"') + rect(60, 108, 120, 10, C.sky, 5);
  const rows = [true, true, true, true, false];
  rows.forEach((done, i) => {
    const y = 150 + i * 64;
    cb += rect(60, y, 40, 40, done ? C.green : C.white, 10, done ? '' : `stroke="${C.sky}" stroke-width="3"`);
    if (done) cb += stroke(`M70,${y + 20} L78,${y + 29} L92,${y + 11}`, C.white, 5);
    cb += rect(120, y + 6, 190 - (i % 2) * 40, 12, tint(C.navy, 0.6), 6) + rect(120, y + 24, 130 - (i % 3) * 20, 9, tint(C.sky, 0.35), 4);
  });
  b += g(`${tr(300, 70, 1, -4)} ${sf}`, cb);
  // passport & pen
  b += passport(640, 290, 200, 280, C.navy, 10, C.gold);
  b += pen(180, 540, -28);
  b += stamp(1010, 470, 110, C.coral, 'round', -14, 'plane') + stamp(150, 110, 80, C.green, 'rect', 10, 'tick');
  b += planeIcon(1080, 90, 1.4, -25, C.blue);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- UK processing times
function ukTimes() {
  let b = softBackdrop(W, H, 7, tint(C.sand, 0.55), tint(C.sky, 0.6));
  const [sd, sf] = dropShadow(14, 16, 0.2);
  b += sd;
  // calendar
  let cal = rect(0, 0, 460, 420, C.white, 26) + path('M0,26 Q0,0 26,0 L434,0 Q460,0 460,26 L460,96 L0,96 Z', C.coral);
  for (const x of [110, 350]) cal += rect(x - 10, -26, 20, 52, C.navy, 10);
  cal += rect(40, 36, 160, 22, C.white, 11, 'opacity="0.85"');
  const marks = { 9: C.green, 10: C.green, 11: C.green, 17: C.gold, 23: C.coral };
  for (let i = 0; i < 35; i++) {
    const cx = 38 + (i % 7) * 58;
    const cy = 124 + Math.floor(i / 7) * 56;
    const m = marks[i];
    cal += rect(cx, cy, 44, 40, m ? m : tint(C.sky, 0.7), 10, m ? '' : 'opacity="0.8"');
    if (m === C.green) cal += stroke(`M${cx + 12},${cy + 20} L${cx + 19},${cy + 28} L${cx + 32},${cy + 12}`, C.white, 4);
    if (m === C.coral) cal += circle(cx + 22, cy + 20, 27, 'none', `stroke="${C.coral}" stroke-width="4"`) + circle(cx + 22, cy + 20, 6, C.white);
  }
  b += g(`${tr(150, 140, 1, -3)} ${sf}`, cal);
  // clock
  let ck = circle(0, 0, 150, C.navy) + circle(0, 0, 128, C.white);
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    ck += line(Math.cos(a) * 104, Math.sin(a) * 104, Math.cos(a) * 116, Math.sin(a) * 116, C.navy, i % 3 ? 4 : 7);
  }
  ck += path('M0,0 L0,-118 A118,118 0 0 1 102,-59 Z', C.gold, 'opacity="0.25"');
  ck += line(0, 0, 0, -86, C.navy, 9) + line(0, 0, 60, -34, C.coral, 7) + circle(0, 0, 12, C.navy) + circle(0, 0, 5, C.gold);
  ck += rect(-20, -176, 40, 22, C.navy, 6) + rect(-40, -186, 80, 14, C.navy, 7);
  b += g(`${tr(820, 250)} ${sf}`, ck);
  // UK-style passport (burgundy, crown)
  b += passport(860, 330, 190, 270, X.burgundy, 14, C.gold, { crown: true });
  b += stamp(560, 80, 90, C.blue, 'round', -10, 'star');
  b += planeIcon(1110, 80, 1.3, -25, C.navy);
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Japan eVisa
function japanEvisa() {
  let b = sky(W, H, [[0, tint(C.sky, 0.45)], [0.6, tint(X.blossom, 0.55)], [1, tint(C.sand, 0.6)]]);
  b += circle(1090, 120, 60, tint(C.coral, 0.2), 'opacity="0.85"');
  b += streak(700, 250, 460, 12, C.white, 0.7) + streak(60, 180, 360, 10, C.white, 0.6);
  const fuji = mix(C.blue, C.sky, 0.4);
  b += '<g transform="translate(-210 0)">';
  b += path('M80,560 C330,500 470,330 560,230 L660,230 C760,330 900,500 1160,560 Z', fuji);
  b += path('M610,230 L660,230 C760,330 900,500 1160,560 L610,560 Z', shade(fuji, 0.12), 'opacity="0.6"');
  b += path('M560,230 L660,230 C690,262 716,296 742,330 L716,322 L698,350 L676,318 L652,356 L628,320 L604,350 L584,318 L560,344 L546,314 L510,326 C528,296 544,256 560,230 Z', C.white);
  b += '</g>' + ellipse(600, 540, 620, 40, C.white, 'opacity="0.6"');
  b += path('M0,560 C300,530 900,540 1200,560 L1200,630 L0,630 Z', mix(C.green, C.navy, 0.4));
  b += blossomTree(-20, 700, 1.15, 5) + blossomTree(1220, 720, 0.95, 9, true);
  // phone
  const [sd, sf] = dropShadow(18, 20, 0.28);
  let ph = rect(0, 0, 260, 500, C.navy, 40) + rect(14, 14, 232, 472, C.white, 28) + rect(95, 24, 70, 14, C.navy, 7);
  ph += rect(14, 50, 232, 60, tint(C.sky, 0.6)) + circle(50, 80, 18, C.coral) + rect(80, 70, 110, 10, C.navy, 5, 'opacity="0.7"') + rect(80, 86, 70, 8, C.sky, 4);
  ph += circle(130, 220, 74, tint(C.green, 0.8)) + tick(130, 220, 56, C.green, C.white);
  ph += rect(50, 320, 160, 14, C.navy, 7, 'opacity="0.85"') + rect(70, 346, 120, 10, C.sky, 5) + rect(60, 366, 140, 10, C.sky, 5, 'opacity="0.7"');
  ph += rect(50, 410, 160, 46, C.green, 23) + rect(90, 428, 80, 10, C.white, 5);
  b += sd + g(`${tr(700, 70, 1, 4)} ${sf}`, ph);
  b += passport(560, 330, 150, 210, X.burgundy, -14, C.gold);
  const r = rng(5);
  for (let i = 0; i < 22; i++) {
    const px = r() * W;
    const py = r() * H;
    b += ellipse(px, py, 6, 3.5, '#F2A7B6', `transform="rotate(${n(r() * 180)} ${n(px)} ${n(py)})" opacity="0.85"`);
  }
  return doc(W, H, b);
}

// ---------------------------------------------------------------- Travel insurance
function insurance() {
  let b = softBackdrop(W, H, 11, tint(C.green, 0.85), tint(C.sky, 0.65));
  const [sd, sf] = dropShadow(16, 18, 0.25);
  b += sd;
  // suitcase (behind, right)
  b += g(tr(640, 180), suitcase(0, 0, 300, 340, C.coral, { sticker: C.gold }));
  b += circle(880, 260, 28, C.green) + planeIcon(880, 260, 0.7, -30, C.white);
  b += rect(700, 400, 70, 40, C.white, 8, 'transform="rotate(-12 735 420)"') + rect(712, 410, 46, 6, C.sky, 3, 'transform="rotate(-12 735 420)"');
  // shield
  const [gd, gu] = lin([[0, tint(C.blue, 0.15)], [1, C.deep]]);
  const shield = 'M0,-200 C60,-170 120,-160 170,-164 C176,-40 150,90 0,190 C-150,90 -176,-40 -170,-164 C-120,-160 -60,-170 0,-200 Z';
  let sh = gd + path(shield, gu) + path('M0,-172 C52,-146 100,-138 144,-140 C148,-36 126,74 0,160 Z', C.white, 'opacity="0.08"');
  sh += path('M0,-172 C52,-146 100,-138 144,-140 C148,-36 126,74 0,160 C-126,74 -148,-36 -144,-140 C-100,-138 -52,-146 0,-172 Z', 'none', `stroke="${C.gold}" stroke-width="6"`);
  sh += path('M0,90 C-40,60 -100,20 -100,-40 C-100,-80 -60,-104 -30,-96 C-14,-92 -4,-82 0,-72 C4,-82 14,-92 30,-96 C60,-104 100,-80 100,-40 C100,20 40,60 0,90 Z', C.white);
  sh += rect(-15, -60, 30, 100, C.coral, 5) + rect(-50, -25, 100, 30, C.coral, 5);
  b += g(`${tr(470, 330)} ${sf}`, sh);
  b += passport(180, 300, 150, 210, C.navy, -12, C.gold);
  b += g(tr(1010, 470), circle(0, 0, 54, C.white) + tick(0, 0, 42, C.green, C.white));
  b += planeIcon(1060, 110, 1.5, -25, C.blue);
  return doc(W, H, b);
}

export const blogScenes = {
  'blogs/schengen-visa-checklist-for-uae-residents.webp': { w: W, h: H, draw: schengen },
  'blogs/uk-visit-visa-processing-times-explained.webp': { w: W, h: H, draw: ukTimes },
  'blogs/japan-evisa-for-uae-residents.webp': { w: W, h: H, draw: japanEvisa },
  'blogs/travel-insurance-for-schengen-visa.webp': { w: W, h: H, draw: insurance },
};
export { pen };
