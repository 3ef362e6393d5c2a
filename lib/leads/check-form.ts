import { CONTROL_CHARACTERS, type FieldRule, type FormMessageKey, type FormRules } from './form-rules';

/**
 * The first problem with one value under `rule`, or null: the key of its message
 * (`problemText` words it in the page's language). The order (empty, length, line breaks,
 * pattern, normal form) is the order of the server's zod schema (./form-schemas.ts), so both name
 * the same problem.
 */
export function checkField(rule: FieldRule, raw: unknown): FormMessageKey | null {
  if (rule.oneOf) return typeof raw === 'string' && rule.oneOf.includes(raw) ? null : rule.empty;
  if (typeof raw !== 'string') return rule.optional && raw === undefined ? null : rule.empty;
  const value = raw.trim();
  if (value === '') return rule.optional ? null : rule.empty;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return rule.tooLong ?? 'tooLong';
  if (rule.singleLine && CONTROL_CHARACTERS.test(value)) return 'singleLine';
  if (rule.pattern && !rule.pattern.regex.test(value)) return rule.pattern.message;
  if (rule.normalize && rule.normalize.to(value) === null) return rule.normalize.message;
  return null;
}

/** The value a checked field sends: trimmed, and rewritten to its stored form where the rule says. */
function acceptedValue(rule: FieldRule, raw: unknown): string {
  if (typeof raw !== 'string') return '';
  if (rule.oneOf) return raw;
  const value = raw.trim();
  return rule.normalize && value !== '' ? (rule.normalize.to(value) ?? value) : value;
}

/** Every field of a form checked: the trimmed values, or the first problem of each bad field. */
export function checkForm<Rules extends FormRules>(
  rules: Rules,
  raw: Readonly<Record<string, unknown>>,
): { ok: true; values: Record<keyof Rules & string, string> } | { ok: false; errors: Partial<Record<keyof Rules & string, FormMessageKey>> } {
  const values: Record<string, string> = {};
  const errors: Record<string, FormMessageKey> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const problem = checkField(rule, raw[field]);
    if (problem) errors[field] = problem;
    else values[field] = acceptedValue(rule, raw[field]);
  }
  return Object.keys(errors).length
    ? { ok: false, errors: errors as Partial<Record<keyof Rules & string, FormMessageKey>> }
    : { ok: true, values: values as Record<keyof Rules & string, string> };
}
