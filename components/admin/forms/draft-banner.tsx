'use client';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Offers the unsaved draft this browser kept for the form. */
export function DraftBanner({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl border border-gold-500/50 bg-sand-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-navy-900">
        <strong className="font-semibold">You have unsaved changes</strong> from {timeFormat.format(new Date(savedAt))} in this browser. The image
        is not kept: choose it again after restoring.
      </p>
      <div className="flex shrink-0 gap-2">
        <button type="button" className="btn-secondary min-h-10 px-4" onClick={onRestore}>
          Restore
        </button>
        <button type="button" className="btn-outline min-h-10 px-4" onClick={onDiscard}>
          Discard
        </button>
      </div>
    </div>
  );
}
