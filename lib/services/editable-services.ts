import type { EditableKind } from '@/lib/store/types';
import { blogService } from './blog-service';
import { visaService } from './visa-service';

/** The content service of each kind that keeps drafts and revisions. */
export const editableServices = { visa: visaService, blog: blogService } as const satisfies Record<EditableKind, unknown>;

export type EditableService = (typeof editableServices)[EditableKind];

export function serviceOf(kind: EditableKind): EditableService {
  return editableServices[kind];
}
