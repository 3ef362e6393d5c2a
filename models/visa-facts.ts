import mongoose, { Schema } from 'mongoose';

/**
 * A visa page's facts (lib/store/types.ts, VisaFacts). The facts themselves are validated by their
 * zod definition (lib/validation/visa-facts.ts) before they get here and are kept as one object;
 * the slug and the check are fields of their own for the unique index and the re-check queue.
 */
const visaFactsSchema = new Schema(
  {
    _id: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    facts: { type: Schema.Types.Mixed, required: true },
    checkedBy: { type: new Schema({ id: { type: String, default: null }, name: { type: String, required: true } }, { _id: false }), required: true },
    checkedAt: { type: Date, required: true, index: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, strict: 'throw', minimize: false },
);

export const VisaFactsModel = mongoose.models.VisaFacts ?? mongoose.model('VisaFacts', visaFactsSchema, 'visa_facts');
