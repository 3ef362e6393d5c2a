import { notFound } from 'next/navigation';
import { confirmFactsAction, saveFactsAction } from '@/lib/visa-facts/actions';
import { requireAdmin } from '@/lib/auth/require-admin';
import { getStore } from '@/lib/store';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { ENTRY_KINDS, ENTRY_LABELS, FEE_KIND_LABELS, FEE_KINDS, type FeeLine, MAX_FEE_LINES, VISA_KIND_LABELS, VISA_KINDS } from '@/lib/visa-facts/visa-facts-definition';
import { NO_APPOINTMENT } from '@/lib/visa-facts/facts-form';
import { factsProvenance, provenanceText } from '@/lib/visa-facts/format';
import { findVisaPage } from '@/lib/visa-facts/visa-pages';
import { ActionForm, FieldError, FormField } from '../staff/action-form';
import { factsTranslation } from '@/lib/admin/translation-queue';
import type { RecordTranslation } from '@/lib/admin/translation-state';
import { localizedPath } from '@/lib/i18n/paths';
import { ARABIC_INPUT, ArabicIntro, arabicLabel, BilingualPair, OutdatedNote } from '../admin/forms/bilingual-layout';
import { TranslationSummary } from '../admin/translation-summary';

const FORM = 'visa-facts';
/** Blank fee rows offered below the current ones. */
const SPARE_FEE_ROWS = 2;

/**
 * An Arabic input of the facts: right to left, labelled "… (Arabic)", with the note when its
 * English changed since it was translated (the English is the input beside it).
 */
function ArabicFactField({ name, label, value, outdated, placeholder }: { name: string; label: string; value: string; outdated: boolean; placeholder?: string }) {
  return (
    <div>
      <FormField formId={FORM} name={name} label={arabicLabel(label)} defaultValue={value} maxLength={name === 'feeNoteAr' ? 300 : 80} placeholder={placeholder} {...ARABIC_INPUT} />
      {outdated && (
        <p className="mt-1.5 text-xs" role="note">
          <OutdatedNote />
        </p>
      )}
    </div>
  );
}

