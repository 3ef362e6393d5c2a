/**
 * UAE mobile numbers as people type them: `0501234567`, `50 123 4567`, `+971 50 123 4567`,
 * `00971501234567`, `971-50-123-4567`, and the same in Arabic-Indic (`٠٥٠١٢٣٤٥٦٧`) or Persian
 * (`۰۵۰۱۲۳۴۵۶۷`) digits, which Arabic keyboards type. Each becomes the 9 national digits
 * (`501234567`) that the site stores and the CRM gets with its leading 0; anything else is not a
 * UAE mobile. Shared by the browser's form check and the server's schema, so both read a number
 * the same way.
 */

/** 5, then the operator digit and 7 more: the national form of every UAE mobile number. */
const NATIONAL_MOBILE = /^5\d{8}$/;

/** Spaces, dashes, dots and brackets people put between groups of digits. */
const SEPARATORS = /[\s\-.()]/g;

/** Arabic-Indic (U+0660-0669) and Persian (U+06F0-06F9) digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Invisible direction marks, which a number copied from right-to-left text often carries. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** Text with its Arabic-Indic and Persian digits written as Western ones (`٠٥٠` → `050`) and no direction marks; the rest as it is. */
export function westernDigits(text: string): string {
  return text
    .replace(EASTERN_DIGITS, (digit) => String(digit.codePointAt(0)! - (digit >= '\u06F0' ? 0x06f0 : 0x0660)))
    .replace(DIRECTION_MARKS, '');
}

/** The 9 national digits of a UAE mobile number, or null when the text is not one. */
export function normalizeUaeMobile(typed: string): string | null {
  let digits = westernDigits(typed).replace(SEPARATORS, '');
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
