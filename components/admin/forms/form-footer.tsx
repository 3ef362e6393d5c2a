import Link from 'next/link';
import { SubmitButton } from './submit-button';

interface FormFooterProps {
  formError: string | null;
  busy: boolean;
  submitLabel: string;
  cancelHref: string;
  /** "Save as draft" beside the submit button, for content that keeps drafts. */
  onSaveDraft?: () => void;
}

/** The end of an admin form: the form-level error (kept until the next try), cancel, save as draft and submit. */
export function FormFooter({ formError, busy, submitLabel, cancelHref, onSaveDraft }: FormFooterProps) {
  return (
    <div className="space-y-4">
      {formError && (
        <p role="alert" className="rounded-xl border border-coral-500/40 bg-coral-500/5 px-4 py-3 text-sm font-medium text-coral-700">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href={cancelHref} className="btn-outline">
          Cancel
        </Link>
        {onSaveDraft && (
          <button type="button" className="btn-outline" onClick={onSaveDraft} disabled={busy}>
            Save as draft
          </button>
        )}
        <SubmitButton busy={busy} label={submitLabel} />
      </div>
    </div>
  );
}
