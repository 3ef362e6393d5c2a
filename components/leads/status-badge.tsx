import type { DeliveryStatus } from '@/lib/leads/submission-repository';

const styles: Record<DeliveryStatus, string> = {
  delivered: 'bg-green-600/10 text-green-600 ring-green-600/30',
  pending: 'bg-sand-100 text-gold-700 ring-gold-500/40',
  failed: 'bg-coral-500/10 text-coral-500 ring-coral-500/40',
  skipped: 'bg-mist-100 text-muted ring-navy-900/15',
};

/** A delivery status as a coloured pill, with its channel when given. */
export function StatusBadge({ status, label }: { status: DeliveryStatus; label?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${styles[status]}`}>
      {label ? <span className="font-medium text-ink/70">{label}</span> : null}
      {status}
    </span>
  );
}
