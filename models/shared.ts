import { Schema } from 'mongoose';

/** Question/answer rows of visas and blog posts. */
export const questionAnswerSchema = new Schema(
  { question: { type: String, required: true }, answer: { type: String, required: true } },
  { _id: false },
);

/** Options every content collection shares: real timestamps, our own `version` counter. */
export const contentSchemaOptions = { timestamps: true, versionKey: false, strict: 'throw' } as const;
