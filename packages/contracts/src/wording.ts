/**
 * A count with its noun in correct English ("1 statement", "3 statements", "0 rows"), shared by
 * the server's messages and the screens so both say the same thing.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
