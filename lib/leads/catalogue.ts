import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES, type Messages } from '@/lib/i18n/messages';
import { fillTemplate } from './fill-template';

/** Every message's key path in a catalogue area: `server.tooMany`, `thankYou.title`. */
export type MessageKey<Tree> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? Key : `${Key}.${MessageKey<Tree[Key]>}`;
}[keyof Tree & string];

/**
 * The messages of one catalogue area in one language (messages/{en,ar}/{area}.json), for the server
 * code of the forms, the privacy requests and the e-mails to visitors, which name the language
 * themselves (a route handler, a server action or the worker has no page language). next-intl is
 * published as ES modules only, which the Jest setup cannot load, and this code is unit-tested,
 * so it reads the same catalogues here; its messages use plain `{name}` arguments, filled in as
 * the browser fills them (./fill-template.ts), and no ICU plural or select.
 */
export function catalogue<Area extends keyof Messages>(locale: Locale, area: Area) {
  const root = MESSAGES[locale][area] as unknown;
  return (key: MessageKey<Messages[Area]>, values?: Readonly<Record<string, string | number>>): string => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root);
    if (typeof found !== 'string') throw new Error(`No message ${String(area)}.${key} in ${locale}`);
    return fillTemplate(found, values);
  };
}

/** A part of a catalogue area as it is stored (a map of labels, say), for the server to hand on. */
export function catalogueBranch<Area extends keyof Messages>(locale: Locale, area: Area): Messages[Area] {
  return MESSAGES[locale][area];
}
