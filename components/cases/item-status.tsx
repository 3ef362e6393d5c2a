import { ITEM_STATUS_LABELS, type ItemStatus } from '@/lib/cases/constants';

const TONES: Record<ItemStatus, string> = {
  waiting: 'bg-sand-100 text-gold-700 ring-gold-600/30',
  received: 'bg-sky-100 text-navy-900 ring-navy-900/15',
  accepted: 'bg-green-600/10 text-green-600 ring-green-600/30',
  resend: 'bg-coral-50 text-coral-700 ring-coral-500/30',
};

/** A checklist item's state, in words and colour (the words carry it: the colour only helps). */
export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  return <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}>{ITEM_STATUS_LABELS[status]}</span>;
}
