import type { RecordTranslation } from '@/lib/admin/translation-state';
import { TranslationBadge } from './translation-badge';

/** "3 of 10 fields translated, 1 older than the English": what the badge stands for. */
export function translationCounts({ toTranslate, current, outdated }: { toTranslate: number; current: number; outdated: number }): string {
  if (toTranslate === 0) return 'Nothing to translate.';
  const done = `${current} of ${toTranslate} field${toTranslate === 1 ? '' : 's'} translated`;
  return `${done}${outdated ? `, ${outdated} older than the English` : ''}.`;
}

/**
 * Above an editor: where the record's Arabic stands as it was opened, and how to bring a field
 * that is older than the English up to date.
 */
export function TranslationSummary({ translation }: { translation: RecordTranslation }) {
  return (
    <p className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-muted">
      <TranslationBadge state={translation.state} />
      <span>{translationCounts({ ...translation, outdated: Object.values(translation.fields).filter((state) => state === 'outdated').length })}</span>
    </p>
  );
}
