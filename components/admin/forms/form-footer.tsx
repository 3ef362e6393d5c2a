import Link from 'next/link';
import { SubmitButton } from './submit-button';

interface FormFooterProps {
  formError: string | null;
  busy: boolean;
  submitLabel: string;
  cancelHref: string;
  /** "Save as draft" beside the submit button, for content that keeps drafts. */
  onSaveDraft?: () => void;
  /**
   * A page to look at what is saved (a draft's preview, or the published page), opened in a new
   * tab; with `arabicHref`, the same page in Arabic beside it ("Preview in Arabic").
   */
  preview?: { href: string; label: string; arabicHref?: string };
}

/**
 * On phones the actions sit two by two, the saving ones first (the panel stays two lines high);
 * from `sm` up they share one line, Cancel on its own at the start.
 */
const compact = 'px-4 sm:order-none sm:px-6';

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
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center sm:justify-end sm:gap-3">
        <Link href={cancelHref} className={`btn-outline order-3 ${compact} sm:me-auto`}>
          Cancel
        </Link>
        {preview && (
          // On a phone both previews share one cell of the two-by-two panel: "Preview" and "Arabic".
          <div className="order-4 flex gap-2 sm:contents">
            <Link href={preview.href} target="_blank" className={`btn-outline min-w-0 flex-1 sm:flex-none ${compact}`}>
              {preview.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
            {preview.arabicHref && (
              <Link href={preview.arabicHref} target="_blank" className={`btn-outline min-w-0 flex-1 sm:flex-none ${compact}`}>
                <span aria-hidden="true" className="sm:hidden">
                  Arabic
                </span>
                <span className="sr-only sm:not-sr-only">{preview.label} in Arabic</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </Link>
            )}
          </div>
        )}
        {onSaveDraft && (
          <button type="button" className={`btn-outline order-1 ${compact}`} onClick={onSaveDraft} disabled={busy}>
            Save as draft
          </button>
        )}
        <SubmitButton busy={busy} label={submitLabel} className="order-2 sm:order-none" />
      </div>
    </div>
  );
}
