/**
 * The notice under the bulk actions once the header box has selected every loaded row, as in a mail
 * client: the list loads 100 rows a page, so "all" would otherwise silently mean "all loaded".
 */
export type SelectAllNotice =
  | { kind: 'none' }
  /** Every loaded row is selected and more match: offer the rest. */
  | { kind: 'offer'; loaded: number; matching: number }
  /** As 'offer', but more match than one bulk change may take. */
  | { kind: 'too-many'; loaded: number; matching: number; max: number }
  /** Every matching row that can change is selected; `locked` (in QuickBooks) and `excluded` are left out. */
  | { kind: 'all'; selected: number; locked: number; excluded: number };

export interface SelectAllInput {
  /** The header box is ticked: every loaded row that can change is selected. */
  allLoadedSelected: boolean;
  /** Selected rows that can change, loaded or fetched by "select all". */
  selected: number;
  /** Loaded rows that can change. */
  loadedSelectable: number;
  /** Loaded rows, locked ones included. */
  loaded: number;
  /** Rows matching the filters on the server (`X-Total-Count`), locked ones included. */
  matching: number;
  /** "Select all that match" has fetched the rows not loaded, for these filters. */
  fetchedRest: boolean;
  /** Rows in hand that are locked (pushed). */
  lockedInHand: number;
  /** Rows in hand excluded from their statement, which "select all" leaves out (unless the list is of excluded rows). */
  excludedInHand?: number;
  /** The most ids one bulk change takes. */
  max: number;
}

export function selectAllNotice(input: SelectAllInput): SelectAllNotice {
  const { allLoadedSelected, selected, loadedSelectable, loaded, matching, fetchedRest, lockedInHand, excludedInHand = 0, max } = input;
  if (!allLoadedSelected || selected === 0) return { kind: 'none' };
  // Every matching row was fetched and the selection still covers each one that can change.
  if (fetchedRest && selected === matching - lockedInHand - excludedInHand) {
    return { kind: 'all', selected, locked: lockedInHand, excluded: excludedInHand };
  }
  if (matching <= loaded || selected > loadedSelectable) return { kind: 'none' };
  return matching > max ? { kind: 'too-many', loaded: selected, matching, max } : { kind: 'offer', loaded: selected, matching };
}

/** What "all" left out, after "All N transactions are selected": " (3 already in QuickBooks cannot change and are left out)." */
export function leftOutText(locked: number, excluded: number): string {
  const number = (count: number) => count.toLocaleString('en-US');
  const are = (count: number) => (count === 1 ? 'is' : 'are');
  if (locked > 0 && excluded > 0) return ` (${number(locked)} already in QuickBooks and ${number(excluded)} excluded are left out).`;
  if (locked > 0) return ` (${number(locked)} already in QuickBooks cannot change and ${are(locked)} left out).`;
  if (excluded > 0) return ` (${number(excluded)} excluded ${are(excluded)} left out).`;
  return '.';
}
