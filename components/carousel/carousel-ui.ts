/**
 * What a carousel's controls say and which way it runs, in the page's language: made on the
 * server (./carousel-ui.server.ts) and handed to the client components as props, so no
 * catalogue reaches the browser.
 */
export interface CarouselUi {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** Each slide's name, with `{index}` and `{count}`: '3 of 7'. */
  slide: string;
  /** Right to left on Arabic pages: the first slide at the right, "next" moving leftwards. */
  direction: 'ltr' | 'rtl';
}

/** A message with `{name}` placeholders filled in the browser: '{index} of {count}' → '3 of 7'. */
export const fillIn = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
