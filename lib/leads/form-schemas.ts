import 'server-only';
import type { SubmissionKind } from '@/lib/leads/submission-repository';
import { CONTROL_CHARACTERS, FORM_RULES, type FieldRule, SINGLE_LINE_MESSAGE, tooLongMessage } from './form-rules';
import { z } from '../validation/z';

/**
 * The server's zod schemas of the visitor forms, built from the rules the browser checks
 * (./form-rules.ts), in the same order as ./check-form.ts, so a value the browser let through is
 * judged the same here and a message the server sends back is the one the browser would show.
 */
function fieldSchema(rule: FieldRule) {
  if (rule.oneOf) return z.enum(rule.oneOf as [string, ...string[]], { error: rule.empty });
  let text = z.string({ error: rule.empty }).trim();
  if (!rule.optional) text = text.min(1, rule.empty);
  if (rule.maxLength !== undefined) text = text.max(rule.maxLength, rule.tooLong ?? tooLongMessage(rule.maxLength));
  if (rule.singleLine) text = text.refine((value) => !CONTROL_CHARACTERS.test(value), SINGLE_LINE_MESSAGE);
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
