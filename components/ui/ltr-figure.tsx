import type { ReactNode } from 'react';

/**
 * A company figure with its sign ("120+"), read left to right inside Arabic text as the UAE
 * writes it; the same in every place it appears, so a page never shows "+120" beside "120+".
 * As a component, and as the tag function of a catalogue's `<n>` (next-intl's t.rich).
 */
export function LtrFigure({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

export const ltrFigure = (chunks: ReactNode) => <LtrFigure>{chunks}</LtrFigure>;
