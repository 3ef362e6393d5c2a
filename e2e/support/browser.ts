import { existsSync } from 'node:fs';

/**
 * The Chromium the e2e suite drives: CHROMIUM_PATH, else Debian's package. Playwright's own
 * browser download does not work on the team's machines, so there is no fallback to it.
 */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `No Chromium found at ${candidate}. Install Debian's package (apt-get update && apt-get install -y chromium) ` +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  return candidate;
}

/** Flags that keep a headless Chromium quiet on a machine without internet. */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  '--disable-gpu',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];
