import type { Page } from '@playwright/test';

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
      response.status() >= 400 && new URL(response.url()).origin === new URL(page.url() || response.url()).origin) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  return problems;
}
