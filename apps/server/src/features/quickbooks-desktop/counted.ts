/** "1 transaction", "3 transactions": the counts in the export's sentences. */
export const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
