import { localizeLinks } from './localize-links';

describe('links inside rich text on an Arabic page', () => {
  test('a link to a page of the site goes to its Arabic page, query and fragment kept', () => {
    expect(localizeLinks('<p>Please <a href="/contact">contact us</a>.</p>', 'ar')).toBe('<p>Please <a href="/ar/contact">contact us</a>.</p>');
    expect(localizeLinks('<a class="x" href="/visa/japan-visit-visa-from-dubai?ref=post#fees" target="_blank">Japan</a>', 'ar')).toBe(
      '<a class="x" href="/ar/visa/japan-visit-visa-from-dubai?ref=post#fees" target="_blank">Japan</a>',
    );
    expect(localizeLinks("<a href='/'>home</a>", 'ar')).toBe("<a href='/ar'>home</a>");
  });

  test('other sites, files, the staff area, fragments and addresses already in a language are left alone', () => {
    const untouched = [
      '<a href="https://vfsglobal.com/contact">VFS</a>',
      '<a href="//cdn.example.com/x">cdn</a>',
      '<a href="/uploads/checklist.pdf">checklist</a>',
      '<a href="/images/visas/japan.webp">photo</a>',
      '<a href="/sitemap.xml">sitemap</a>',
      '<a href="/admin/manage-visas">admin</a>',
      '<a href="/ar/contact">already Arabic</a>',
      '<a href="#heading-2">jump</a>',
      '<a href="mailto:hello@example.com">mail</a>',
      '<img src="/images/visas/japan.webp" alt="">',
      '<p data-href="/contact">not a link</p>',
    ].join('');
    expect(localizeLinks(untouched, 'ar')).toBe(untouched);
  });

  test('English pages keep their links exactly', () => {
    const html = '<a href="/contact">contact</a>';
    expect(localizeLinks(html, 'en')).toBe(html);
  });
});
