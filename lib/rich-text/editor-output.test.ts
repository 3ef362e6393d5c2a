import { sanitizeRichText } from './sanitize';

/**
 * HTML copied from real sessions of the admin editor (components/admin/editor, TipTap 3.31.3 in
 * Chromium), each toolbar feature used once: what editor.getHTML() returned. The sanitiser must
 * keep every element, attribute and value of it. Three spellings change and nothing else: style
 * declarations lose their optional spaces and last semicolon, an empty attribute loses its ="",
 * and <img> is written as a self-closing tag.
 */
const sessions = {
  'headings, emphasis, font, size, colours, blocks, lists, alignment, indent, direction, script, link, image and video':
    '<h1>Heading 1</h1><h2>Heading 2</h2><h3>Heading 3</h3><h4>Heading 4</h4><h5>Heading 5</h5><h6>Heading 6</h6>' +
    '<p>Plain <strong>bold</strong> <em>italic</em> <u>under</u> <s>strike</s></p>' +
    '<p><span style="font-family: Georgia;">serif text</span></p>' +
    '<p><span style="font-size: 0.85em;">small</span><span style="font-size: 1.3em;">large</span><span style="font-size: 1.75em;">huge</span></p>' +
    '<p><span style="background-color: rgb(244, 228, 193); color: rgb(228, 87, 46);">red</span></p>' +
    '<blockquote><p>Quoted</p></blockquote><ol><li><p>one</p></li></ol><ul><li><p>two</p></li></ul>' +
    '<p style="text-align: center;">centered</p><p data-indent="2">indented</p><p dir="rtl">مرحبا</p>' +
    '<p>H<sub>2</sub>O m<sup>2</sup></p>' +
    '<p>see <a target="_blank" rel="noopener noreferrer nofollow" href="https://gov.uk/standard-visitor">GOV.UK</a></p>' +
    '<img src="https://res.cloudinary.com/demo/image/upload/sample.jpg" alt="Sample">' +
    '<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="640" height="360" allowfullscreen="true"></iframe></div>',
  'quoted font names, an aligned right-to-left heading, justify, a nested list, deep indent, site and mailto links':
    '<p><span style="font-family: &quot;Plus Jakarta Sans&quot;;">jakarta </span><span style="font-family: &quot;Courier New&quot;;">courier</span></p>' +
    '<h3 dir="rtl" style="text-align: right;">Right heading</h3><p style="text-align: justify;">justified</p>' +
    '<ul><li><p>outer</p><ul><li><p>inner</p></li></ul></li></ul><p data-indent="3">big</p>' +
    '<p><a target="_blank" rel="noopener noreferrer nofollow" href="/contact">contact us</a> or ' +
    '<a target="_blank" rel="noopener noreferrer nofollow" href="mailto:info@ztartvisa.ae">e-mail</a></p>',
  'a visa description typed in the e2e suite':
    '<h2>Iceland for UAE residents</h2><p>You need a <strong>Schengen visa</strong> to visit.</p>' +
    '<ul><li><p>Passport</p></li><li><p>Bank statements</p></li></ul>' +
    '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.government.is/">Official site</a></p>',
};

/** The sanitiser's spelling of the same HTML (see above): nothing is added or removed. */
function sanitiserSpelling(html: string): string {
  return html
    .replace(/ style="([^"]*)"/g, (_match, css: string) => {
      const declarations = css
        .replaceAll('&quot;', '"')
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration) => declaration.replace(/^([\w-]+)\s*:\s*/, '$1:'));
      return ` style="${declarations.join(';').replaceAll('"', '&quot;')}"`;
    })
    .replace(/ (data-[\w-]+)=""/g, ' $1')
    .replace(/<img([^>]*?)\s*>/g, '<img$1 />');
}

describe('what the admin editor writes survives sanitising', () => {
  test.each(Object.entries(sessions))('%s', (_session, html) => {
    const sanitised = sanitizeRichText(html);
    expect(sanitised).toBe(sanitiserSpelling(html));
    // Stored HTML loaded back into the editor and saved again does not drift.
    expect(sanitizeRichText(sanitised)).toBe(sanitised);
  });
});
