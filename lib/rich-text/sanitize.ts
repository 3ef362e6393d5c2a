import sanitizeHtml from 'sanitize-html';
import { DIRECTIONS, FONT_FAMILIES, FONT_SIZES, MAX_INDENT, QUILL_CLASSES, QUILL_CODE_BLOCK_CLASS, TEXT_ALIGNMENTS } from './allowed-html';
import { VIDEO_EMBED_HOSTS } from './video-embed-hosts.mjs';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneOf = (values: readonly string[]) => new RegExp(`^(${values.map(escapeRegExp).join('|')})$`, 'i');

/** YouTube embeds only, from the hosts the CSP frames; the editor writes the privacy-friendly nocookie host. */
const VIDEO_EMBED = new RegExp(`^https://(${VIDEO_EMBED_HOSTS.map(escapeRegExp).join('|')})/embed/[\\w-]{6,20}(\\?[\\w=&;-]*)?$`);
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;
// Fallback names are words joined by single spaces: no two parts of the pattern can match the same
// space, so a long hostile list fails in linear time instead of backtracking exponentially.
const FONT_FAMILY = new RegExp(`^(${FONT_FAMILIES.map((font) => `["']?${escapeRegExp(font)}["']?`).join('|')})(,\\s*[\\w-]+( [\\w-]+)*)*$`, 'i');
const blockAttributes = ['style', 'dir', 'data-indent'];
/** Images from an https host or our own uploads and illustrations. */
const IMAGE_SOURCE = /^(https:\/\/|\/(uploads|images)\/)/;
const INDENT = new RegExp(`^[1-${MAX_INDENT}]$`);
const DIRECTION = oneOf(DIRECTIONS);

/**
 * sanitize-html checks attribute names; values of the few attributes with a fixed range are
 * checked here. Links that open a new tab cannot reach back into this page.
 */
function checkAttributeValues(tagName: string, attributes: sanitizeHtml.Attributes) {
  const next = { ...attributes };
  if (next.dir !== undefined && !DIRECTION.test(next.dir)) delete next.dir;
  if (next['data-indent'] !== undefined && !INDENT.test(next['data-indent'])) delete next['data-indent'];
  if (tagName === 'a') {
    if (next.target && next.target !== '_blank') delete next.target;
    if (next.target === '_blank') next.rel = 'noopener noreferrer nofollow';
    else delete next.rel;
  }
  return { tagName, attribs: next };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'strike',
    'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'span', 'sub', 'sup', 'div', 'iframe', 'pre',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    span: ['style'],
    div: ['data-youtube-video'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'allow', 'title'],
    ...Object.fromEntries(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'li', 'ul', 'ol'].map((tag) => [tag, blockAttributes])),
  },
  // Legacy Quill HTML: its formatting classes on any element, its code block class on <pre> (which
  // loses Quill's spellcheck attribute like every attribute not listed).
  allowedClasses: { '*': [...QUILL_CLASSES], pre: [QUILL_CODE_BLOCK_CLASS] },
  allowedStyles: {
    '*': {
      'text-align': [oneOf(TEXT_ALIGNMENTS)],
      color: [COLOUR],
      'background-color': [COLOUR],
      'font-family': [FONT_FAMILY],
      'font-size': [oneOf(Object.values(FONT_SIZES))],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...VIDEO_EMBED_HOSTS],
  // Whatever is not allowed goes, with its content for scripts and styles (never shown as text).
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'svg', 'math', 'object', 'embed'],
  transformTags: { '*': checkAttributeValues },
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !VIDEO_EMBED.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? '')),
};

/**
 * Sanitises rich text on every write with an allow-list of exactly what the editor's toolbar
 * makes: script, event handlers, javascript:/data: URLs, foreign iframes, SVG and everything
 * else outside the list are removed.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
