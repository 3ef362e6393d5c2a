import { POPULAR_VISA_SLIDES, VISA_CAROUSEL_SLIDES } from '@/lib/ui-constants';
import { slidesCss } from './slides-css';

describe('slidesCss', () => {
  it('gives the base share, then each breakpoint from widest to narrowest', () => {
    const css = slidesCss('a', VISA_CAROUSEL_SLIDES, 18);
    expect(css).toBe(
      '[data-carousel="a"] [data-slide]{flex-basis:25.0000%}' +
        '@media (max-width: 1024px){[data-carousel="a"] [data-slide]{flex-basis:33.3333%}}' +
        '@media (max-width: 768px){[data-carousel="a"] [data-slide]{flex-basis:33.3333%}}' +
        '@media (max-width: 480px){[data-carousel="a"] [data-slide]{flex-basis:50.0000%}}',
    );
  });

  it('shows fewer slides when there are fewer items (popular visas: 3 or fewer)', () => {
    expect(slidesCss('b', POPULAR_VISA_SLIDES, 2)).toContain('[data-carousel="b"] [data-slide]{flex-basis:50.0000%}');
    expect(slidesCss('b', POPULAR_VISA_SLIDES, 2)).toContain('{flex-basis:95.2381%}');
  });
});
