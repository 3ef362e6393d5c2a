import Link from 'next/link';
import { SubmitButton } from './submit-button';

interface FormFooterProps {
  formError: string | null;
  busy: boolean;
  submitLabel: string;
  cancelHref: string;
  /** "Save as draft" beside the submit button, for content that keeps drafts. */
  onSaveDraft?: () => void;
  /** A page to look at what is saved (a draft's preview, or the published page), opened in a new tab. */
  preview?: { href: string; label: string };
}

/** Compact on phones, so the four actions share one or two lines of the sticky panel. */
const compact = 'px-4 sm:px-6';

/**
 * The actions of an admin editor: the form-level error (kept until the next try), cancel,
 * preview, save as draft and submit. The panel sticks to the bottom of the screen, so publishing
 * never means scrolling past a long form; at the form's end it sits in place.
 */
export function FormFooter({ formError, busy, submitLabel, cancelHref, onSaveDraft, preview }: FormFooterProps) {
  return (
    <div
      role="region"
      aria-label="Publish"
      className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-navy-900/10 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_-16px_rgb(15_23_42/0.35)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
    >
      {formError && (
        <p role="alert" className="rounded-xl border border-coral-500/40 bg-coral-500/5 px-4 py-3 text-sm font-medium text-coral-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2 sm:gap-3">
        <Link href={cancelHref} className={`btn-outline ${compact} mr-auto`}>
          Cancel
        </Link>
        {preview && (
          <Link href={preview.href} target="_blank" className={`btn-outline ${compact}`}>
            {preview.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
        )}
        {onSaveDraft && (
          <button type="button" className={`btn-outline ${compact}`} onClick={onSaveDraft} disabled={busy}>
            Save as draft
          </button>
        )}
        <SubmitButton busy={busy} label={submitLabel} />
      </div>
    </div>
  );
}
