import Link from 'next/link';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { factsEditHref, feeFromAed, formatAed, formatDayRange } from '@/lib/visa-facts/visa-facts-definition';
import { factsProvenance, provenanceText } from '@/lib/visa-facts/format';

/**
 * A visa's facts beside its form: the fee and processing time its card on /visa shows, kept on
 * their own page because a consultant vouches for them. Without them the card is bare, so the
 * prompt to add them stands out.
 */
export function VisaFormFacts({ slug, facts }: { slug: string; facts: VisaFacts | null }) {
  if (!facts) return <MissingFactsPrompt slug={slug} />;
  return (
    <section aria-labelledby="visa-form-facts" className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h2 id="visa-form-facts" className="font-display text-base font-bold text-navy-900">
          Fee and processing time
        </h2>
        <p className="mt-1 text-sm text-ink">
          From <strong>{formatAed(feeFromAed(facts.fees))}</strong> · <strong>{formatDayRange(facts.processingDays, 'working days')}</strong>
        </p>
        <p className="mt-0.5 text-xs text-muted">{provenanceText(factsProvenance(facts))}</p>
      </div>
      <Link href={factsEditHref(slug)} className="btn-outline shrink-0">
        Edit fee and time
      </Link>
    </section>
  );
}

/** The prompt for a visa without facts: its card on /visa shows neither fee nor time until they are added. */
function MissingFactsPrompt({ slug, title }: { slug: string; title?: string }) {
  return (
    <section role="status" className="flex flex-col gap-3 rounded-2xl border border-gold-500/60 bg-gold-500/10 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-navy-900">
        <strong className="block font-display text-base">{title ? `“${title}” has no fee or processing time yet` : 'No fee or processing time yet'}</strong>
        Its card on /visa shows them once they are added.
      </p>
      <Link href={factsEditHref(slug)} className="btn-primary shrink-0">
        Add fee and processing time<span className="sr-only">{title ? ` for ${title}` : ''}</span>
      </Link>
    </section>
  );
}

/** Visas named one by one before the rest are left to the visa facts page. */
const MISSING_SHOWN = 3;

/**
 * On the visas list: the newest visas without facts, each with its prompt (a visa just created
 * from the add form comes first), then how many more lack them.
 */
export function MissingFactsList({ visas }: { visas: ReadonlyArray<{ slug: string; title: string }> }) {
  if (visas.length === 0) return null;
  const more = visas.length - MISSING_SHOWN;
  return (
    <div className="space-y-3">
      {visas.slice(0, MISSING_SHOWN).map((visa) => (
        <MissingFactsPrompt key={visa.slug} slug={visa.slug} title={visa.title} />
      ))}
      {more > 0 && (
        <p className="text-sm text-muted">
          {more} more {more === 1 ? 'visa has' : 'visas have'} no fee or processing time:{' '}
          <Link href="/admin/visa-facts" className="font-semibold text-navy-700 underline underline-offset-4">
            see the visa facts page
          </Link>
          .
        </p>
      )}
    </div>
  );
}
