import Link from 'next/link';
import { company } from '@/content/company';

/** The admin area's brand: the site's mark, its name and an "Admin" tag; links to the dashboard. */
export function AdminBrand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link href="/admin" onClick={onNavigate} className="flex items-center gap-2.5 rounded-lg" aria-label={`${company.name} admin, dashboard`}>
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-8 shrink-0">
        <rect width="40" height="40" rx="10" fill="#e0a526" />
        <path d="M11 12h18L11 28h18" fill="none" stroke="#0b2545" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
        <path d="m27.5 8.5 4 2-4 2z" fill="#fff" />
      </svg>
      <span className="font-display text-base font-extrabold tracking-tight text-white">{company.name}</span>
      <span className="rounded-full bg-white/10 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-gold-400 uppercase">Admin</span>
    </Link>
  );
}
