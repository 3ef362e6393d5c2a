import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText keeps every toolbar feature', () => {
  test.each([
    ['headings 1 to 6', '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6>'],
    ['bold, italic, underline, strike', '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>'],
    ['blockquote', '<blockquote><p>Quoted</p></blockquote>'],
    ['ordered and bullet lists', '<ol><li><p>one</p></li></ol><ul><li><p>two</p></li></ul>'],
    ['text colour', '<p><span style="color:#e4572e">red</span></p>'],
    ['background colour', '<p><span style="background-color:rgb(244, 228, 193)">sand</span></p>'],
    ['font family', '<p><span style="font-family:Georgia">serif</span></p>'],
    ['size small, large, huge', '<p><span style="font-size:0.85em">s</span><span style="font-size:1.3em">l</span><span style="font-size:1.75em">h</span></p>'],
    ['alignment', '<p style="text-align:center">c</p><h2 style="text-align:right">r</h2>'],
    ['link', '<p><a href="https://www.gov.uk/standard-visitor">GOV.UK</a> and <a href="/contact">us</a></p>'],
    ['link in a new tab', '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a></p>'],
    ['image', '<p><img src="https://res.cloudinary.com/demo/image/upload/x.webp" alt="Passport" /></p>'],
    ['uploaded image', '<p><img src="/uploads/3f2a.webp" alt="Passport" /></p>'],
    ['YouTube video', '<div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="640" height="360" allowfullscreen="true"></iframe></div>'],
    ['sub and superscript', '<p>H<sub>2</sub>O and m<sup>2</sup></p>'],
    ['indent', '<p data-indent="2">indented</p>'],
    ['direction', '<p dir="rtl">مرحبا</p>'],
  ])('%s', (_feature, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  test('links opening a new tab get rel="noopener noreferrer nofollow"', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});

describe('sanitizeRichText removes what could run script or load foreign content', () => {
  test.each([
    ['script tag', '<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['script in mixed case', '<ScRiPt>alert(1)</sCrIpT><p>ok</p>', '<p>ok</p>'],
    ['event handler', '<p onclick="alert(1)">ok</p>', '<p>ok</p>'],
    ['img onerror', '<img src="https://x.test/a.png" onerror="alert(1)" alt="a" />', '<img src="https://x.test/a.png" alt="a" />'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: link in mixed case with leading spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: with entities', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['data: URL link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['data: URL image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="x" />', ''],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['foreign iframe', '<iframe src="https://evil.test/embed/abc"></iframe>', ''],
    ['iframe javascript:', '<iframe src="javascript:alert(1)"></iframe>', ''],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>', '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'],
    ['svg with script', '<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['svg foreignObject', '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>', ''],
    ['math mutation XSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['noscript mutation XSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['style tag', '<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['style attribute with expression', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['style attribute position trick', '<span style="position:fixed;top:0">x</span>', '<span>x</span>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf" />', ''],
    ['form and input', '<form action="https://evil.test"><input name="q" /></form>', ''],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.test" />', ''],
    ['base tag', '<base href="https://evil.test/" />', ''],
    ['link tag', '<link rel="stylesheet" href="https://evil.test/x.css" />', ''],
    ['unknown direction', '<p dir="evil">x</p>', '<p>x</p>'],
    ['indent out of range', '<p data-indent="99">x</p>', '<p>x</p>'],
    ['font size outside the toolbar', '<span style="font-size:200px">x</span>', '<span>x</span>'],
    ['http image (mixed content)', '<img src="http://x.test/a.png" alt="a" />', ''],
    ['image with a bare relative source', '<img src="x" alt="a" />', ''],
    ['protocol-relative link', '<a href="//evil.test">x</a>', '<a>x</a>'],
  ])('%s', (_payload, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });
});
