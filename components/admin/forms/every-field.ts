type Unlisted<Values, Listed extends readonly PropertyKey[]> = Exclude<keyof Values, Listed[number]>;

/**
 * Lists the fields a form has an input for, and makes the compiler refuse the list unless it
 * names every field of the content definition: a field added to the definition
 * (`lib/content/content-definition.ts`) then cannot be forgotten in its form, whose values, checks and
 * empty state already follow the definition by themselves.
 */
export function everyField<Values>() {
  return <const Listed extends readonly (keyof Values)[]>(
    listed: Listed & ([Unlisted<Values, Listed>] extends [never] ? unknown : { formHasNoInputFor: Unlisted<Values, Listed> }),
  ): Listed => listed;
}
