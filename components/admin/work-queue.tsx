import Link from 'next/link';
import type { ReactNode } from 'react';
import { Pill } from '../staff/pill';
import { Icon, type IconName } from './icons';

export interface WorkItemView {
  key: string;
  label: string;
  href: string;
  detail: ReactNode;
}

/**
 * One kind of waiting work on the dashboard: its items, each a link to where it is done, how
 * many wait in all, and a plain "Nothing waiting" when the queue is empty.
 */
export function WorkQueue({
  id,
  title,
  icon,
  items,
  total,
  empty,
  all,
}: {
  id: string;
  title: string;
  icon: IconName;
  items: WorkItemView[];
  total: number;
  /** What an empty queue means, after "Nothing waiting". */
  empty: string;
  /** Where the whole list is, when there is one. */
  all?: { href: string; label: string };
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="card flex flex-col p-5" data-queue={id}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 font-display text-base font-bold text-navy-900">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-mist-100 text-navy-700">
            <Icon name={icon} className="size-4" />
          </span>
          {title}
        </h2>
        <span className="shrink-0 whitespace-nowrap">
          <Pill tone={total > 0 ? 'gold' : 'green'}>{total > 0 ? `${total} waiting` : 'None'}</Pill>
        </span>
      </div>
      {items.length > 0 ? (
        <ul className="mt-3 divide-y divide-navy-900/10">
          {items.map((item) => (
            <li key={item.key} className="py-2.5">
              <Link href={item.href} className="font-semibold break-words text-navy-900 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-navy-700">
                {item.label}
              </Link>
              <p className="mt-0.5 text-sm text-muted">{item.detail}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">
          <span className="font-semibold text-navy-900">Nothing waiting.</span> {empty}
        </p>
      )}
      {all && (total > items.length || total === 0) ? (
        <Link href={all.href} className="mt-auto pt-3 text-sm font-semibold text-navy-700 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-navy-900">
          {total > items.length ? `${all.label} (${total - items.length} more)` : all.label}
        </Link>
      ) : null}
    </section>
  );
}
