import type { ReactNode } from 'react';

/** A failure an admin page could not get past (the data could not be loaded), said plainly. */
export function ErrorNotice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="alert" className="card border-coral-500/40 bg-coral-500/5 p-6">
      <p className="font-display text-lg font-bold text-coral-700">{title}</p>
      {children && <div className="mt-2 text-sm text-ink">{children}</div>}
    </div>
  );
}
