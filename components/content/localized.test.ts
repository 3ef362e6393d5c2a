import { localizeRows, localizeTexts } from './localized';

const ENGLISH = { lang: 'en', dir: 'ltr' };

describe('a list shown in the page’s language, item by item', () => {
  test('texts: Arabic where an item has it, the English item marked where it has none', () => {
    const english = ['Visitor subclass 600', 'Up to 5 years', 'Multiple', 'Up to 90 days'];
    expect(localizeTexts(english, ['زيارة (الفئة 600)', 'حتى 5 سنوات', '', 'حتى 90 يومًا'], 'ar')).toEqual([
      { text: 'زيارة (الفئة 600)', lang: {} },
      { text: 'حتى 5 سنوات', lang: {} },
      { text: 'Multiple', lang: ENGLISH },
      { text: 'حتى 90 يومًا', lang: {} },
    ]);
    expect(localizeTexts(english, undefined, 'ar').every((item) => item.lang.lang === 'en')).toBe(true);
    expect(localizeTexts(english, ['زيارة', '', '', ''], 'en')).toEqual(english.map((text) => ({ text, lang: {} })));
  });

  test('rows: each field of each row falls back on its own', () => {
    const english = [
      { title: 'Free consultation', description: 'We check your case.' },
      { title: 'Documents', description: 'We prepare your file.' },
    ];
    const rows = localizeRows(english, [{ title: 'استشارة مجانية', description: '' }], 'ar');
    expect(rows.map((row) => [row.value.title, row.langOf('title'), row.value.description, row.langOf('description')])).toEqual([
      ['استشارة مجانية', {}, 'We check your case.', ENGLISH],
      ['Documents', ENGLISH, 'We prepare your file.', ENGLISH],
    ]);
    expect(localizeRows(english, [], 'en').map((row) => row.value)).toEqual(english);
  });

  test('an Arabic row beyond the English ones still shows', () => {
    expect(localizeRows([{ text: 'One' }], [{ text: 'واحد' }, { text: 'اثنان' }], 'ar').map((row) => row.value.text)).toEqual(['واحد', 'اثنان']);
  });
});
