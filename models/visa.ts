import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { contentSchemaOptions, questionAnswerSchema } from './shared';

const visaSchema = new Schema(
  {
    country: { type: String, required: true },
    title: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    description: { type: String, default: '' },
    metaTitle: { type: String, default: '' },
    metaKeywords: { type: String, default: '' },
    metaDescription: { type: String, default: '' },
    imageAlt: { type: String, default: '' },
    imageURL: { type: String, default: '' },
    about: { type: String, default: '' },
    questions: { type: [questionAnswerSchema], default: [] },
    faqs: { type: [questionAnswerSchema], default: [] },
    version: { type: Number, default: 1 },
  },
  contentSchemaOptions,
);
visaSchema.index({ createdAt: -1, _id: -1 });

export type VisaDocument = InferSchemaType<typeof visaSchema>;

// Reuse the compiled model across hot reloads instead of compiling it twice.
export const VisaModel = mongoose.models.Visa ?? mongoose.model('Visa', visaSchema, 'visas');
