import type { ReactNode } from 'react';

/** A titled card of related fields in an admin form. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="card p-5 sm:p-6" aria-labelledby={`${title.replace(/\W+/g, '-').toLowerCase()}-title`}>
      <h2 id={`${title.replace(/\W+/g, '-').toLowerCase()}-title`} className="font-display text-lg font-bold text-navy-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
