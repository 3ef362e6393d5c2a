import Image from 'next/image';
import Link from 'next/link';
import { company } from '@/content/company';

/** The brand mark (public/images/brand/logo-mark.svg) and the name; links home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link href="/" className="flex shrink-0 items-center gap-2.5" aria-label={`${company.name}, home`}>
      <Image src="/images/brand/logo-mark.svg" alt="" width={36} height={36} unoptimized priority className="size-9" />
      <span className={`font-display text-lg font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-navy-900'}`}>
        {company.name}
      </span>
    </Link>
  );
}
