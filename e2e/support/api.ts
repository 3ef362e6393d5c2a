import { randomBytes, randomUUID } from 'node:crypto';
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { e2eAdmin } from './server-env';

/** Helpers for the /api/1.0 specs: they drive the running server over HTTP, as a client would. */

export const API = '/api/1.0';

/** API calls do not depend on the viewport: run the API specs once, in the desktop project. */
export function runOnDesktopOnly(): void {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'API calls do not depend on the viewport');
  });
}

export interface Answer<Data = unknown> {
  statusCode: number;
  message: string;
  data: Data;
}

/**
 * Checks the HTTP status and the `{ statusCode, message, data }` envelope (exactly those keys,
 * statusCode equal to the status) and returns the body.
 */
export async function expectAnswer<Data = unknown>(response: APIResponse, status: number, message?: string | RegExp): Promise<Answer<Data>> {
  const text = await response.text();
  expect(response.status(), `${response.url()} answered ${text.slice(0, 300)}`).toBe(status);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = JSON.parse(text) as Answer<Data>;
  expect(Object.keys(body).sort()).toEqual(['data', 'message', 'statusCode']);
  expect(body.statusCode).toBe(status);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

/** Signs the context in (as the e2e admin unless told otherwise): its cookie jar keeps the session for later calls. */
export async function logInAsAdmin(request: APIRequestContext, credentials: { email: string; password: string } = e2eAdmin): Promise<void> {
  const response = await request.post(`${API}/auth/login`, { data: { email: credentials.email, password: credentials.password } });
  await expectAnswer(response, 200);
}

/** A fresh address per call, for login tests that must not lock out the IP other tests use. */
export const uniqueIp = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]! % 250 + 1}`;

export const uniqueSuffix = () => randomUUID().slice(0, 8);

export const CROSS_ORIGIN = { origin: 'https://evil.test' };

/** A small real PNG, as a browser would upload it. */
export async function pngFile(background = '#1d6fb8') {
  const buffer = await sharp({ create: { width: 64, height: 40, channels: 3, background } }).png().toBuffer();
  return { name: 'photo.png', mimeType: 'image/png', buffer };
}

/** Keys of every stored visa and blog record the API answers. */
/** Each English field staff translate, named with `Ar` added (docs/api.md, "Arabic fields"), and the fingerprints. */
const withArabicKeys = (keys: string[], translated: string[]) => [...keys, ...translated.map((field) => `${field}Ar`), 'translatedFrom'].sort();

export const VISA_KEYS = withArabicKeys(
  ['_id', 'about', 'authorId', 'country', 'createdAt', 'description', 'facts', 'faqs', 'imageAlt', 'imageURL', 'metaDescription', 'metaKeywords', 'metaTitle', 'questions', 'slug', 'title', 'updatedAt', 'version'],
  ['about', 'country', 'description', 'faqs', 'imageAlt', 'metaDescription', 'metaKeywords', 'metaTitle', 'questions', 'title'],
);
export const BLOG_KEYS = withArabicKeys(
  ['_id', 'authorId', 'createdAt', 'description', 'faqs', 'imageAlt', 'imageURL', 'metaDescription', 'metaTitle', 'slug', 'title', 'updatedAt', 'version'],
  ['description', 'faqs', 'imageAlt', 'metaDescription', 'metaTitle', 'title'],
);

/** A create-testimonial form as the old admin sent it: text fields, JSON text, the file. */
export async function visaForm(overrides: Record<string, string> = {}) {
  const suffix = uniqueSuffix();
  return {
    country: 'Chile',
    title: `Chile visa from Dubai ${suffix}`,
    slug: `chile-visa-${suffix}`,
    description: '<p>Visit Chile <strong>from Dubai</strong>.</p><script>alert(1)</script>',
    metaTitle: 'Chile visa from Dubai',
    metaKeywords: 'chile visa, dubai',
    metaDescription: 'Apply for a Chile visit visa from Dubai.',
    imageAlt: 'Illustration of the Andes',
    about: 'Chile stretches along the Pacific.',
    questions: JSON.stringify([{ question: 'Who needs a visa?', answer: '<p>Most UAE residents.</p>' }]),
    faqs: JSON.stringify([{ question: 'How long can I stay?', answer: 'Up to 90 days.' }]),
    file: await pngFile(),
    ...overrides,
  };
}

/** A create-blog form as the old admin sent it. */
export async function blogForm(overrides: Record<string, string> = {}) {
  const suffix = uniqueSuffix();
  return {
    title: `Packing for Chile ${suffix}`,
    slug: `packing-for-chile-${suffix}`,
    metaTitle: 'Packing for Chile',
    imageAlt: 'Illustration of a suitcase',
    metaDescription: 'What to pack for a trip to Chile.',
    description: '<h2>Start early</h2><p>Pack light.</p><img src=x onerror=alert(1)>',
    faqs: JSON.stringify([{ question: 'Do I need a plug adapter?', answer: 'Yes, type C or L.' }]),
    file: await pngFile('#e0a526'),
    ...overrides,
  };
}