function FeeRow({ row, fee, outdated }: { row: number; fee: FeeLine | undefined; outdated: boolean }) {
  const name = (field: string) => `fees.${row}.${field}`;
  const id = (field: string) => `${FORM}-${name(field)}`;
  return (
    // Wide enough, one line: who is paid, the fee's name and its Arabic side by side, the amount; else one under another.
    <li className="@container rounded-xl border border-navy-900/10 p-3">
      <div className="grid gap-3 @3xl:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1fr)_7rem_auto] @3xl:items-start">
      <div>
        <label htmlFor={id('kind')} className="admin-label mb-1.5">
          Paid to <span className="sr-only">(fee {row + 1})</span>
        </label>
        <select id={id('kind')} name={name('kind')} defaultValue={fee?.kind ?? 'government'} className="admin-input">
          {FEE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {FEE_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
        <FieldError name={name('kind')} />
      </div>
      <FormField formId={FORM} name={name('label')} label={`Fee ${row + 1}`} defaultValue={fee?.label ?? ''} maxLength={80} placeholder="e.g. Schengen visa fee (EUR 90)" />
      <ArabicFactField name={name('labelAr')} label={`Fee ${row + 1}`} value={fee?.labelAr ?? ''} outdated={outdated} />
      <FormField formId={FORM} name={name('amountAed')} label="AED" type="number" inputMode="numeric" min={0} step={1} defaultValue={fee?.amountAed ?? ''} />
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-navy-900 @3xl:mt-7">
        <input type="checkbox" name={name('refundable')} defaultChecked={fee?.refundable ?? false} className="size-4 accent-navy-800" />
        Refundable<span className="sr-only"> (fee {row + 1})</span>
      </label>
      </div>
    </li>
  );
}

function Range({ name, label, value, hint }: { name: string; label: string; value: { min: number; max: number } | null | undefined; hint: string }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="admin-label mb-1.5 sm:col-span-2">{label}</legend>
      <FormField formId={FORM} name={`${name}.min`} label="From (days)" type="number" inputMode="numeric" min={0} max={365} defaultValue={value?.min ?? ''} />
      <FormField formId={FORM} name={`${name}.max`} label="To (days)" type="number" inputMode="numeric" min={0} max={365} defaultValue={value?.max ?? ''} hint={hint} />
    </fieldset>
  );
}

function FactsFields({ slug, facts, translation }: { slug: string; facts: VisaFacts | null; translation: RecordTranslation | null }) {
  const rows = Math.min(MAX_FEE_LINES, (facts?.fees.length ?? 0) + SPARE_FEE_ROWS);
  const outdated = (field: string) => translation?.fields[field] === 'outdated';
  return (
    <>
      <input type="hidden" name="slug" value={slug} />
      <fieldset>
        <legend className="admin-label mb-2">Kind of visa (the finder on /visa filters by these)</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {VISA_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2 text-sm font-medium text-navy-900">
              <input type="checkbox" name="kinds" value={kind} defaultChecked={facts?.kinds.includes(kind) ?? false} className="size-4 accent-navy-800" />
              {VISA_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
        <FieldError name="kinds" />
      </fieldset>

      <fieldset>
        <legend className="admin-label mb-1">Fees in AED</legend>
        <p className="mb-3 text-xs text-muted">Every fee a visitor pays; the cards say “from” the total of all but the optional ones. Leave a row empty to drop it.</p>
        <FieldError name="fees" />
        <ul className="space-y-3">
          {Array.from({ length: rows }, (_, row) => (
            <FeeRow key={row} row={row} fee={facts?.fees[row]} outdated={outdated(`fees.${row}.label`)} />
          ))}
        </ul>
        <div className="mt-3">
          <BilingualPair
            english={<FormField formId={FORM} name="feeNote" label="Note under the fees (optional)" defaultValue={facts?.feeNote ?? ''} maxLength={300} placeholder="What comes back if a visa is refused, the exchange rate used" />}
            arabic={<ArabicFactField name="feeNoteAr" label="Note under the fees" value={facts?.feeNoteAr ?? ''} outdated={outdated('feeNote')} />}
          />
        </div>
      </fieldset>

      <Range name="processingDays" label="Processing time (working days from a complete file)" value={facts?.processingDays} hint="The same number twice for an exact time." />
      <div className="space-y-3">
        <Range name="appointmentDays" label="Appointment lead time (days until the first free slot)" value={facts?.appointmentDays} hint="Leave empty and tick below for visas without an appointment." />
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-navy-900">
          <input type="checkbox" name={NO_APPOINTMENT} defaultChecked={facts ? facts.appointmentDays === null : false} className="size-4 accent-navy-800" />
          No appointment needed (e-visa)
        </label>
      </div>

      <BilingualPair
        english={<FormField formId={FORM} name="validity" label="Validity" defaultValue={facts?.validity ?? ''} maxLength={80} placeholder="Up to 5 years" />}
        arabic={<ArabicFactField name="validityAr" label="Validity" value={facts?.validityAr ?? ''} outdated={outdated('validity')} />}
      />
      <BilingualPair
        english={<FormField formId={FORM} name="maxStay" label="Maximum stay" defaultValue={facts?.maxStay ?? ''} maxLength={80} placeholder="90 days in any 180" />}
        arabic={<ArabicFactField name="maxStayAr" label="Maximum stay" value={facts?.maxStayAr ?? ''} outdated={outdated('maxStay')} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${FORM}-entries`} className="admin-label mb-1.5">
            Entries
          </label>
          <select id={`${FORM}-entries`} name="entries" defaultValue={facts?.entries ?? 'single'} className="admin-input">
            {ENTRY_KINDS.map((entry) => (
              <option key={entry} value={entry}>
                {ENTRY_LABELS[entry]}
              </option>
            ))}
          </select>
          <FieldError name="entries" />
        </div>
      </div>
    </>
  );
}

/** /admin/visa-facts/{slug}: a page's facts, saved or confirmed in the name of the signed-in person. */
export async function FactsEditor({ slug }: { slug: string }) {
  const { admin } = await requireAdmin({ capability: 'content' });
  const store = await getStore();
  const [page, facts] = await Promise.all([findVisaPage(store, slug), store.visaFacts.get(slug)]);
  if (!page) notFound();
  const translation = facts && factsTranslation(facts);
  return (
    <div className="space-y-6">
      <section aria-labelledby="facts-status" className="card p-5 sm:p-6">
        <h2 id="facts-status" className="heading-3">
          {page.title}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {facts ? `${provenanceText(factsProvenance(facts))}.` : 'No facts yet: the page shows no facts panel.'}{' '}
          <a href={`/visa/${page.slug}`} className="font-semibold text-navy-700 underline underline-offset-2" target="_blank" rel="noreferrer">
            Open the public page
          </a>
        </p>
        {facts && (
          <ActionForm id="confirm-facts" action={confirmFactsAction} submitLabel="Confirm unchanged" pendingLabel="Confirming…" className="mt-4 space-y-3">
            <input type="hidden" name="slug" value={page.slug} />
            <p className="text-sm text-navy-900">Checked the official sources and nothing changed? Confirm, and the page says you checked them today.</p>
          </ActionForm>
        )}
      </section>
      <section aria-labelledby="facts-edit" className="card p-5 sm:p-6">
        <h2 id="facts-edit" className="heading-3">
          {facts ? 'Correct the facts' : 'Enter the facts'}
        </h2>
        {translation && (
          <div className="mt-3">
            <TranslationSummary translation={translation} />
          </div>
        )}
        <ActionForm id={FORM} action={saveFactsAction} submitLabel={`Save as checked by ${admin.displayName}`} pendingLabel="Saving…" submitClassName="btn-primary" className="mt-5 space-y-6">
          <ArabicIntro page={localizedPath(`/visa/${page.slug}`, 'ar')} />
          <FactsFields slug={page.slug} facts={facts} translation={translation} />
        </ActionForm>
      </section>
    </div>
  );
}
