import type { Metadata } from 'next';
import Link from 'next/link';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { privacyPolicy } from '@/content/privacy-policy';
import { currentPolicyRetention } from '@/lib/privacy/retention-current';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy policy | Ztart Visa',
  description: 'How Ztart Visa collects, uses, shares and deletes your personal information and documents, and how long we keep them.',
  path: '/privacy-policy',
});

export default function PrivacyPolicyPage() {
  const policy = privacyPolicy(currentPolicyRetention());
  return (
    <>
      <section className="bg-mist-100">
        {/* The same width as the contents and text below, so the page has one left edge. */}
        <div className="container-page max-w-6xl py-12 sm:py-16">
          <p className="eyebrow">Legal</p>
          <h1 className="heading-1 mt-2">Privacy Policy</h1>
          <p className="mt-3 text-sm font-semibold text-muted">Last updated: {policy.lastUpdated}</p>
          <p className="lead mt-6 max-w-3xl">{policy.intro}</p>
          <p className="mt-6 max-w-3xl rounded-2xl bg-white px-5 py-4 text-sm text-ink shadow-sm">
            To get a copy of the data we hold about you, have it corrected or erased, use{' '}
            <Link href="/privacy/my-data" className="font-semibold text-navy-700 underline underline-offset-2">
              Your data
            </Link>
            : we answer within 30 days, and copies and erasures are done as soon as you confirm.
          </p>
        </div>
      </section>
      <div className="section container-page grid max-w-6xl gap-12 lg:grid-cols-[240px_minmax(0,1fr)]">
        <nav aria-label="Sections of the policy" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wider text-muted uppercase">Contents</h2>
          <ol className="mt-3 space-y-2 border-l border-navy-900/10 text-sm">
            {policy.sections.map((section) => (
              <li key={section.number} className="pl-4">
                <a href={`#section-${section.number}`} className="text-navy-700 hover:text-gold-600">
                  {section.number}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-rich max-w-3xl">
          {policy.sections.map((section) => (
            <section key={section.number} aria-labelledby={`section-${section.number}`} className="space-y-4">
              <h2 id={`section-${section.number}`}>
                {section.number}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.bullets && (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <section aria-labelledby="disclaimers" className="mt-12 space-y-4 rounded-3xl bg-sand-100 p-6 sm:p-8">
            <h2 id="disclaimers" className="!mt-0">
              Disclaimers
            </h2>
            {policy.disclaimers.map((disclaimer) => (
              <p key={disclaimer}>{disclaimer}</p>
            ))}
          </section>
        </div>
      </div>
    </>
  );
}
