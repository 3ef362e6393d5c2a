import { randomUUID } from 'node:crypto';
import type { BlogFields, VisaFields } from '@/lib/content/content-definition';
import type { TranslationOptional } from '@/lib/i18n/translatable';
import type { Delivery, NewSubmission } from '@/lib/leads/submission-repository';

/** A unique slug per call, so tests never collide with each other or with seed data. */
export const uniqueSlug = (prefix = 'test') => `${prefix}-${randomUUID().slice(0, 8)}`;

export function visaFields(overrides: Partial<VisaFields> = {}): TranslationOptional<VisaFields> {
  return {
    country: 'Norway',
    title: 'Norway visit visa from Dubai',
    slug: uniqueSlug('norway'),
    description: '<p>Short-stay Schengen visa for Norway.</p>',
    metaTitle: 'Norway visa from Dubai',
    metaKeywords: 'norway visa, schengen',
    metaDescription: 'Apply for a Norway visit visa from Dubai with document checks and appointment booking.',
    // An image the site has: a record that reaches a public page must not make it ask for a missing one.
    imageAlt: 'Illustration of Dutch windmills beside colourful fields of tulips',
    imageURL: '/images/visas/netherlands-visa-from-dubai.webp',
    about: 'Norway is part of the Schengen area.',
    questions: [{ question: 'Who needs it?', answer: '<p>Most UAE residents.</p>' }],
    faqs: [{ question: 'How long can I stay?', answer: 'Up to 90 days in any 180.' }],
    authorId: '',
    ...overrides,
  };
}

export function blogFields(overrides: Partial<BlogFields> = {}): TranslationOptional<BlogFields> {
  return {
    title: 'Packing your visa documents',
    slug: uniqueSlug('post'),
    description: '<h2>Start early</h2><p>Gather documents three weeks ahead.</p>',
    metaTitle: 'Packing your visa documents',
    metaDescription: 'How to gather visa documents in time.',
    imageAlt: 'Illustration of a folder of documents',
    imageURL: '/images/blogs/documents.webp',
    faqs: [{ question: 'When should I start?', answer: 'Three weeks before your appointment.' }],
    authorId: '',
    ...overrides,
  };
}

export const pendingDelivery = (nextAttemptAt: string | null = new Date().toISOString()): Delivery => ({
  status: 'pending',
  attempts: 0,
  lastError: null,
  deliveredAt: null,
  nextAttemptAt,
  history: [],
});

export function newSubmission(overrides: Partial<NewSubmission> = {}): NewSubmission {
  return {
    kind: 'consultation',
    fields: { user_name: 'Aisha Khan', user_mobile: '501234567', user_cnty: 'France' },
    idempotencyKey: randomUUID(),
    deliveries: { crm: pendingDelivery(), email: pendingDelivery() },
    ...overrides,
  };
}
