import { LogoMark } from './logo-mark';
import { SiteLink } from './site-link';
import { company } from '@/content/company';

/**
 * The brand mark (drawn inline) and the name; links home. `compact`: under
 * 360 px the mark alone (the header's call button and menu must fit; the link keeps its name).
 * The public frame gives the home page's address and the link's name in the page's language.
 */
export function Logo({
  tone = 'dark',
  compact = false,
  href = '/',
  label = `${company.name}, home`,
}: {
  tone?: 'dark' | 'light';
  compact?: boolean;
  href?: string;
  label?: string;
}) {
  return (
    <SiteLink href={href} className="flex shrink-0 items-center gap-2.5" aria-label={label}>
      <LogoMark />
      <span
        lang="en"
        className={`font-display text-lg font-extrabold tracking-tight ${compact ? 'max-[359px]:hidden' : ''} ${tone === 'light' ? 'text-white' : 'text-navy-900'}`}
      >
        {company.name}
      </span>
    </SiteLink>
  );
}
