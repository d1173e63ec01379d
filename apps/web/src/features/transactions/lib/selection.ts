import type { Transaction } from '@ledgerdesk/contracts';
import type { StatusFilter } from './review-filters.ts';

/**
 * The rows the header box and "select all that match" take: not the ones in QuickBooks, and not the
 * excluded ones (a selection is usually approved, which the server refuses for an excluded row),
 * except in the list of excluded rows, where selecting them all is how they are included again.
 */
export function takenBySelectAll(transaction: Pick<Transaction, 'qb_id' | 'excluded'>, status: StatusFilter): boolean {
  return transaction.qb_id === null && (!transaction.excluded || status === 'excluded');
}

export interface SelectionClick {
  /** The ids in the order the table shows them. */
  orderedIds: readonly string[];
  /** Ids that may be selected (pushed transactions may not). */
  isSelectable: (id: string) => boolean;
  /** The row clicked before, without Shift: one end of a Shift-click range. */
  anchorId: string | null;
  /** The row clicked now. */
  targetId: string;
  /** Shift was held: select (or clear) everything from the anchor to this row. */
  range: boolean;
}

/**
 * The selection after a checkbox click. A plain click toggles one row; a Shift-click gives every
 * selectable row from the anchor to the clicked row the state the clicked row is switching to, as
 * in a mail client. The anchor must still be on screen (filters may have hidden it); if not, the
 * click toggles one row.
 */
export function applySelectionClick(selected: ReadonlySet<string>, click: SelectionClick): Set<string> {
  const next = new Set(selected);
  const { orderedIds, isSelectable, anchorId, targetId, range } = click;
  if (!isSelectable(targetId)) return next;
  const checking = !selected.has(targetId);
  const from = range && anchorId !== null ? orderedIds.indexOf(anchorId) : -1;
  const to = orderedIds.indexOf(targetId);
  if (from === -1 || to === -1) {
    if (checking) next.add(targetId);
    else next.delete(targetId);
    return next;
  }
  const [start, end] = from <= to ? [from, to] : [to, from];
  for (let index = start; index <= end; index += 1) {
    const id = orderedIds[index]!;
    if (!isSelectable(id)) continue;
    if (checking) next.add(id);
    else next.delete(id);
  }
  return next;
}

export type HeaderCheckState = boolean | 'indeterminate';

/** The select-all box over the visible rows: ticked, empty, or a dash when only some are selected. */
export function headerCheckState(visibleSelectableIds: readonly string[], selected: ReadonlySet<string>): HeaderCheckState {
  let count = 0;
  for (const id of visibleSelectableIds) if (selected.has(id)) count += 1;
  if (count === 0) return false;
  return count === visibleSelectableIds.length ? true : 'indeterminate';
}
