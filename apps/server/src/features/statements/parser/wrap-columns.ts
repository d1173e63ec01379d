import type { Column } from './detect-header.ts';
import type { Word } from './layout-types.ts';

/**
 * A row's description read column by column where the table prints two text columns side by side (a brokerage's
 * "Security | Description": "VANGUARD TOTAL STOCK" over "MKT ETF" beside "QUALIFIED DIVIDEND"). Each cell wraps in
 * its own column, so a wrapped line's words under the first column go on after that column's words on the row's
 * first line, before the second column's; the other words follow the description as before.
 *
 * `first`: the row's first line's words; `description`: its description so far; `placed`: how many wrapped words
 * were already put in the first column. Returns the description and the new count; with one text column, or no
 * word of the wrapped line under the first, the words are simply added at the end.
 */
export function addWrappedWords(
  description: string[],
  wrapped: Word[],
  first: Word[] | undefined,
  columns: Column[] | null,
  h: number,
  placed: number,
): { description: string[]; placed: number } {
  const text = columns?.filter((c) => c.kind === 'description') ?? [];
  const [left, right] = text;
  const append = { description: [...description, ...wrapped.map((w) => w.text)], placed };
  if (!left || !right || !first) return append;
  // Text columns are set flush left under their headings; the first ends where the next column (of any kind: a
  // Symbol between them) starts.
  const next = columns?.filter((c) => c.x0 > left.x0).sort((a, b) => a.x0 - b.x0)[0] ?? right;
  const inLeft = (w: Word) => w.x0 >= left.x0 - h && w.x0 < next.x0 - h / 2;
  const under = wrapped.filter(inLeft);
  if (under.length === 0) return append;
  const own = first.filter(inLeft).map((w) => w.text);
  // The first line's first-column words lead its description; otherwise the row was read some other way.
  if (own.length === 0 || own.some((t, i) => description[i] !== t)) return append;
  const at = own.length + placed;
  const rest = wrapped.filter((w) => !inLeft(w)).map((w) => w.text);
  return {
    description: [...description.slice(0, at), ...under.map((w) => w.text), ...description.slice(at), ...rest],
    placed: placed + under.length,
  };
}
