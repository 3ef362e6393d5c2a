import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { MIN_FILL_MS, type FormRequestBody } from '../lib/leads/form-contract';
import { ERROR_MESSAGES, MIN_TIME_MESSAGE, SUCCESS_MESSAGES } from '../lib/leads/form-messages';
import { seedVisas } from '../content/seed/visas';
import type { SubmissionKind } from '../lib/leads/submission-repository';
import { watchConsole } from './support/console';
import { isMobile, scrollWindowTo, useCountriesEndpoint, waitForHydration } from './support/public';
import { CONTACT_NOTICE } from '../lib/privacy/consent-notices';

/**
 * The visitor side of the forms: the spec's validation messages in the browser, and what the
 * visitor sees for each answer of POST /api/forms/{kind} (lib/leads/form-contract.ts). Answers are
 * played by the test where it needs a particular one; the last test uses the real server.
 */
test.describe.configure({ timeout: 60_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  delayMs?: number;
}

/** Answers POST /api/forms/{kind} with `answers` in turn (the last one repeats) and records the requests. */
async function answerForm(page: Page, kind: SubmissionKind, answers: (Answer | 'network-error')[]) {
  const requests: FormRequestBody<Record<string, string>>[] = [];
  await page.route(`**/api/forms/${kind}`, async (route: Route) => {
    requests.push(route.request().postDataJSON());
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)]!;
    if (answer === 'network-error') return route.abort('failed');
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
  });
  return requests;
}

