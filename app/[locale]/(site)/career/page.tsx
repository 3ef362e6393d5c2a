import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageHero } from '@/components/blocks/page-hero';
import { CareerForm } from '@/components/leads/career-form';
import { JsonLd } from '@/components/seo/json-ld';
import { PinIcon } from '@/components/ui/icons';
import { pageBanners } from '@/components/pages/page-banners';
import { getEnv } from '@/lib/config/env';
import { getLocale } from '@/lib/i18n/server';
import { ENGLISH_BLOCK, localize } from '@/lib/i18n/translatable';
import { sitePageLd } from '@/lib/seo/site-page-ld';
import { getSiteListItems } from '@/lib/site-lists/site-lists';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('career')]);
  return pageMetadata({ title: t('meta.title'), description: t('meta.description'), path: '/career', locale });
}

export default async function CareerPage() {
  const [locale, t, jobs] = await Promise.all([getLocale(), getTranslations('career'), getSiteListItems('jobs')]);
  const banners = pageBanners(locale);
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} image={banners.career} />
      <section aria-labelledby="jobs-heading" className="section">
        <div className="container-page">
          <h2 id="jobs-heading" className="heading-2">
            {t('jobsHeading')}
          </h2>
          {jobs.length === 0 && <p className="lead mt-3">{t('noJobs')}</p>}
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {jobs.map((stored, index) => {
              const { value: job, langOf, fellBack } = localize(stored, locale);
              return (
                <li key={`${index}-${stored.title}`} className="card flex flex-col p-6 sm:p-8">
                  <h3 className="heading-3" {...langOf('title')}>
                    {job.title}
                  </h3>
                  {/* Both labels in English: the row runs as English does, like the title above it. */}
                  <p className="mt-3 flex flex-wrap gap-2 text-sm font-semibold" {...(fellBack('jobtype') && fellBack('jobtym') ? ENGLISH_BLOCK : {})}>
                    <span className="inline-flex items-center gap-1 rounded-full bg-mist-100 px-3 py-1 text-navy-800" {...langOf('jobtype')}>
                      <PinIcon className="size-4" />
                      {job.jobtype}
                    </span>
                    <span className="rounded-full bg-sand-100 px-3 py-1 text-gold-700" {...langOf('jobtym')}>
                      {job.jobtym}
                    </span>
                  </p>
                  <p className="mt-4 flex-1 leading-relaxed text-muted" {...langOf('desc')}>
                    {job.desc}
                  </p>
                  <a href="#apply" className="btn-outline mt-6 self-start">
                    {t('applyForRole')}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-20 bg-mist-50 section">
        <div className="container-page max-w-3xl">
          <h2 id="apply-heading" className="heading-2">
            {t('applyHeading')}
          </h2>
          <p className="lead mt-3">{t('applyLead')}</p>
          <div className="card mt-8 p-6 sm:p-10">
            <CareerForm />
          </div>
        </div>
      </section>
      <JsonLd data={sitePageLd(getEnv().SITE_URL, { type: 'WebPage', path: '/career', name: t('title'), description: t('meta.description'), locale })} />
    </>
  );
}
