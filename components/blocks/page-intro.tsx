import type { ReactNode } from 'react';

/** The top of an inner page without an illustration: eyebrow, h1 and lead on a tinted band. */
export function PageIntro({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-mist-100">
      <div aria-hidden="true" className="absolute -end-24 -top-24 size-80 rounded-full bg-sand-200/60 blur-3xl" />
      <div className="relative container-page py-12 sm:py-16">
        <div className="max-w-3xl">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="heading-1 mt-2">{title}</h1>
          {lead && <p className="lead mt-4">{lead}</p>}
          {children}
        </div>
      </div>
    </section>
  );
}
