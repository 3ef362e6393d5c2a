import { createBlog } from '@/lib/content/add-blog-actions';
import { createVisa } from '@/lib/content/add-visa-actions';
import { updateCountryPage } from '@/lib/country-pages/actions';
import { publishDraftById, saveDraftById, saveNewDraft, saveRecordDraft } from '@/lib/publishing/actions';
import { updateBlog } from '@/lib/content/blog-actions';
import { updateVisa } from '@/lib/content/visa-actions';
import type { ActionResult } from '@/lib/admin/action-result';
import type { EditableKind } from '@/lib/publishing/draft-repository';
import { previewHref } from '@/lib/publishing/draft-paths';
import { localizedPath } from '@/lib/i18n/paths';
import type { EditableWords } from './content-kinds';

/**
 * What a content form edits: a new record, a published record (by its slug), or a draft (by its
 * id). Each has its publish action and its save-as-draft action. Country pages are a fixed set:
 * there is no new one.
 */
export type ContentTarget = { type: 'new' } | { type: 'record'; slug: string } | { type: 'draft'; id: string };

type Send = (formData: FormData) => Promise<ActionResult>;

const publishNew: Record<Exclude<EditableKind, 'country'>, Send> = { visa: createVisa, blog: createBlog };
const publishRecord: Record<EditableKind, (slug: string, formData: FormData) => Promise<ActionResult>> = { visa: updateVisa, blog: updateBlog, country: updateCountryPage };

export function sendersFor(kind: EditableKind, target: ContentTarget): { publish: Send; saveDraft: Send } {
  switch (target.type) {
    case 'new':
      if (kind === 'country') throw new Error('Country pages are a fixed set: there is no new one to publish.');
      return { publish: publishNew[kind], saveDraft: (formData) => saveNewDraft(kind, formData) };
    case 'record':
      return { publish: (formData) => publishRecord[kind](target.slug, formData), saveDraft: (formData) => saveRecordDraft(kind, target.slug, formData) };
    case 'draft':
      return { publish: (formData) => publishDraftById(target.id, formData), saveDraft: (formData) => saveDraftById(target.id, formData) };
  }
}

/**
 * What the editor's "Preview" opens: a draft's preview, or the published page as visitors see
 * it, each in English and in Arabic (`/ar/…`); a record not saved yet has nothing to show.
 */
export function previewFor(words: EditableWords, target: ContentTarget): { href: string; label: string; arabicHref: string } | undefined {
  switch (target.type) {
    case 'new':
      return undefined;
    case 'record': {
      const path = words.publicPath(target.slug);
      return { href: path, label: 'View page', arabicHref: localizedPath(path, 'ar') };
    }
    case 'draft': {
      const path = previewHref(target.id);
      return { href: path, label: 'Preview', arabicHref: localizedPath(path, 'ar') };
    }
  }
}
