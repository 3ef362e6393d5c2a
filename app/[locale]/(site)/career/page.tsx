import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageHero } from '@/components/blocks/page-hero';
import { CareerForm } from '@/components/leads/career-form';
import { PinIcon } from '@/components/ui/icons';
import { banners } from '@/content/banners';
import { getSiteListItems } from '@/lib/site-lists/site-lists';

export const metadata: Metadata = pageMetadata({
  title: 'Careers | Ztart Visa',
  description: 'Join Ztart Visa: open positions in India and Qatar for a Product Designer, an Engineering Manager, an Account Executive and an SEO Marketing Manager.',
  path: '/career',
});

export default async function CareerPage() {
  const jobs = await getSiteListItems('jobs');
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Build the future of travel with us"
        lead="We help thousands of UAE residents travel the world. Join a small team that cares about clear advice, careful work and happy travellers."
        image={banners.career}
      />
      <section aria-labelledby="jobs-heading" className="section">
        <div className="container-page">
          <h2 id="jobs-heading" className="heading-2">
            Open positions
          </h2>
          {jobs.length === 0 && <p className="lead mt-3">No open positions right now, but we are glad to hear from you: apply below.</p>}
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {jobs.map((job, index) => (
              <li key={`${index}-${job.title}`} className="card flex flex-col p-6 sm:p-8">
                <h3 className="heading-3">{job.title}</h3>
                <p className="mt-3 flex flex-wrap gap-2 text-sm font-semibold">
                  <span className="inline-flex items-center gap-1 rounded-full bg-mist-100 px-3 py-1 text-navy-800">
                    <PinIcon className="size-4" />
                    {job.jobtype}
                  </span>
                  <span className="rounded-full bg-sand-100 px-3 py-1 text-gold-700">{job.jobtym}</span>
                </p>
                <p className="mt-4 flex-1 leading-relaxed text-muted">{job.desc}</p>
                <a href="#apply" className="btn-outline mt-6 self-start">
                  Apply for this role
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-20 bg-mist-50 section">
        <div className="container-page max-w-3xl">
          <h2 id="apply-heading" className="heading-2">
            Apply now
          </h2>
          <p className="lead mt-3">Send us your details and the role you are interested in. We reply to every application.</p>
          <div className="card mt-8 p-6 sm:p-10">
            <CareerForm />
          </div>
        </div>
      </section>
    </>
  );
}
