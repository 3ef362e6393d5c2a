import { Schema } from 'mongoose';
import type { z } from 'zod';
import { mongoosePathsOf } from './from-zod';

/** Options every content collection shares: real timestamps, our own `version` counter. */
const contentSchemaOptions = { timestamps: true, versionKey: false, strict: 'throw' } as const;

/**
 * A content collection's schema: the definition's fields (`lib/validation/content.ts`), the slug
 * as the unique key, and the optimistic-concurrency `version`. Newest first is the usual read.
 */
export function contentSchema(definition: z.ZodObject<{ slug: z.ZodType<string> }>): Schema {
  const schema = new Schema(
    {
      ...mongoosePathsOf(definition),
      slug: { type: String, required: true, unique: true },
      version: { type: Number, default: 1 },
    },
    contentSchemaOptions,
  );
  schema.index({ createdAt: -1, _id: -1 });
  return schema;
}
