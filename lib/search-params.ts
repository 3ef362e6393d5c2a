/** A page's query value when it was given once; a repeated or missing one reads as undefined. */
export const firstParam = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
