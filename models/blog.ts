import mongoose from 'mongoose';
import { blogDefinition } from '@/lib/validation/content';
import { contentSchema } from './shared';

export const BlogModel = mongoose.models.Blog ?? mongoose.model('Blog', contentSchema(blogDefinition), 'blogs');
