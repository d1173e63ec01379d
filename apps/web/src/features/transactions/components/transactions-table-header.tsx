import type { ReactNode, Ref } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../lib/utils.ts';
import type { HeaderCheckState } from '../lib/selection.ts';
import { HEADER_HEIGHT } from '../lib/virtual-rows.ts';
import { STICKY_CELL } from './transaction-row.tsx';

/**
 * Column widths. Vendor and the two categories have none: they share what the screen has left, so all
 * ten columns fit a 1280 px screen, and beside the statement panel (which opens beside the table only
 * where both fit); a narrower table (a phone, a small laptop) scrolls sideways inside its card, its
 * first two columns held in place.
 */
const COLUMNS: Array<{ label: ReactNode; width?: number; className?: string }> = [
  { label: null, width: 40, className: cn(STICKY_CELL, 'left-0 [[data-narrow]_&]:z-20') },
  { label: 'Transaction ID', width: 84, className: cn(STICKY_CELL, 'left-10 [[data-narrow]_&]:z-20') },
  { label: 'Vendor Name' },
  { label: 'Amount', width: 104, className: 'text-right' },
  { label: 'Payment Type', width: 84 },
  { label: 'Transaction Type', width: 84 },
  { label: 'Auto Category' },
  { label: 'Manual Category' },
  { label: 'Approved', width: 116 },
  { label: 'Date', width: 100 },
  { label: 'Push Status', width: 128 },
];
const FLEX_MIN = 150;

export const COLUMN_COUNT = COLUMNS.length;
export const TABLE_MIN_WIDTH = COLUMNS.reduce((sum, column) => sum + (column.width ?? FLEX_MIN), 0);

export function ColumnWidths() {
  return (
    <colgroup>
      {COLUMNS.map((column, index) => (
        <col key={index} style={column.width ? { width: column.width } : undefined} />
      ))}
    </colgroup>
  );
}

interface HeaderRowProps {
  headerCheck: HeaderCheckState;
  onToggleAll: () => void;
  disabled: boolean;
  /** Where the cells stick, from the top of the box that scrolls them. */
  top: number;
  /** A copy for the eyes only (see StuckHeader): out of the accessibility tree and the tab order. */
  copy?: boolean;
}

export function HeaderRow({ headerCheck, onToggleAll, disabled, top, copy = false }: HeaderRowProps) {
  return (
    <tr aria-rowindex={copy ? undefined : 1} style={{ height: HEADER_HEIGHT }}>
      {COLUMNS.map((column, index) => (
        <th
          key={index}
          scope="col"
          style={{ top }}
          className={cn(
            'sticky z-10 bg-card px-2 text-left align-middle text-xs leading-tight font-medium text-muted-foreground shadow-[inset_0_-1px_0_var(--color-border)]',
            index === 0 && 'pr-1 pl-4',
            index === COLUMNS.length - 1 && 'pr-4',
            column.className,
          )}
        >
          {index === 0 ? (
            <Checkbox
              checked={headerCheck}
              onCheckedChange={onToggleAll}
              aria-label="Select all shown transactions"
              disabled={disabled}
              tabIndex={copy ? -1 : undefined}
            />
          ) : (
            column.label
          )}
        </th>
      ))}
    </tr>
  );
}

interface StuckHeaderProps extends Omit<HeaderRowProps, 'top' | 'copy'> {
  /** The app header's height: the copy sticks just below it. */
  stickyTop: number;
  /** Scrolled sideways with the table (its scrollLeft set by the table). */
  scrollRef: Ref<HTMLDivElement>;
}

/**
 * The column header of a table that scrolls sideways. Its box is the scroll container the real header
 * sticks to, so that header scrolls away with the page; this copy, outside the box, sticks below the
 * app's header instead and follows the box sideways. Shown only once the real one has gone under.
 */
export function StuckHeader({ stickyTop, scrollRef, ...row }: StuckHeaderProps) {
  return (
    <div aria-hidden className="sticky z-20 h-0" style={{ top: stickyTop }} data-testid="review-table-stuck-header">
      <div ref={scrollRef} className="overflow-hidden">
        <table className="w-full table-fixed text-sm" style={{ minWidth: TABLE_MIN_WIDTH }}>
          <ColumnWidths />
          <thead>
            <HeaderRow {...row} top={0} copy />
          </thead>
        </table>
      </div>
    </div>
  );
}
