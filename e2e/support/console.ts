import type { Page, Response } from '@playwright/test';
import { seedBlogs } from '../../content/seed/blogs';
import { seedVisas } from '../../content/seed/visas';

const SEEDED_RECORD_PATHS = new Set([...seedVisas.map((visa) => `/visa/${visa.slug}`), ...seedBlogs.map((blog) => `/blogs/${blog.slug}`)]);

/**
 * Other suites create and delete visas and posts in the shared store while this one runs, so a
 * list page may link a record that is gone by the time the router prefetches it. That 404 says
 * nothing about the page under test; a seeded record, which nothing deletes, still counts.
 */
function isPrefetchOfAnotherSuitesRecord(response: Response): boolean {
  const url = new URL(response.url());
  return response.status() === 404 && url.searchParams.has('_rsc') && /^\/(visa|blogs)\/[^/]+$/.test(url.pathname) && !SEEDED_RECORD_PATHS.has(url.pathname);
}

/**
 * Collects console errors, uncaught exceptions and failed same-origin requests of a page, for
 * "no console errors" checks; failed requests are listed with their URL so a failure says which.
 */
export function watchConsole(page: Page, { failedRequests = true } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (
      failedRequests &&
      response.status() >= 400 &&
      new URL(response.url()).origin === new URL(page.url() || response.url()).origin &&
      !isPrefetchOfAnotherSuitesRecord(response)
    ) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  return problems;
}
