import { isRichQuestion, sanitizeQuestion } from './question';

describe('visa questions', () => {
  test('plain text is kept exactly as typed', () => {
    for (const question of ['Who needs a visa?', 'Fees & documents', 'Under 18? Over 65 < 70 > 60', '']) {
      expect(isRichQuestion(question)).toBe(false);
      expect(sanitizeQuestion(question)).toBe(question);
    }
  });

  test('HTML from the old editor keeps its formatting and loses what could run', () => {
    expect(sanitizeQuestion('<p class="ql-align-center">Who needs <strong>a visa</strong>?</p>')).toBe(
      '<p class="ql-align-center">Who needs <strong>a visa</strong>?</p>',
    );
    expect(sanitizeQuestion('<p>Fees<img src=x onerror=alert(1)><script>alert(2)</script></p>')).toBe('<p>Fees</p>');
    expect(sanitizeQuestion('Fees <b onclick="alert(1)">now</b>')).toBe('Fees <b>now</b>');
  });
});
