import { expect, type Page } from '@playwright/test';
import { e2eStore } from './admin';

/**
 * The footer's visa links follow the spec: the first ten of the old oldest-first list, so a new
 * visa is listed there while it is among the ten oldest stored visas. This reads, from the store,
 * whether a slug should be in the footer now.
 */
export async function footerShouldList(slug: string): Promise<boolean> {
  const visas = await (await e2eStore()).visas.list(); // newest first
  return visas.toReversed().slice(0, 10).some((visa) => visa.slug === slug);
}

/** Whether the footer of the page open in `page` links to /visa/{slug}. */
export async function footerLists(page: Page, slug: string): Promise<boolean> {
  return (await page.getByRole('navigation', { name: 'Visas' }).locator(`a[href="/visa/${slug}"]`).count()) > 0;
}

/**
 * Opens /visa as a visitor and checks the footer against the rule (retrying, since other tests
 * add and remove visas meanwhile). Returns whether the footer lists the slug.
 */
export async function expectFooterFollowsRule(page: Page, slug: string): Promise<boolean> {
  let listed = false;
  await expect
    .poll(async () => {
      await page.goto('/visa');
      listed = await footerLists(page, slug);
      return listed === (await footerShouldList(slug));
    })
    .toBe(true);
  return listed;
}
