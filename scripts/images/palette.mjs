// Brand palette shared by every illustration, plus small colour helpers.
export const C = {
  navy: '#0B2545',
  deep: '#13315C',
  blue: '#1D4E89',
  sky: '#8DA9C4',
  mist: '#EEF4ED',
  sand: '#F4E4C1',
  gold: '#E0A526',
  coral: '#E4572E',
  green: '#2A9D8F',
  white: '#FFFFFF',
};

const hex = (c) => {
  const h = c.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
};
const toHex = (rgb) =>
  '#' + rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');

/** Linear mix of two hex colours, t=0 -> a, t=1 -> b. */
export function mix(a, b, t) {
  const A = hex(a);
  const B = hex(b);
  return toHex(A.map((v, i) => v + (B[i] - v) * t));
}
export const tint = (c, t) => mix(c, '#FFFFFF', t);
export const shade = (c, t) => mix(c, '#000000', t);

// Accent tones derived from the palette (used sparingly).
export const X = {
  pink: mix(C.coral, '#FFFFFF', 0.62),
  blossom: '#F7C6CF',
  burgundy: '#7A1F2B',
  ink: '#1B1B2F',
  grass: mix(C.green, '#9BC53D', 0.45),
  leaf: mix(C.green, '#2F6F3E', 0.35),
};

export const SKIN = ['#F3CFB3', '#E7B48F', '#C98E66', '#9C6644', '#6B4226'];
export const HAIR = ['#2B1B12', '#4A2E1F', '#161616', '#8A5A2B', '#C98E3A', '#6E6E6E'];
