/** What an admin page shows while the session is checked and its data loads. */
export function PageSkeleton({ label = 'Loading…', withTitle = true }: { label?: string; withTitle?: boolean }) {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-6">
      <span className="sr-only">{label}</span>
      {/* Off where the page's own header is already shown above the loading part. */}
      {withTitle && <div className="h-8 w-64 max-w-full rounded-lg bg-navy-900/10" />}
      <div className="card space-y-4 p-6">
        <div className="h-4 w-3/4 rounded bg-navy-900/10" />
        <div className="h-4 w-1/2 rounded bg-navy-900/10" />
        <div className="h-4 w-2/3 rounded bg-navy-900/10" />
      </div>
    </div>
  );
}
