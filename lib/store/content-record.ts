import type { z } from 'zod';
import { pickFields } from '@/lib/validation/content-shape';

/**
 * How both adapters shape what they store and read, from the content type's definition: only the
 * definition's fields are written, and a stored record lacking one (a field added later) reads it
 * as empty, so the two stores answer the same record for the same writes.
 */
export function storedFields<Fields>(definition: z.ZodObject, source: object): Fields {
  return pickFields(definition, source) as Fields;
}

/** The fields a patch changes: the definition's, where a value was given. */
export function patchedFields(definition: z.ZodObject, patch: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).filter(([name, value]) => value !== undefined && name in definition.shape));
}
