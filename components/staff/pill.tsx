import type { ReactNode } from 'react';

const tones = {
  navy: 'bg-navy-900/5 text-navy-800 ring-navy-900/15',
  green: 'bg-green-600/10 text-green-800 ring-green-600/30',
  coral: 'bg-coral-500/10 text-coral-700 ring-coral-500/40',
  gold: 'bg-sand-100 text-gold-700 ring-gold-500/40',
} as const;

/** A short status in a coloured pill (role, two-factor, disabled). */
export function Pill({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}
