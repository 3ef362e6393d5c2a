import { phoneDigits, searchNeedle, searchTextOf } from './lead-search';

describe('what staff find a lead by', () => {
  test('the name, the e-mail and each phone in national digits', () => {
    expect(searchTextOf({ user_name: ' Aisha Khan ', user_mobile: '501234567', user_cnty: 'France' })).toBe('aisha khan 501234567');
    expect(searchTextOf({ usr_name: 'Lina', usr_email: 'Lina@Example.com' })).toBe('lina lina@example.com');
    expect(searchTextOf({ user_mobile: '+971 50 123 4567' })).toBe('501234567');
  });

  test.each([
    ['0501234567', '501234567'],
    ['+971 50 123 4567', '501234567'],
    ['00971501234567', '501234567'],
    ['050-123', '50123'],
    ['4567', '4567'],
    ['٠٥٠١٢٣٤٥٦٧', '501234567'],
  ])('the number %s is looked for as %s', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
    expect(searchNeedle(typed)).toBe(digits);
  });

  test('words are looked for in lower case; one character or nothing is no search', () => {
    expect(searchNeedle('  Aisha  KHAN ')).toBe('aisha khan');
    expect(searchNeedle('a')).toBeNull();
    expect(searchNeedle('')).toBeNull();
    expect(searchNeedle(undefined)).toBeNull();
    expect(searchNeedle('12')).toBe('12'); // too few digits for a number: text
  });
});
