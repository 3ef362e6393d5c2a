'use client';

import { SiteImage as Image } from '@/components/ui/site-image';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/lib/admin/action-result';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { contentKinds } from './content-kinds';
import { Icon } from '../admin/icons';
import { TranslationBadge } from '../admin/translation-badge';
import type { TranslationState } from '@/lib/i18n/translatable';

export interface ContentRow {
  _id: string;
  slug: string;
  title: string;
  imageURL: string;
  imageAlt: string;
  updatedAt: string;
  /** Where its Arabic stands. */
  translation: TranslationState;
}

interface ContentTableProps {
  kind: keyof typeof contentKinds;
  rows: ContentRow[];
  deleteAction: (slug: string) => Promise<ActionResult>;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dubai' });

/**
 * Visas or blog posts, newest first: image, title, edit and delete. Deleting asks first, then
 * removes the row here and refreshes the list from the server.
 */
export function ContentTable({ kind, rows, deleteAction }: ContentTableProps) {
  const words = contentKinds[kind];
  const router = useRouter();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<ContentRow | null>(null);
  const [busy, startDelete] = useTransition();
  const opener = useRef<HTMLButtonElement | null>(null);
  const visible = rows.filter((row) => !removed.has(row._id));

  function close() {
    setPending(null);
    opener.current?.focus();
  }

  function confirmDelete() {
    const row = pending;
    if (!row) return;
    startDelete(async () => {
      let result: ActionResult;
      try {
        result = await deleteAction(row.slug);
      } catch {
        result = { ok: false, status: 0, message: 'The server could not be reached.', fieldErrors: {} };
      }
      if (result.ok) {
        setRemoved((previous) => new Set(previous).add(row._id));
        setPending(null);
        toast.success(words.deleted, { description: row.title });
        router.refresh();
      } else {
        close();
        toast.error(words.deleteFailed, { description: result.message });
        router.refresh();
      }
    });
  }

  if (visible.length === 0) {
    return (
      <div className="card flex flex-col items-center gap-4 px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-mist-100 text-navy-700">
          <Icon name={kind === 'visa' ? 'passport' : 'document'} className="size-7" />
        </span>
        <p className="max-w-sm text-muted">
          <strong className="block font-display text-lg text-navy-900">{words.emptyTitle}</strong> {words.emptyText}
        </p>
        <Link href={words.addHref} className="btn-primary">
          <Icon name="plus" className="size-4" />
          {words.addLabel}
        </Link>
      </div>
    );
  }

  return (
    <>
      <div className="card">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{words.listTitle}, newest first</caption>
          <thead className="border-b border-navy-900/10 bg-mist-50 text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="w-20 px-3 py-3 sm:w-32 sm:px-5">
                Image
              </th>
              <th scope="col" className="px-3 py-3 sm:px-5">
                Title
              </th>
              <th scope="col" className="px-3 py-3 text-right sm:px-5">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-900/10">
            {visible.map((row) => (
              <tr key={row._id} className="align-middle hover:bg-mist-50/60">
                <td className="px-3 py-3 sm:px-5">
                  <div className="relative aspect-[3/2] w-16 overflow-hidden rounded-lg bg-sky-100 sm:w-24">
                    <Image src={row.imageURL} alt={row.imageAlt} fill sizes="96px" className="object-cover" />
                  </div>
                </td>
                <td className="px-3 py-3 sm:px-5">
                  <p className="font-semibold text-navy-900">{row.title}</p>
                  <p className="mt-0.5 text-xs break-words text-muted">
                    /{row.slug}
                    <span className="hidden sm:inline"> · updated {dateFormat.format(new Date(row.updatedAt))}</span>
                  </p>
                  <TranslationBadge state={row.translation} className="mt-1.5" />
                </td>
                <td className="px-3 py-3 sm:px-5">
                  <div className="flex flex-col items-end gap-1.5 sm:flex-row sm:justify-end sm:gap-2">
                    <a
                      href={words.publicPath(row.slug)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="hidden items-center gap-1.5 rounded-lg px-2.5 py-2 font-semibold text-navy-700 hover:bg-mist-100 md:inline-flex"
                    >
                      <Icon name="external" className="size-4" />
                      View<span className="sr-only"> {row.title} on the website</span>
                    </a>
                    <Link
                      href={words.editHref(row.slug)}
                      className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 font-semibold text-navy-700 hover:bg-mist-100"
                    >
                      <Icon name="edit" className="size-4" />
                      Edit<span className="sr-only"> {row.title}</span>
                    </Link>
                    <button
                      type="button"
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        setPending(row);
                      }}
                      className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 font-semibold text-coral-700 hover:bg-coral-500/10"
                    >
                      <Icon name="trash" className="size-4" />
                      Delete<span className="sr-only"> {row.title}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={`Delete ${words.noun}`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={close}
      >
        <p className="font-medium text-ink">{words.confirmDelete}</p>
        {pending && (
          <p className="mt-1">
            “{pending.title}” will be removed from the website at once. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
