import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { contentSchemaOptions, questionAnswerSchema } from './shared';

const blogSchema = new Schema(
  {
    title: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    description: { type: String, default: '' },
    metaTitle: { type: String, default: '' },
    metaDescription: { type: String, default: '' },
    imageAlt: { type: String, default: '' },
    imageURL: { type: String, default: '' },
    faqs: { type: [questionAnswerSchema], default: [] },
    version: { type: Number, default: 1 },
  },
  contentSchemaOptions,
);
blogSchema.index({ createdAt: -1, _id: -1 });

export type BlogDocument = InferSchemaType<typeof blogSchema>;

export const BlogModel = mongoose.models.Blog ?? mongoose.model('Blog', blogSchema, 'blogs');
