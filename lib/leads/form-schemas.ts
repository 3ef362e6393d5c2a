import 'server-only';
import type { SubmissionKind } from '@/lib/leads/submission-repository';
import type { Locale } from '@/lib/i18n/locales';
import { catalogueBranch } from './catalogue';
import { CONTROL_CHARACTERS, FORM_RULES, type FieldRule, type FormMessageKey, problemText } from './form-rules';
import { z } from '../validation/z';

/**
 * The server's zod schemas of the visitor forms, built from the rules the browser checks
 * (./form-rules.ts), in the same order as ./check-form.ts, so a value the browser let through is
 * judged the same here and a message the server sends back is the one the browser would show.
 * One schema per form for both languages: each issue's message is the key of its problem, worded
 * in the visitor's language by `fieldMessages`.
 */
function fieldSchema(rule: FieldRule) {
  if (rule.oneOf) return z.enum(rule.oneOf as [string, ...string[]], { error: rule.empty });
  let text = z.string({ error: rule.empty }).trim();
  if (!rule.optional) text = text.min(1, rule.empty);
  if (rule.maxLength !== undefined) text = text.max(rule.maxLength, rule.tooLong ?? 'tooLong');
  if (rule.singleLine) text = text.refine((value) => !CONTROL_CHARACTERS.test(value), 'singleLine');
  if (rule.pattern) text = text.regex(rule.pattern.regex, rule.pattern.message);
  const normalize = rule.normalize;
  const stored = normalize
    ? text.transform((value, context) => {
        if (value === '') return value;
        const normal = normalize.to(value);
        if (normal === null) context.addIssue({ code: 'custom', message: normalize.message });
        return normal ?? value;
      })
    : text;
  return rule.optional ? stored.optional().default('') : stored;
}

const schemaOf = (rules: Readonly<Record<string, FieldRule>>) =>
  z.object(Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, fieldSchema(rule)])));

export const formSchemas = Object.fromEntries(
  Object.entries(FORM_RULES).map(([kind, rules]) => [kind, schemaOf(rules)]),
) as Record<SubmissionKind, ReturnType<typeof schemaOf>>;

/**
 * The first problem of each field, keyed by field (problems with the whole body under "form"), in
 * the visitor's language: one per field, the first the schema gives, as the browser form shows it.
 */
export function fieldMessages(kind: SubmissionKind, error: z.ZodError, locale: Locale): Record<string, string[]> {
  const messages = catalogueBranch(locale, 'forms').validation;
  const rules = FORM_RULES[kind] as Readonly<Record<string, FieldRule>>;
  const found: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    const rule = rules[field];
    const key = issue.message as FormMessageKey;
    found[field] ??= [rule && key in messages ? problemText(rule, key, messages) : issue.message];
  }
  return found;
}
