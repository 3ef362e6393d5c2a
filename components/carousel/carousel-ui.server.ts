import 'server-only';
import { getTranslations } from 'next-intl/server';
import { directionOf } from '@/lib/i18n/locales';
import { getLocale } from '@/lib/i18n/server';
import type { CarouselUi } from './carousel-ui';

/** A carousel's controls in the page's language; `overrides` names them for what it shows ('Previous image'). */
export async function getCarouselUi(overrides: Partial<Omit<CarouselUi, 'direction' | 'slide'>> = {}): Promise<CarouselUi> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('common')]);
  return {
    previous: t('carousel.previous'),
    next: t('carousel.next'),
    pause: t('carousel.pause'),
    play: t('carousel.play'),
    slide: t.raw('carousel.slide') as string,
    direction: directionOf(locale),
    ...overrides,
  };
}
