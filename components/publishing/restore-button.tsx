'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { restoreRevision } from '@/lib/publishing/actions';

/** "Restore as draft": the version becomes the record's draft, opened for a look before publishing. */
export function RestoreButton({ revisionId, number }: { revisionId: string; number: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const restore = async () => {
    setBusy(true);
    setError(null);
    const result = await restoreRevision(revisionId).catch(() => ({ ok: false as const, message: 'The server could not be reached. Try again.' }));
    if (result.ok) {
      toast.success(result.message ?? `Version ${number} restored as a draft`);
      router.push(result.next ?? '/admin');
      return;
    }
    setBusy(false);
    setError(result.message);
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button type="button" className="btn-outline min-h-10 px-4" onClick={restore} disabled={busy} aria-busy={busy} aria-label={`Restore version ${number} as a draft`}>
        {busy ? 'Restoring…' : 'Restore as draft'}
      </button>
      <span role="status" className="text-xs font-medium text-coral-700">
        {error}
      </span>
    </span>
  );
}
