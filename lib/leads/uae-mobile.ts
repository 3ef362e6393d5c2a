/**
 * UAE mobile numbers as people type them: `0501234567`, `50 123 4567`, `+971 50 123 4567`,
 * `00971501234567`, `971-50-123-4567`. Each becomes the 9 national digits (`501234567`) that the
 * site stores and the CRM gets with its leading 0; anything else is not a UAE mobile. Shared by
 * the browser's form check and the server's schema, so both read a number the same way.
 */

/** 5, then the operator digit and 7 more: the national form of every UAE mobile number. */
const NATIONAL_MOBILE = /^5\d{8}$/;

/** Spaces, dashes, dots and brackets people put between groups of digits. */
const SEPARATORS = /[\s\-.()]/g;

/** The 9 national digits of a UAE mobile number, or null when the text is not one. */
export function normalizeUaeMobile(typed: string): string | null {
  let digits = typed.replace(SEPARATORS, '');
  if (digits.startsWith('+971')) digits = digits.slice(4);
  else if (digits.startsWith('00971')) digits = digits.slice(5);
  else if (digits.startsWith('971') && digits.length === 12) digits = digits.slice(3);
  // The trunk 0 of the national form (050...), also when written after the country code (+971 050...).
  if (digits.length === 10 && digits.startsWith('0')) digits = digits.slice(1);
  return NATIONAL_MOBILE.test(digits) ? digits : null;
}

/** The 9 national digits as people read a UAE mobile: `+971 50 123 4567`. */
export function formatUaeMobile(national: string): string {
  const match = /^(5\d)(\d{3})(\d{4})$/.exec(national);
  return match ? `+971 ${match[1]} ${match[2]} ${match[3]}` : national;
}
