import type { Metadata } from 'next';
import Link from 'next/link';
import { DataRequestForm } from '@/components/privacy/data-request-form';
import { askAboutMyData } from '@/lib/privacy/request-actions';
import { REQUEST_DUE_DAYS } from '@/lib/privacy/constants';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Your data | Ztart Visa',
  description: 'Ask Ztart Visa for a copy of the personal data we hold about you, a correction, or its erasure.',
  path: '/privacy/my-data',
});

/** /privacy/my-data: a person asks for a copy, a correction or erasure of their data. */
export default function MyDataPage() {
  return (
    <>
      <section className="bg-mist-100">
        <div className="container-page max-w-4xl py-12 sm:py-16">
          <p className="eyebrow">Privacy</p>
          <h1 className="heading-1 mt-2">Your data</h1>
          <p className="lead mt-6 max-w-3xl">
            Ask for a copy of what we hold about you, a correction, or its erasure. We answer within {REQUEST_DUE_DAYS} days, as the UAE&apos;s data protection law asks;
            copies and erasures are done as soon as you confirm.
          </p>
        </div>
      </section>
      <section className="section container-page max-w-4xl">
        <div className="card p-6 sm:p-10">
          <DataRequestForm action={askAboutMyData} />
        </div>
        <p className="mt-6 text-sm text-muted">
          How we use and keep your data: our{' '}
          <Link href="/privacy-policy" className="font-semibold text-navy-700 underline underline-offset-2">
            privacy policy
          </Link>
          .
        </p>
      </section>
    </>
  );
}
