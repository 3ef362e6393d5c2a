import type { ReactNode } from 'react';

/**
 * A titled card of related fields in an admin form. With an `id`, a form's section list can jump
 * to it (the margin keeps its title clear of the sticky top bar).
 */
export function FormSection({ id, title, description, children }: { id?: string; title: string; description?: string; children: ReactNode }) {
  const titleId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section id={id} className="card scroll-mt-24 p-5 sm:p-6" aria-labelledby={titleId}>
      <h2 id={titleId} className="font-display text-lg font-bold text-navy-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
