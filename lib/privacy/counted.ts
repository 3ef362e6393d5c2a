/** "1 case", "2 cases": a count with its noun, for the sentences people and staff read. */
export const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
