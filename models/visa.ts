import mongoose from 'mongoose';
import { visaDefinition } from '@/lib/validation/content';
import { contentSchema } from './shared';

// Reuse the compiled model across hot reloads instead of compiling it twice.
export const VisaModel = mongoose.models.Visa ?? mongoose.model('Visa', contentSchema(visaDefinition), 'visas');
