/** The form's submit button: 'Submitting...' and disabled while the form is being sent. */
export function SubmitButton({ busy, label, className = '' }: { busy: boolean; label: string; className?: string }) {
  return (
    <button type="submit" className={`btn-primary px-4 sm:min-w-40 sm:px-6 ${className}`} disabled={busy} aria-busy={busy}>
      {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-navy-950/30 border-t-navy-950" />}
      {busy ? 'Submitting...' : label}
    </button>
  );
}
