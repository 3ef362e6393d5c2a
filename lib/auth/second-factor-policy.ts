import type { Store } from '@/lib/store/store';

/** The owner's switch that makes every account enrol a second factor before it can work. */
export const REQUIRE_SECOND_FACTOR = 'require-second-factor';

export async function isSecondFactorRequired(store: Store): Promise<boolean> {
  return (await store.settings.get(REQUIRE_SECOND_FACTOR)) === 'on';
}

/** How long the second-factor step of a sign-in stays open after the right password. */
export const SECOND_FACTOR_WINDOW_MS = 5 * 60_000;
