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
  /** Every matching row that can change is selected; `locked` are in QuickBooks and left out. */
  | { kind: 'all'; selected: number; locked: number };

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
  /** The most ids one bulk change takes. */
  max: number;
}

export function selectAllNotice(input: SelectAllInput): SelectAllNotice {
  const { allLoadedSelected, selected, loadedSelectable, loaded, matching, fetchedRest, lockedInHand, max } = input;
  if (!allLoadedSelected || selected === 0) return { kind: 'none' };
  // Every matching row was fetched and the selection still covers each one that can change.
  if (fetchedRest && selected === matching - lockedInHand) {
    return { kind: 'all', selected, locked: lockedInHand };
  }
  if (matching <= loaded || selected > loadedSelectable) return { kind: 'none' };
  return matching > max ? { kind: 'too-many', loaded: selected, matching, max } : { kind: 'offer', loaded: selected, matching };
}
