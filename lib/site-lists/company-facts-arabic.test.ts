import { company } from '@/content/company';
import { companyFactsItem, presentCompanyFacts, presentSeedCompanyFacts } from './company-facts-definition';

const present = (changes: object) => presentCompanyFacts(companyFactsItem.parse({ ...company.facts, ...changes }), company.country, 'ar');

describe('company facts on Arabic pages', () => {
  // Intl sets the range's dash between thin spaces.
  test('hours are written in Arabic from the days and times, with Western digits', () => {
    const facts = presentSeedCompanyFacts('ar');
    expect(facts.hours.display).toBe('من الاثنين إلى الجمعة، 9:00 ص\u2009–\u20096:00 م');
    expect(facts.hours.closed).toBe('السبت والأحد: مغلق');
    expect(facts.hours.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(present({ firstDay: 'Sunday', lastDay: 'Sunday', opens: '08:30', closes: '17:00' }).hours).toMatchObject({
      display: 'الأحد، 8:30 ص\u2009–\u20095:00 م',
      closed: 'الاثنين والثلاثاء والأربعاء والخميس والجمعة والسبت: مغلق',
    });
    expect(present({ firstDay: 'Monday', lastDay: 'Sunday' }).hours.closed).toBe('مفتوح طوال أيام الأسبوع');
  });

  test('the address in Arabic where it has Arabic, else wholly in English and marked so', () => {
    const arabic = presentSeedCompanyFacts('ar').address;
    expect(arabic).toMatchObject({ display: 'أم هرير 2، دبي، الإمارات', country: 'الإمارات العربية المتحدة', countryCode: 'AE', lang: {} });
    // The map still searches for the address the map knows.
    expect(arabic.mapHref).toBe(presentSeedCompanyFacts('en').address.mapHref);
    const untranslated = present({ street: 'Office 12, Al Attar Business Tower', localityAr: 'دبي', streetAr: '' }).address;
    expect(untranslated).toMatchObject({ display: 'Office 12, Al Attar Business Tower, Dubai, UAE', lang: { lang: 'en', dir: 'ltr' } });
  });

  test('the licensing authority and the reviews site fall back to English, marked', () => {
    const facts = present({ licence: '123', licenceAuthority: 'DET Dubai', ratingValue: '4.8', ratingCount: '212', ratingSource: 'Google', ratingUrl: 'https://g.page/r/x' });
    expect(facts.licence).toEqual({ number: '123', authority: 'DET Dubai', authorityLang: { lang: 'en', dir: 'ltr' } });
    expect(facts.rating).toMatchObject({ source: 'Google', sourceLang: { lang: 'en', dir: 'ltr' } });
    const translated = present({ licence: '123', licenceAuthority: 'DET Dubai', licenceAuthorityAr: 'دائرة الاقتصاد والسياحة في دبي' });
    expect(translated.licence).toEqual({ number: '123', authority: 'دائرة الاقتصاد والسياحة في دبي', authorityLang: {} });
  });

  test('English pages read as before', () => {
    const facts = presentSeedCompanyFacts();
    expect(facts.hours.display).toBe('Monday to Friday, 9AM to 6PM');
    expect(facts.address).toMatchObject({ display: 'Umm Hurair 2, Dubai, UAE', country: 'United Arab Emirates', lang: {} });
  });
});
