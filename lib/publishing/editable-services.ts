import type { z } from 'zod';
import type { EditableKind } from '@/lib/publishing/draft-repository';
import type { StaffRef } from '@/lib/store/fields';
import { blogService } from '../content/blog-service';
import type { ContentServiceDeps, ImageUpload } from '../content/content-service';
import { countryPageService } from '../country-pages/country-page-service';
import { visaService } from '../content/visa-service';

/** A published record as drafts and versions refer to it. */
export interface EditableRecord {
  _id: string;
  slug: string;
  title: string;
  version: number;
}

/** What the drafts, the scheduler and the version history need of a kind's content service. */
export interface EditableService {
  kind: EditableKind;
  /** What the record is called in messages and the audit log ('visa', 'blog post', 'country page'). */
  label: string;
  /** The fields a draft and a version keep, in the order the comparison lists them. */
  definition: z.ZodObject;
  /** Names for the comparison where a field's own name says little (else it is spelt out: "metaTitle" → "Meta title"). */
  fieldLabels?: Readonly<Record<string, string>>;
  /** By record id or by slug. */
  find(deps: ContentServiceDeps, key: string): Promise<EditableRecord | null>;
  findOrThrow(deps: ContentServiceDeps, key: string): Promise<EditableRecord>;
  /** Validates and sanitises a form's fields for a draft; `current` is the record or draft it changes, null for a new one. */
  prepare(deps: ContentServiceDeps, input: unknown, image: ImageUpload | null, current: object | null): Promise<Record<string, unknown>>;
  /** Publishes a draft's fields: creates the record (recordId null) or replaces the stored one's fields. */
  publishFields(deps: ContentServiceDeps, recordId: string | null, fields: never, by: StaffRef): Promise<EditableRecord>;
}

/** The content service of each kind that keeps drafts and revisions. */
export const editableServices: Record<EditableKind, EditableService> = { visa: visaService, blog: blogService, country: countryPageService };

export function serviceOf(kind: EditableKind): EditableService {
  return editableServices[kind];
}
