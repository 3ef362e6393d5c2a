import Link from 'next/link';
import { SubmitButton } from './submit-button';

/** The end of an admin form: the form-level error (kept until the next try), cancel and submit. */
export function FormFooter({ formError, busy, submitLabel, cancelHref }: { formError: string | null; busy: boolean; submitLabel: string; cancelHref: string }) {
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
        <SubmitButton busy={busy} label={submitLabel} />
      </div>
    </div>
  );
}
