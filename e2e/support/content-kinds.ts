import { seedBlogs } from '../../content/seed/blogs';
import { seedVisas } from '../../content/seed/visas';
import { API, BLOG_KEYS, blogForm, VISA_KEYS, visaForm } from './api';

/**
 * The two kinds of content behind /api/1.0, described once so that every contract test runs for
 * visas ("testimonials" in the old API) and blog posts alike.
 */
export interface ContentKind {
  name: string;
  /** Start of success messages: "Visa created successfully". */
  noun: string;
  /** Inside not-found messages: 'No visa with the id or slug "x".' */
  label: string;
  keys: string[];
  /** The first required field missing from a form that sends only a description and a file. */
  firstMissing: { field: string; message: string };
  /** Slugs of two seeded records, the newer first (the store lists newest first). */
  seeded: [newer: string, older: string];
  publicList: string;
  publicDetail: (key: string) => string;
  adminList: string;
  adminDetail: (key: string) => string;
  create: string;
  update: (key: string) => string;
  remove: (key: string) => string;
  listPage: string;
  page: (slug: string) => string;
  form: (overrides?: Record<string, string>) => ReturnType<typeof visaForm> | ReturnType<typeof blogForm>;
  /** The JSON-text fields of the create form. */
  jsonFields: string[];
}

export const visaKind: ContentKind = {
  name: 'visas',
  noun: 'Visa',
  label: 'visa',
  keys: VISA_KEYS,
  firstMissing: { field: 'country', message: 'country: Country is required' },
  seeded: [seedVisas[0]!.slug, seedVisas[1]!.slug],
  publicList: `${API}/user/testimonial/testimonials`,
  publicDetail: (key) => `${API}/user/testimonial/testimonial/${key}`,
  adminList: `${API}/admin/testimonial/testimonials`,
  adminDetail: (key) => `${API}/admin/testimonial/testimonial/${key}`,
  create: `${API}/admin/testimonial/create-testimonial`,
  update: (key) => `${API}/admin/testimonial/update-testimonial/${key}`,
  remove: (key) => `${API}/admin/testimonial/delete-testimonial/${key}`,
  listPage: '/visa',
  page: (slug) => `/visa/${slug}`,
  form: visaForm,
  jsonFields: ['questions', 'faqs'],
};

export const blogKind: ContentKind = {
  name: 'blog posts',
  noun: 'Blog',
  label: 'blog post',
  keys: BLOG_KEYS,
  firstMissing: { field: 'title', message: 'title: Title is required' },
  seeded: [seedBlogs[0]!.slug, seedBlogs[1]!.slug],
  publicList: `${API}/user/blog/blogs`,
  publicDetail: (key) => `${API}/user/blog/blog/${key}`,
  adminList: `${API}/admin/blog/blogs`,
  adminDetail: (key) => `${API}/admin/blog/blog/${key}`,
  create: `${API}/admin/blog/create-blog`,
  update: (key) => `${API}/admin/blog/update-blog/${key}`,
  remove: (key) => `${API}/admin/blog/delete-blog/${key}`,
  listPage: '/blogs',
  page: (slug) => `/blogs/${slug}`,
  form: blogForm,
  jsonFields: ['faqs'],
};

export const contentKinds = [visaKind, blogKind];
