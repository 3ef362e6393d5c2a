import { companyTexts } from '@/content/company';
import { inLocale } from '@/lib/i18n/locales';
import { getLocale } from '@/lib/i18n/server';
import { LtrFigure } from '@/components/ui/ltr-figure';

/** The company's figures: 120+ countries, 10,000+ clients, 5+ years, in the page's language. */
export async function Stats({ tone = 'light', className = '' }: { tone?: 'light' | 'dark'; className?: string }) {
  const { stats } = inLocale(await getLocale(), companyTexts);
  return (
    <dl className={`grid max-w-xl grid-cols-[auto_auto_auto] justify-between gap-4 sm:grid-cols-3 ${className}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse">
          <dt className={`mt-1 text-xs sm:text-sm ${tone === 'dark' ? 'text-sky-300' : 'text-muted'}`}>{stat.label}</dt>
          <dd className={`font-display text-2xl font-extrabold sm:text-4xl ${tone === 'dark' ? 'text-gold-400' : 'text-navy-900'}`}>
            <LtrFigure>{stat.value}</LtrFigure>
          </dd>
        </div>
      ))}
    </dl>
  );
}
