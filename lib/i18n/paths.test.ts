import { localizedPath, splitLocale } from './paths';

test('English keeps the address; Arabic goes under /ar, query and fragment kept', () => {
  expect(localizedPath('/visa/uk', 'en')).toBe('/visa/uk');
  expect(localizedPath('/', 'ar')).toBe('/ar');
  expect(localizedPath('/visa/uk', 'ar')).toBe('/ar/visa/uk');
  expect(localizedPath('/?q=1', 'ar')).toBe('/ar?q=1');
  expect(localizedPath('/#main', 'ar')).toBe('/ar#main');
  expect(localizedPath('#form', 'ar')).toBe('#form');
  expect(localizedPath('https://example.com/x', 'ar')).toBe('https://example.com/x');
});

test('splitLocale reads the prefix back, and only a whole segment', () => {
  expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' });
  expect(splitLocale('/ar/visa/uk')).toEqual({ locale: 'ar', path: '/visa/uk' });
  expect(splitLocale('/visa/uk')).toEqual({ locale: 'en', path: '/visa/uk' });
  expect(splitLocale('/arabic-visa')).toEqual({ locale: 'en', path: '/arabic-visa' });
  expect(splitLocale('/en/visa')).toEqual({ locale: 'en', path: '/en/visa' });
});