const stored = (kind: SubmissionKind, delayMs?: number): Answer => ({
  status: 201,
  body: { statusCode: 201, message: SUCCESS_MESSAGES[kind], data: { id: '0123456789abcdef01234567' } },
  delayMs,
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The consultation form: beside a visa page on desktop, in the bottom bar's modal on phones. */
async function consultationForm(page: Page, projectName: string): Promise<Locator> {
  await page.goto(`/visa/${seedVisas[0]!.slug}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  if (!isMobile(projectName)) return page.getByRole('complementary', { name: 'get free visa consultation' });
  await scrollWindowTo(page, 800);
  await page.getByRole('button', { name: 'start application' }).click();
  return page.getByRole('dialog', { name: 'get free visa consultation' });
}

test.describe('validation in the browser, with the spec’s messages', () => {
  test('hero call-back form', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Request a free call back' });
    await form.getByRole('button', { name: 'Get Free Assistance' }).click();
    await expect(form.getByText('Please enter your mobile number')).toBeVisible();
    await form.getByLabel('Your mobile number').fill('abc');
    await expect(form.getByText('Please enter a 9-digit number')).toBeVisible();
    await form.getByLabel('Your mobile number').fill('050 123 4567');
    await expect(form.getByText('Please enter a 9-digit number')).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('consultation form: name, a 9-digit number after a fixed +971, a location', async ({ page }, testInfo) => {
    const form = await consultationForm(page, testInfo.project.name);
    await expect(form.getByText('+971', { exact: true })).toBeVisible();
    const destination = form.getByLabel('Where do you want to travel?');
    await expect(destination.locator('option').first()).toHaveText('Select a location');
    await expect(destination).toHaveValue(seedVisas[0]!.country); // a visa page's form starts at its own country
    await destination.selectOption(''); // which the visitor may clear
    await form.getByRole('button', { name: 'Get free consultation' }).click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await expect(form.getByText('Please enter a 9-digit number')).toBeVisible();
    await expect(form.getByText('Please select a location')).toBeVisible();
    await expect(form.getByLabel('Your name')).toBeFocused();
    await form.getByLabel('Mobile number').fill('12345');
    await expect(form.getByText('Please enter a 9-digit number')).toBeVisible();
    await form.getByLabel('Mobile number').fill('501234567');
    await expect(form.getByText('Please enter a 9-digit number')).toBeHidden();
    await form.getByLabel('Where do you want to travel?').selectOption('France');
    await expect(form.getByText('Please select a location')).toBeHidden();
  });

  test('contact form: name, phone and message', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page.locator('main').getByRole('button', { name: 'send' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByText('Please enter your phone number')).toBeVisible();
    await expect(page.getByText('Please enter a message')).toBeVisible();
  });

  test('career form: e-mail format, location and designation; message optional', async ({ page }) => {
    await page.goto('/career', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const main = page.locator('main');
    await main.getByLabel('Full name').fill('Sara Ahmed');
    await main.getByLabel('E-mail').fill('not-an-email');
    await main.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
    await expect(page.getByText('Please choose a location')).toBeVisible();
    await expect(page.getByText('Please choose a designation')).toBeVisible();
    await expect(main.locator('.field-error')).toHaveCount(3);
  });

  test('landing page lead form', async ({ page }) => {
    await useCountriesEndpoint(page);
    await page.goto('/visa-consultant-in-dubai', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const hero = page.locator('section[aria-labelledby="landing-heading"]');
    await hero.getByRole('button', { name: 'Get free consultation' }).click();
    await expect(hero.getByText('Please enter your name')).toBeVisible();
    await expect(hero.getByText('Please enter a 9-digit number')).toBeVisible();
    await expect(hero.getByText('Please select a location')).toBeVisible();
  });

  test('every form carries the hidden honeypot', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const honeypot = page.locator('main form input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    await expect(honeypot).toHaveValue('');
    await expect(honeypot).not.toBeInViewport();
  });
});

test.describe('a UAE mobile typed the way people type it', () => {
  const TYPED = ['0501234567', '50 123 4567', '+971501234567', '00971 50 123 4567'];
  const phoneForms: { kind: SubmissionKind; field: string; open(page: Page, project: string): Promise<Locator>; fill(form: Locator, mobile: string): Promise<void>; submit: string }[] = [
    {
      kind: 'callback',
      field: 'user_mobile',
      open: async (page) => {
        await page.goto('/', { waitUntil: 'domcontentloaded' });
        await waitForHydration(page);
        return page.locator('section[aria-labelledby="hero-heading"]'); // holds the form, then its thank-you
      },
      fill: (form, mobile) => form.getByLabel('Your mobile number').fill(mobile),
      submit: 'Get Free Assistance',
    },
    {
      kind: 'consultation',
      field: 'user_mobile',
      open: (page, project) => consultationForm(page, project),
      fill: async (form, mobile) => {
        await form.getByLabel('Your name').fill('Omar Farouk');
        await form.getByLabel('Mobile number').fill(mobile);
      },
      submit: 'Get free consultation',
    },
    {
      kind: 'lead',
      field: 'mobileNo',
      open: async (page) => {
        await page.goto('/visa-consultant-in-dubai', { waitUntil: 'domcontentloaded' });
        await waitForHydration(page);
        return page.locator('section[aria-labelledby="landing-heading"]');
      },
      fill: async (form, mobile) => {
        await form.getByLabel('Your name').fill('Maria Santos');
        await form.getByLabel('Mobile number').fill(mobile);
        const select = form.getByLabel('Where do you want to travel?');
        await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
        await select.selectOption({ index: 1 });
      },
      submit: 'Get free consultation',
    },
    {
      kind: 'contact',
      field: 'user_mobile',
      open: async (page) => {
        await page.goto('/contact', { waitUntil: 'domcontentloaded' });
        await waitForHydration(page);
        return page.locator('main');
      },
      fill: async (form, mobile) => {
        await form.getByLabel('Your name').fill('Sara Ahmed');
        await form.getByLabel('Phone number').fill(mobile);
        await form.getByLabel('Your message').fill('Schengen visa for two.');
      },
      submit: 'send',
    },
  ];

  for (const form of phoneForms) {
    test(`${form.kind}: each spelling is sent as the 9 national digits, and the thank-you names the number`, async ({ page }, testInfo) => {
      const requests = await answerForm(page, form.kind, [stored(form.kind)]);
      if (form.kind === 'lead') await useCountriesEndpoint(page);
      const container = await form.open(page, testInfo.project.name);
      for (const mobile of TYPED) {
        await form.fill(container, mobile);
        await container.getByRole('button', { name: form.submit }).click();
        const thanks = container.getByTestId('form-thank-you');
        await expect(thanks).toContainText('+971 50 123 4567');
        await thanks.getByRole('button', { name: 'Send another request' }).click();
      }
      expect(requests.map((body) => body.fields[form.field])).toEqual(TYPED.map(() => '501234567'));
    });
  }
});

test.describe('what the visitor sees for each answer of the server', () => {
  test('201: Submitting... while busy, the contract’s body, the server’s message, a thank-you that stays, then an empty form', async ({ page }) => {
    const requests = await answerForm(page, 'contact', [stored('contact', 2500)]);
    const before = Date.now();
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const main = page.locator('main');
    await main.getByLabel('Your name').fill('Sara Ahmed');
    await main.getByLabel('Phone number').fill('0501234567');
    await main.getByLabel('Your message').fill('Schengen visa for France in July, two adults.');
    await main.getByRole('button', { name: 'send' }).click();
    // One match for both, so a slow machine cannot see the label and miss the disabled state.
    await expect(main.getByRole('button', { name: 'Submitting...', disabled: true })).toBeVisible();
    await expect(toast(page, 'Message sent successfully')).toBeVisible();
    // The toast goes after a few seconds; the thank-you in the form's place stays, and has focus.
    const thanks = main.getByTestId('form-thank-you');
    await expect(thanks.getByRole('heading', { name: 'Thank you, Sara. We have your request.' })).toBeFocused();
    await expect(thanks).toContainText('A consultant will call you on +971 50 123 4567');
    await expect(thanks).toContainText('Office hours: Monday to Friday, 9AM to 6PM (UAE time).');
    const chat = new URL((await thanks.getByRole('link', { name: 'Chat on WhatsApp now' }).getAttribute('href'))!);
    expect(chat.searchParams.get('text')).toBe('Hello Ztart Visa, I am Sara Ahmed and have just asked for a call back.');
    await page.waitForTimeout(5_000);
    await expect(thanks).toBeVisible();
    await thanks.getByRole('button', { name: 'Send another request' }).click();
    await expect(main.getByLabel('Your name')).toHaveValue('');
    await expect(main.getByLabel('Your message')).toHaveValue('');
    await expect(main.getByRole('button', { name: 'send' })).toBeEnabled();

    expect(requests).toHaveLength(1);
    const body = requests[0]!;
    expect(body.source).toEqual({ page: '/contact' }); // opened directly: no campaign, no referrer
    expect(body.fields).toEqual({ user_name: 'Sara Ahmed', user_mobile: '501234567', user_msg: 'Schengen visa for France in July, two adults.' });
    expect(body.idempotencyKey).toMatch(UUID);
    expect(body.website).toBe('');
    // What the form showed beside its button: today's notice, the marketing box left unticked.
    expect(body.consent).toEqual({ notice: CONTACT_NOTICE.version, marketing: false, page: '/contact' });
    expect(body.startedAt).toBeGreaterThanOrEqual(before);
    expect(body.startedAt).toBeLessThanOrEqual(Date.now());
  });

  test('sent at once: the form waits out the minimum time itself, and once more with the same request if still too soon', async ({ page }) => {
    const sent: { body: FormRequestBody<Record<string, string>>; at: number }[] = [];
    await page.route('**/api/forms/callback', async (route: Route) => {
      sent.push({ body: route.request().postDataJSON(), at: Date.now() });
      // The first is refused as a server whose clock is behind the visitor's would refuse it.
      const answer = sent.length === 1 ? { status: 400, body: { statusCode: 400, message: MIN_TIME_MESSAGE } } : stored('callback');
      return route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const mobile = page.getByRole('form', { name: 'Request a free call back' }).getByLabel('Your mobile number');
    await mobile.fill('0501112233');
    await mobile.press('Enter');
    await mobile.press('Enter'); // a second Enter while the form waits sends nothing more
    await expect(toast(page, SUCCESS_MESSAGES.callback)).toBeVisible();
    await expect(toast(page, MIN_TIME_MESSAGE)).toHaveCount(0);

    expect(sent).toHaveLength(2);
    expect(sent[0]!.at - sent[0]!.body.startedAt).toBeGreaterThanOrEqual(MIN_FILL_MS);
    expect(sent[1]!.body).toEqual(sent[0]!.body); // same key and time: one submission at most
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(MIN_FILL_MS - 50);
  });

  test('400: the server’s field messages appear on the fields, no success', async ({ page }) => {
    await answerForm(page, 'contact', [
      { status: 400, body: { statusCode: 400, message: 'Please check the form', fieldErrors: { user_mobile: ['Please enter a 9-digit number'] } } },
    ]);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const main = page.locator('main');
    await main.getByLabel('Your name').fill('Sara Ahmed');
    await main.getByLabel('Phone number').fill('0501234567');
    await main.getByLabel('Your message').fill('Hello');
    await main.getByRole('button', { name: 'send' }).click();
    await expect(main.getByText('Please enter a 9-digit number')).toBeVisible();
    await expect(main.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel('Phone number')).toBeFocused();
    await expect(toast(page, 'Message sent successfully')).toHaveCount(0);
    await expect(main.getByLabel('Your name')).toHaveValue('Sara Ahmed');
  });

  test('503 then a retry: the same key is sent again; after a success the next fill gets a new one', async ({ page }) => {
    const requests = await answerForm(page, 'career', [
      { status: 503, body: { statusCode: 503, message: ERROR_MESSAGES.career } },
      stored('career'),
    ]);
    await page.goto('/career', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const main = page.locator('main');
    const fill = async () => {
      await main.getByLabel('Full name').fill('Sara Ahmed');
      await main.getByLabel('E-mail').fill('sara@example.com');
      await main.getByLabel('Location', { exact: true }).selectOption('Qatar');
      await main.getByLabel('Designation').selectOption('Account Executive');
    };
    await fill();
    await main.getByRole('button', { name: 'Submit application' }).click();
    await expect(toast(page, ERROR_MESSAGES.career)).toBeVisible();
    await expect(main.getByLabel('Full name')).toHaveValue('Sara Ahmed');
    await main.getByRole('button', { name: 'Submit application' }).click();
    await expect(toast(page, 'Send successfully!')).toBeVisible();
    await expect(main.getByLabel('Full name')).toHaveValue('');
    await fill();
    await main.getByRole('button', { name: 'Submit application' }).click();
    await expect.poll(() => requests.length).toBe(3);
    expect(requests[1]!.idempotencyKey).toBe(requests[0]!.idempotencyKey);
    expect(requests[2]!.idempotencyKey).not.toBe(requests[0]!.idempotencyKey);
    expect(requests[0]!.fields).toEqual({ usr_name: 'Sara Ahmed', usr_email: 'sara@example.com', usr_location: 'Qatar', usr_desig: 'Account Executive', usr_msg: '' });
  });

  test('429 and a network failure: an error toast, never success', async ({ page }) => {
    await answerForm(page, 'callback', [
      { status: 429, body: { statusCode: 429, message: 'Too many requests. Please try again in a minute.' } },
      'network-error',
    ]);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Request a free call back' });
    await form.getByLabel('Your mobile number').fill('0501234567');
    await form.getByRole('button', { name: 'Get Free Assistance' }).click();
    await expect(toast(page, 'Too many requests. Please try again in a minute.')).toBeVisible();
    await form.getByRole('button', { name: 'Get Free Assistance' }).click();
    await expect(toast(page, ERROR_MESSAGES.callback)).toBeVisible();
    await expect(toast(page, SUCCESS_MESSAGES.callback)).toHaveCount(0);
    await expect(form.getByLabel('Your mobile number')).toHaveValue('0501234567');
  });

  test('the consultation form is replaced by the thank-you, naming the number and the visa; another request starts empty', async ({ page }, testInfo) => {
    const requests = await answerForm(page, 'consultation', [stored('consultation')]);
    const form = await consultationForm(page, testInfo.project.name);
    await form.getByLabel('Your name').fill('Omar Farouk');
    await form.getByLabel('Mobile number').fill('+971 50 123 4567');
    await form.getByLabel('Where do you want to travel?').selectOption('Japan');
    await form.getByRole('button', { name: 'Get free consultation' }).click();
    await expect(toast(page, 'Submission Successful')).toBeVisible();
    expect(requests[0]!.fields).toEqual({ user_name: 'Omar Farouk', user_mobile: '501234567', user_cnty: 'Japan' });
    // On a visa page the request is about that page's visa, whatever destination was chosen.
    const visa = seedVisas[0]!;
    expect(requests[0]!.source).toMatchObject({ page: `/visa/${visa.slug}`, visa: visa.title });
    const thanks = form.getByTestId('form-thank-you');
    await expect(thanks).toContainText(`A consultant will call you on +971 50 123 4567`);
    await expect(thanks).toContainText(`about your ${visa.title}.`);
    const chat = new URL((await thanks.getByRole('link', { name: 'Chat on WhatsApp now' }).getAttribute('href'))!);
    expect(chat.searchParams.get('text')).toBe(`Hello Ztart Visa, I am Omar Farouk and have just asked for a call back about the ${visa.title}.`);
    await thanks.getByRole('button', { name: 'Send another request' }).click();
    await expect(form.getByLabel('Your name')).toHaveValue('');
    await expect(form.getByLabel('Mobile number')).toHaveValue('');
  });

  test('the landing lead form sends the chosen country’s id', async ({ page }) => {
    await useCountriesEndpoint(page);
    const requests = await answerForm(page, 'lead', [stored('lead')]);
    await page.goto('/visa-consultant-in-dubai', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const hero = page.locator('section[aria-labelledby="landing-heading"]');
    const select = hero.getByLabel('Where do you want to travel?');
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
    const option = select.locator('option').nth(1);
    const [countryId, countryName] = [await option.getAttribute('value'), await option.textContent()];
    await hero.getByLabel('Your name').fill('Maria Santos');
    await hero.getByLabel('Mobile number').fill('00971 55 123 4567');
    await select.selectOption({ label: countryName! });
    await hero.getByRole('button', { name: 'Get free consultation' }).click();
    await expect(toast(page, 'Submission Successful')).toBeVisible();
    expect(requests[0]!.fields).toEqual({ customerName: 'Maria Santos', mobileNo: '551234567', countryId });
  });

  test('with the real server, a quick visitor is not refused as a bot, and success shows only when it answers 201', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const main = page.locator('main');
    // Filled and sent at once, as autofill does: the form waits out the server's minimum time
    // (MIN_FILL_MS) itself, so a quick person is not refused as a bot.
    await main.getByLabel('Your name').fill('E2E visitor');
    await main.getByLabel('Phone number').fill('0501234567');
    await main.getByLabel('Your message').fill('Checking that the site reports what the server answers.');
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/api/forms/contact') && candidate.request().method() === 'POST'),
      main.getByRole('button', { name: 'send' }).click(),
    ]);
    expect(response.status(), 'not refused as too quick').not.toBe(400);
    if (response.status() === 201) {
      await expect(toast(page, 'Message sent successfully')).toBeVisible();
    } else {
      await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
      await expect(toast(page, 'Message sent successfully')).toHaveCount(0);
      await expect(main.getByLabel('Your name')).toHaveValue('E2E visitor');
    }
  });
});
