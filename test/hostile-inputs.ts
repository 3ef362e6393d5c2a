import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '@/lib/images/limits';

/**
 * Hostile inputs shared by the unit tests (lib/rich-text, lib/images) and the adversarial e2e
 * spec, which sends the same ones over HTTP: one list, so a payload added for the sanitiser is
 * also tried against the running site.
 */

/** Rich-text payloads that could run script or load foreign content, and what the sanitiser keeps of each. */
export const XSS_PAYLOADS: [name: string, html: string, sanitised: string][] = [
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
];

/**
 * More payloads for the browser check: each would set window.__xss (or open a dialog) if any of
 * it ran. What the sanitiser makes of them is checked by the browser, not by a fixed expectation.
 */
export const BROWSER_XSS_PAYLOADS: [name: string, html: string][] = [
  ['script setting a flag', '<script>window.__xss=1</script>'],
  ['img onerror setting a flag', '<img src="x" onerror="window.__xss=1">'],
  ['svg onload', '<svg onload="window.__xss=1"></svg>'],
  ['body onload', '<body onload="window.__xss=1">'],
  ['details ontoggle', '<details open ontoggle="window.__xss=1"><summary>x</summary></details>'],
  ['autofocus onfocus', '<input autofocus onfocus="window.__xss=1">'],
  ['javascript: link, tab inside the scheme', '<a href="jav&#x09;ascript:window.__xss=1">x</a>'],
  ['javascript: link, leading spaces and mixed case', '<a href="   JAVAscript:window.__xss=1" id="xss-link">x</a>'],
  ['iframe srcdoc setting a flag', '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>'],
  ['data: iframe', '<iframe src="data:text/html,<script>parent.__xss=1</script>"></iframe>'],
  ['svg foreignObject with script', '<svg><foreignObject><iframe srcdoc="<script>parent.__xss=1</script>"></iframe></foreignObject></svg>'],
  ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:window.__xss=1"/><text y="20">x</text></a></svg>'],
  ['noscript mutation setting a flag', '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>'],
  ['math/style mutation setting a flag', '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>'],
  ['template mutation', '<template><img src=x onerror=window.__xss=1></template>'],
  ['comment breakout', '<!--<img src="--><img src=x onerror=window.__xss=1>">'],
  ['style with a breaking-out title', '<style><img src=x onerror=window.__xss=1></style>'],
  ['object data: html', '<object data="data:text/html,<script>parent.__xss=1</script>"></object>'],
  ['form action javascript:', '<form action="javascript:window.__xss=1"><button id="xss-button">x</button></form>'],
  ['meta refresh to javascript:', '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">'],
];

const png = (width = 40, height = 30) => sharp({ create: { width, height, channels: 3, background: '#e0a526' } }).png().toBuffer();

/** Uploads the image rules must refuse, with the message they give. */
export const REFUSED_UPLOADS: [name: string, bytes: () => Promise<Uint8Array>, message: RegExp][] = [
  ['an SVG with a script', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), /PNG, JPG, GIF or WebP/],
  ['HTML renamed .png', async () => Buffer.from('<!doctype html><script>alert(1)</script>'), /PNG, JPG, GIF or WebP/],
  ['10 MB + 1 byte', async () => Buffer.concat([await png(), Buffer.alloc(MAX_IMAGE_BYTES + 1)]), /10 MB or smaller/],
  ['a PNG header with garbage after it', async () => Buffer.concat([(await png()).subarray(0, 16), Buffer.from('<script>alert(1)</script>')]), /could not be read/],
  ['a pixel bomb (a small file of 100 megapixels)', () => png(10_000, 10_000), /too many pixels/],
];

/** A GIF that is also JavaScript/HTML: accepted, but only its pixels may come out. */
export async function gifPolyglot(): Promise<Buffer> {
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).gif().toBuffer();
  return Buffer.concat([gif, Buffer.from('\n/*<script>alert(document.cookie)</script>*/')]);
}
