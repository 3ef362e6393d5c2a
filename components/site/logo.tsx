import Link from 'next/link';
import { company } from '@/content/company';

/** The brand mark (a flight path forming a Z) and the name; links home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link href="/" className="flex items-center gap-2.5" aria-label={`${company.name}, home`}>
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-9 shrink-0">
        <rect width="40" height="40" rx="10" fill="#0b2545" />
        <path d="M11 12h18L11 28h18" fill="none" stroke="#e0a526" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
        <path d="m27.5 8.5 4 2-4 2z" fill="#fff" />
      </svg>
      <span className={`font-display text-lg font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-navy-900'}`}>
        {company.name}
      </span>
    </Link>
  );
}
