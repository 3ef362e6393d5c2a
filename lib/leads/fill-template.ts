/**
 * A catalogue message with its `{name}` arguments filled in: the one formatting the visitor forms'
 * messages get, in the browser (which receives the page language's messages as props) and on the
 * server (./catalogue.ts) alike, so both write the same sentence. An argument not given stays as
 * written.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The template cut at its arguments, each piece of text followed by the argument's value: for a
 * sentence with an element inside (a number in bold), whose word order differs between languages.
 */
export function templateParts<Part>(template: string, values: Readonly<Record<string, Part>>): Array<string | Part> {
  return template.split(/(\{\w+\})/).flatMap((piece): Array<string | Part> => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    if (name !== undefined && name in values) return [values[name] as Part];
    return piece === '' ? [] : [piece];
  });
}
