import Link from 'next/link';
import { Icon } from './icons';

/** "← All visas" / "← All blogs" above an edit form. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="mb-4 inline-flex min-h-10 items-center gap-2 rounded-lg text-sm font-semibold text-navy-700 hover:text-navy-900">
      <Icon name="arrowLeft" className="size-4" />
      {label}
    </Link>
  );
}
