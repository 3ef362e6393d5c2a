/** The colours of a carousel's round controls (arrows, pause / play) on a light or a dark section. */
export const CONTROL_TONES = {
  light: 'bg-white text-navy-900 shadow-lg ring-1 shadow-navy-900/10 ring-navy-900/10 hover:bg-gold-500',
  dark: 'bg-white/15 text-white ring-1 ring-white/30 backdrop-blur hover:bg-white hover:text-navy-900',
} as const;

export type ControlTone = keyof typeof CONTROL_TONES;
