import { formatUaeMobile, normalizeUaeMobile, westernDigits } from './uae-mobile';

describe('UAE mobile numbers', () => {
  it('read Arabic-Indic and Persian digits as Western ones', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('رقم ٥٠ abc')).toBe('رقم 50 abc');
  });

  it('store a number typed in Arabic-Indic or Persian digits as the same 9 digits as in Western ones', () => {
    for (const typed of [
      '٠٥٠١٢٣٤٥٦٧',
      '٥٠١٢٣٤٥٦٧',
      '٠٥٠ ١٢٣ ٤٥٦٧',
      '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧',
      '٠٠٩٧١٥٠١٢٣٤٥٦٧',
      '۰۵۰۱۲۳۴۵۶۷',
      '+۹۷۱-۵۰-۱۲۳-۴۵۶۷',
      '05٠١٢٣٤٥٦٧', // mixed, as a keyboard switched halfway
      '\u200e+971 50 123 4567\u200f', // copied from right-to-left text, with its direction marks
      '\u2066٠٥٠١٢٣٤٥٦٧\u2069',
    ]) {
      expect([typed, normalizeUaeMobile(typed)]).toEqual([typed, '501234567']);
    }
  });

  it('refuse in Arabic digits what they refuse in Western ones', () => {
    for (const typed of ['٠٥٠١٢٣٤٥٦', '٠٥٠١٢٣٤٥٦٧٨', '٠٤١٢٣٤٥٦٧٨', '١٢٣٤٥٦٧٨٩', '+٤٤١٢٣٤٥٦٧٨٩٠', '٥٠١٢٣٤٥٦']) {
      expect([typed, normalizeUaeMobile(typed)]).toEqual([typed, null]);
    }
  });

  it('keep reading the usual Western spellings', () => {
    for (const typed of ['501234567', '0501234567', '050 123 4567', '+971 50 123 4567', '00971501234567', '971501234567', '+971 (0) 50 123 4567']) {
      expect(normalizeUaeMobile(typed)).toBe('501234567');
    }
    expect(formatUaeMobile('501234567')).toBe('+971 50 123 4567');
  });
});
