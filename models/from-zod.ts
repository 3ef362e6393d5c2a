import { Schema, type SchemaDefinition } from 'mongoose';
import type { z } from 'zod';
import { fieldsOf } from '@/lib/validation/content-shape';

/**
 * The mongoose paths of a content definition. zod is the validator and mongoose only the storage
 * shape, so no path is `required`: a text the definition lets be empty (an answer that sanitises
 * to nothing, an empty `about`) must store, where `required` would refuse '' with a 500.
 */
export function mongoosePathsOf(definition: z.ZodObject): SchemaDefinition {
  return Object.fromEntries(
    fieldsOf(definition).map(([name, field]) => [
      name,
      field.kind === 'text'
        ? { type: String, default: '' }
        : { type: [new Schema(mongoosePathsOf(field.row), { _id: false })], default: [] },
    ]),
  );
}
