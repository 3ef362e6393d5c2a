/** The <option>s of a fixed list of values, each shown by its label, or as itself where it has none. */
export function Options<T extends string>({ values, labels }: { values: readonly T[]; labels?: Readonly<Record<T, string>> }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels ? labels[value] : value}
    </option>
  ));
}
