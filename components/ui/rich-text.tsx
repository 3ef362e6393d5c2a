/**
 * Renders rich text that is safe by construction: HTML written by the team in content/, or
 * HTML the server sanitised on write (lib/rich-text). Never pass visitor input here.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose-rich ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
