import { TRANSLATION_STATE_LABELS, type TranslationState } from '@/lib/i18n/translatable';

const TONES: Record<TranslationState, string> = {
  missing: 'bg-navy-900/5 text-navy-800 ring-navy-900/15',
  partial: 'bg-sand-100 text-gold-700 ring-gold-500/40',
  outdated: 'bg-coral-500/10 text-coral-700 ring-coral-500/40',
  current: 'bg-green-600/10 text-green-800 ring-green-600/30',
};

/**
 * Where a record's Arabic stands (lib/i18n/translatable.ts, `translationStatus`): Not translated,
 * Partly translated, Older than the English, Translated. "Arabic" is part of its name, so a
 * badge beside a title says what it is about.
 */
export function TranslationBadge({ state, className = '' }: { state: TranslationState; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[state]} ${className}`} data-translation-state={state}>
      <span className="font-medium">
        Arabic<span className="sr-only">:</span>
      </span>
      {TRANSLATION_STATE_LABELS[state]}
    </span>
  );
}
