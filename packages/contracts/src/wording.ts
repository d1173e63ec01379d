/**
 * A count with its noun in correct English ("1 statement", "3 statements", "0 rows"), shared by
 * the server's messages and the screens so both say the same thing.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

/**
 * What re-categorising after a change of categories did, in a bookkeeper's words ("120 open transactions were
 * re-categorised with it."); `how` says with what. Empty when the client had no open transactions.
 */
export function recategorisedWords(counts: { considered_count: number; changed_count: number }, how: string): string {
  const { considered_count: considered, changed_count: changed } = counts;
  if (considered === 0) return '';
  if (changed === 0)
    return `${countOf(considered, 'open transaction')} ${considered === 1 ? 'was' : 'were'} checked ${how}; none needed another category.`;
  return `${countOf(changed, 'open transaction')} ${changed === 1 ? 'was' : 'were'} re-categorised ${how}.`;
}
