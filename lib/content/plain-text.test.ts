import { testimonials } from '@/content/testimonials';
import { htmlToPlainText, truncateTestimonial } from './plain-text';

describe('htmlToPlainText', () => {
  it('drops tags, decodes entities and collapses spaces', () => {
    expect(htmlToPlainText('<p>My brother&rsquo;s  <strong>graduation</strong> &amp; more</p>\n<p>Next</p>')).toBe(
      'My brother’s graduation & more Next',
    );
    expect(htmlToPlainText('<p>&#8220;Hi&#x201D;</p>')).toBe('“Hi”');
  });
});

describe('truncateTestimonial', () => {
  it('keeps texts of up to 100 characters whole', () => {
    const text = 'a'.repeat(100);
    expect(truncateTestimonial(text)).toEqual({ text, truncated: false });
  });

  it('cuts longer texts to 120 characters with an ellipsis', () => {
    const text = 'word '.repeat(60).trim();
    const result = truncateTestimonial(text);
    expect(result.truncated).toBe(true);
    expect(result.text.endsWith('...')).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(123);
    expect(text.startsWith(result.text.slice(0, -3))).toBe(true);
  });

  it('cuts the long static reviews and leaves the short ones', () => {
    const results = testimonials.map((entry) => truncateTestimonial(htmlToPlainText(entry.testi)).truncated);
    expect(results.filter(Boolean).length).toBeGreaterThanOrEqual(3);
    expect(results.filter((cut) => !cut).length).toBeGreaterThanOrEqual(3);
  });
});
