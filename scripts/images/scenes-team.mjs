// Portraits of the team's public profiles (480x480): head and shoulders of a drawn person on a
// round backdrop, in the same flat style as the site's other people.
import { C, tint, shade, SKIN, HAIR } from './palette.mjs';
import { doc, g, tr, rect, circle, path, lin } from './primitives.mjs';
import { person } from './people.mjs';

/** A head-and-shoulders crop of `person()`: its head sits near y -330 in person units. */
function portrait(w, h, who, backdrop) {
  const [bgDefs, bgUrl] = lin([[0, tint(backdrop, 0.55)], [1, backdrop]]);
  const scale = 2.1;
  const body = g(tr(w / 2, h / 2 + 330 * scale - 40, scale), person({ ...who, noLegs: true, arms: ['down', 'down'] }));
  return doc(w, h, bgDefs + rect(0, 0, w, h, bgUrl) + circle(w * 0.82, h * 0.18, 46, tint(C.gold, 0.35), 'opacity="0.7"') + path(`M0,${h * 0.78} C${w * 0.3},${h * 0.7} ${w * 0.7},${h * 0.86} ${w},${h * 0.76} L${w},${h} L0,${h} Z`, shade(backdrop, 0.08), 'opacity="0.5"') + body);
}

export const teamScenes = {
  'team/mariam-al-hashimi.webp': {
    w: 480,
    h: 480,
    quality: 82,
    draw: (w, h) => portrait(w, h, { skin: SKIN[1], hair: HAIR[0], outfit: 'blazer', top: C.navy, bottom: C.deep, head: 'hijab', scarf: C.green, mouth: 'smile', glasses: false }, C.sky),
  },
};
