import { toast } from 'sonner';
import { requestToaster } from '@/components/site/toast-signal';
import { checkField, checkForm } from '@/lib/leads/check-form';
import { MIN_FILL_MS } from '@/lib/leads/form-contract';
import { commonFields } from '@/lib/leads/form-fields';
import { newFormKey } from '@/lib/leads/form-key';
import { fillTemplate } from '@/lib/leads/fill-template';
import { FORM_RULES, type FormMessageKey, type FormMessages, type FormRules, problemText } from '@/lib/leads/form-rules';
import { submitForm } from '@/lib/leads/send-form';
import type { SubmissionKind } from '@/lib/leads/submission-repository';
import { currentLeadSource } from '@/lib/leads/visit-source';
import { noticeFor } from '@/lib/privacy/consent-notices';
import type { Confirmation, VisitorFormControl } from './visitor-form-types';

/**
 * The visitor forms' script, loaded on the first focus or press inside a form (use-visitor-form.ts)
 * rather than with the page: the rules, the sending, the toasts. Until it is here the form is a
 * plain HTML form that the server answers by itself (lib/leads/form-post.ts).
 */

/** Waited beyond MIN_FILL_MS, for clocks that tick a little differently. */
const FILL_MARGIN_MS = 150;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

// The toaster mounts now, while the visitor fills the form, so the first toast has somewhere to show.
const toasterReady = requestToaster();
// The thank-you comes after a send: its code is fetched while the visitor types.
void import('./thank-you');

const rulesOf = (kind: SubmissionKind): FormRules => FORM_RULES[kind];

/** One field's message under its form's rules in the page's language, or null (re-checked as it changes after a first attempt). */
export const checkOneField = (kind: SubmissionKind, name: string, value: string, messages: FormMessages): string | null => {
  const rule = rulesOf(kind)[name];
  const problem = rule ? checkField(rule, value) : null;
  return rule && problem ? problemText(rule, problem, messages) : null;
};

/** Who asked and for which number, read through the forms' one field map (lib/leads/form-fields.ts). */
function confirmationOf(control: VisitorFormControl, form: HTMLFormElement, fields: Record<string, string>, pageTopic: string | undefined): Confirmation {
  const { name, mobile } = commonFields({ kind: control.kind, fields }, { plain: true });
  const destination = form.querySelector('select')?.selectedOptions[0];
  // The option's label: the country's name in the page's language.
  const chosen = destination?.value ? destination.textContent?.trim() : undefined;
  const topic = pageTopic ?? (chosen ? fillTemplate(control.text.thankYou.topicVisa, { country: chosen }) : undefined);
  return { name: name || undefined, mobile: mobile || undefined, topic, at: new Date() };
}

async function showToast(kind: 'success' | 'error', message: string, duration: number) {
  await toasterReady;
  toast[kind](message, { duration });
}

/** The browser's own check's problems, worded in the page's language. */
function problemsText(control: VisitorFormControl, problems: Partial<Record<string, FormMessageKey>>): Record<string, string> {
  const rules = rulesOf(control.kind);
  return Object.fromEntries(
    Object.entries(problems).flatMap(([field, problem]) => (problem && rules[field] ? [[field, problemText(rules[field], problem, control.text.validation)]] : [])),
  );
}

function showErrors(control: VisitorFormControl, form: HTMLFormElement, found: Partial<Record<string, string>>): boolean {
  const known = Object.keys(rulesOf(control.kind)).filter((field) => found[field]);
  control.setErrors(Object.fromEntries(known.map((field) => [field, found[field]])));
  const [firstBad] = known;
  const first = firstBad ? form.elements.namedItem(firstBad) : null;
  if (first instanceof HTMLElement) first.focus();
  return known.length > 0;
}

async function send(control: VisitorFormControl, form: HTMLFormElement, fields: Record<string, string>, website: string, marketing: boolean) {
  const { kind, toastDuration, text } = control;
  const source = currentLeadSource();
  const consent = { notice: noticeFor(kind).version, marketing, page: window.location.pathname };
  const body = {
    fields,
    idempotencyKey: (control.key.current ??= newFormKey()),
    startedAt: control.startedAt.current || Date.now(),
    website,
    source,
    consent,
    locale: text.locale,
  };
  const words = { failure: text.failure, tooSoon: text.tooSoon };
  // The server refuses forms sent sooner than a bot would (MIN_FILL_MS): a person that quick
  // (autofill, one field) waits the rest here, with the button showing it is busy.
  await sleep(body.startedAt + MIN_FILL_MS + FILL_MARGIN_MS - Date.now());
  let outcome = await submitForm(kind, body, words);
  // The server measures from its own clock: one a little behind the visitor's still finds it too
  // soon. Nothing was stored; the same request once more, a while later, is taken.
  if (outcome.type === 'tooSoon') {
    await sleep(MIN_FILL_MS);
    outcome = await submitForm(kind, body, words);
  }
  if (outcome.type === 'success') {
    void showToast('success', outcome.message, toastDuration);
    control.setConfirmation(confirmationOf(control, form, fields, source.visa));
    form.reset();
    control.setErrors({});
    control.attempted.current = false;
    control.key.current = null;
    control.startedAt.current = Date.now();
    return;
  }
  if (outcome.type === 'invalid' && showErrors(control, form, outcome.fieldErrors)) return;
  await showToast('error', outcome.message, toastDuration);
}

/**
 * A visitor form sent through POST /api/forms/{kind}: the values checked with the form's shared
 * rules (lib/leads/form-rules.ts), the first bad field focused; one idempotency key per fill (kept
 * across retries, renewed after a success), the time the form was shown, the honeypot and the
 * consent shown (the notice's version, the marketing box, the page) go with the fields. Success
 * is shown only when the server answered 201.
 */
export async function submitVisitorForm(control: VisitorFormControl, form: HTMLFormElement): Promise<void> {
  if (control.submitting.current) return;
  const data = new FormData(form);
  control.attempted.current = true;
  const rules = rulesOf(control.kind);
  const checked = checkForm(rules, Object.fromEntries(Object.keys(rules).map((field) => [field, data.get(field) ?? ''])));
  if (!checked.ok) {
    showErrors(control, form, problemsText(control, checked.errors));
    return;
  }
  control.setErrors({});
  control.submitting.current = true;
  control.setSubmitting(true);
  try {
    await send(control, form, checked.values, String(data.get('website') ?? ''), data.get('marketing') === 'on');
  } finally {
    control.submitting.current = false;
    control.setSubmitting(false);
  }
}
