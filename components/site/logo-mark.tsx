import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The brand mark, drawn inline from public/images/brand/logo-mark.svg (which scripts/images
 * renders; the share cards and the structured data use the same file). Inline, because as an
 * <img> it would cost every first visit a request on the way to the first paint, and the browser
 * builds a separate document for an SVG image on the main thread (22 and 26 ms in two
 * unthrottled traces here). It is decoration beside the brand's name, so assistive technology
 * skips it.
 */
const markup = readFileSync(path.join(process.cwd(), 'public', 'images', 'brand', 'logo-mark.svg'), 'utf8')
  .trim()
  .replace(/ role="img" aria-label="[^"]*"/, ' aria-hidden="true" focusable="false"')
  .replace(/ width="64" height="64"/, ' width="36" height="36"');

export function LogoMark() {
  return <span className="block size-9 shrink-0" dangerouslySetInnerHTML={{ __html: markup }} />;
}
