import type { ReactNode } from 'react';
import type { FieldTranslation } from '@/lib/i18n/translatable';

/**
 * The admin is in English; the records it edits have their words in Arabic beside the English
 * (`{field}Ar`, lib/i18n/translatable.ts). Each translated field shows as a pair: the English and
 * its Arabic next to each other where the form is wide enough, the Arabic under its English
 * where it is not (a phone). Only the Arabic control is right to left; its label stays English.
 * No hooks here: server and client components both use these.
 */

/** What an Arabic input carries: read and written right to left, as Arabic. */
export const ARABIC_INPUT = { dir: 'rtl', lang: 'ar' } as const;

/** "Title" → "Title (Arabic)": the Arabic input's label, distinct from its English one. */
export const arabicLabel = (label: string) => `${label} (Arabic)`;

/**
 * Two cells: the English and its Arabic. Side by side once the space it is given is 42rem wide
 * (a container query, so a narrow column of a wide screen stacks too), one under the other below.
 */
export function BilingualPair({ english, arabic }: { english: ReactNode; arabic?: ReactNode }) {
  return (
    <div className="@container">
      <div className="grid gap-4 @2xl:grid-cols-2 @2xl:gap-x-5">
        <div className="min-w-0">{english}</div>
        {/* A field with no Arabic (a link, a time) still keeps to the English column. */}
        {arabic !== undefined && <div className="min-w-0">{arabic}</div>}
      </div>
    </div>
  );
}

/** At the top of a form with Arabic: where it goes and what an empty field does. */
export function ArabicIntro({ page }: { page: string }) {
  return (
    <p className="rounded-xl border border-navy-900/10 bg-white px-4 py-3 text-sm text-muted">
      <strong className="font-semibold text-navy-900">Arabic beside the English.</strong> Each field’s Arabic sits next to its English (under it on a phone). The
      Arabic page, {page}, shows it; a field left empty shows its English there.
    </p>
  );
}

/**
 * The note under an Arabic field whose English changed since it was translated (or over a group
 * of Arabic inputs that are one field together: the essentials, a list's rows). The English as it
 * is now is the field beside it (above it, on a phone).
 */
export function OutdatedNote({ group = false }: { group?: boolean }) {
  return (
    <span className="block rounded-lg bg-coral-500/10 px-2.5 py-1.5 text-coral-700">
      <strong className="font-semibold">{group ? 'English changed since the Arabic below was translated.' : 'English changed since this was translated.'}</strong>{' '}
      <span className="text-navy-900">Edit the Arabic to mark it current; saved unchanged, it stays marked older.</span>
    </span>
  );
}

/** The Arabic field's hint: the note when its English moved on, else the hint given. */
export const arabicHint = (state: FieldTranslation, hint?: ReactNode) => (state === 'outdated' ? <OutdatedNote /> : hint);

