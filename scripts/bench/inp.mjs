// INP of the consultation form in Debian's Chromium with its CPU slowed 4×: opening the form
// from a visa page's consultation button, typing a phone number, and submitting. Each
// interaction's latency comes from the page's own PerformanceObserver ('event' entries of 16 ms
// and more, grouped by interactionId). Elements are found by role, accessible name and the
// spec's field labels, so the form may load its code whenever it likes.
import { chromium } from '@playwright/test';

export const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
const PHONE = '501234567';
/** The thank-you that replaces the form once the submission is stored (components/leads/thank-you.tsx). */
const THANK_YOU = /We have your request/;
const ANSWER_TIMEOUT_MS = 15_000;

/** Collects 'event' entries with an interactionId into window.__interactions. */
function observe() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The entries recorded since the last call, as { inpMs, events } (inpMs null: none reached 16 ms). */
async function takeInteraction(page) {
  await page.waitForTimeout(500); // the observer reports after the next frame
  const entries = await page.evaluate(() => window.__interactions.splice(0));
  const byId = new Map();
  for (const entry of entries) byId.set(entry.id, Math.max(byId.get(entry.id) ?? 0, entry.duration));
  return {
    inpMs: byId.size ? Math.max(...byId.values()) : null,
    events: [...new Set(entries.map((entry) => `${entry.name} ${Math.round(entry.duration)} ms`))],
  };
}

/**
 * What the form answered to the submission: its thank-you, or the error it showed (thrown, so a
 * submit that never reaches the store cannot pass as a fast interaction).
 */
async function formAnswer(dialog) {
  const thanks = dialog.getByText(THANK_YOU);
  try {
    await thanks.waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS });
    return (await thanks.innerText()).trim();
  } catch {
    const alerts = (await dialog.getByRole('alert').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    throw new Error(`the consultation form showed no thank-you within ${ANSWER_TIMEOUT_MS / 1000} s after submitting${alerts.length ? ` (it says: ${alerts.join(' / ')})` : ''}`);
  }
}

export async function measureInp({ chromePath, url, path }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observe);
    await page.goto(url, { waitUntil: 'load' });
    // The mobile bar's button shows once the visitor has scrolled past the top.
    await page.mouse.wheel(0, 900);
    const open = page.getByRole('button', { name: 'start application' });
    await open.waitFor({ state: 'visible', timeout: 15_000 });
    await takeInteraction(page); // whatever the scroll caused
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'get free visa consultation' });
    const mobile = dialog.getByLabel('Mobile number');
    await mobile.waitFor({ state: 'visible', timeout: 15_000 });
    const opening = await takeInteraction(page);

    await dialog.getByLabel('Your name').fill('Bench Visitor');
    await dialog.getByLabel('Where do you want to travel?').selectOption('France');
    await mobile.focus();
    await takeInteraction(page);
    await page.keyboard.type(PHONE, { delay: 80 });
    const typing = await takeInteraction(page);

    const typed = (await mobile.inputValue()).replace(/\D/g, '');
    if (!typed.endsWith(PHONE)) throw new Error(`the mobile number field holds "${typed}" after typing ${PHONE}`);

    await dialog.getByRole('button', { name: 'Get free consultation' }).click();
    const submitting = await takeInteraction(page);
    const answer = await formAnswer(dialog);
    return {
      path,
      viewport: `${VIEWPORT.width}×${VIEWPORT.height}`,
      cpuSlowdown: CPU_SLOWDOWN,
      answer,
      interactions: [
        { key: 'open', label: 'Open the consultation form', ...opening },
        { key: 'type', label: `Type a phone number (${PHONE.length} keys, the slowest)`, ...typing },
        { key: 'submit', label: 'Submit', ...submitting },
      ],
    };
  } finally {
    await browser.close();
  }
}
