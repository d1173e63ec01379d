import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../lib/utils.ts';
import { type IifLeftOutReason, type IifSelection, describeIifRow } from '../lib/iif-selection.ts';
import { transactionCount } from '../lib/iif-request.ts';

const REASONS: Record<IifLeftOutReason, string> = {
  not_approved: 'Only approved transactions are written. Approve them on this screen first.',
  exported: 'Already in an earlier IIF file: QuickBooks Desktop would import them twice.',
  ask_client: 'Still on 1480 - Ask Client: choose a category, then approve them.',
  excluded: 'Excluded, not written: a reviewer took them off the statement.',
};

interface IifSelectionSummaryProps {
  selection: IifSelection;
  /** Whether the rows already exported are written again (only if the earlier file was never imported). */
  again: boolean;
  onAgainChange: (again: boolean) => void;
  disabled?: boolean;
}

/**
 * The brief's Total Transactions, told truthfully: how many rows the file will hold, and every row it will
 * not, grouped by why with a count each; each group opens to its rows.
 */
export function IifSelectionSummary({ selection, again, onAgainChange, disabled }: IifSelectionSummaryProps) {
  const [openReason, setOpenReason] = useState<IifLeftOutReason | null>(null);
  const written = selection.writable.length + (again ? selection.exported.length : 0);
  const everything = selection.leftOut.length === 0;
  const open = selection.leftOut.find((group) => group.reason === openReason) ?? null;

  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 px-4 py-3" data-testid="iif-summary">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium">Total Transactions</p>
          <p className="text-xs text-muted-foreground" data-testid="iif-written">
            {selection.total === 0
              ? 'There are no transactions to export.'
              : everything
                ? 'All transactions are included.'
                : `${written} will be written to the file${written > 0 ? ' (approved, categorised, not yet exported)' : ''}; ${selection.total - written} will not.`}
          </p>
        </div>
        <p className="text-2xl font-semibold tabular-nums" data-testid="iif-total">
          {selection.total}
        </p>
      </div>

      {!everything && (
        <div className="grid gap-2">
          <p className="text-xs font-medium">Not written</p>
          <ul className="flex flex-wrap gap-1.5" data-testid="iif-left-out">
            {selection.leftOut.map((group) => (
              <li key={group.reason}>
                <button
                  type="button"
                  className={cn(
                    'inline-flex items-center gap-1 rounded-full border bg-card px-2.5 py-1 text-xs tabular-nums transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    openReason === group.reason && 'border-primary',
                  )}
                  aria-expanded={openReason === group.reason}
                  aria-controls="iif-left-out-rows"
                  onClick={() => setOpenReason(openReason === group.reason ? null : group.reason)}
                >
                  {group.label}
                  <ChevronDown className={cn('size-3.5 transition-transform', openReason === group.reason && 'rotate-180')} aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          {open && (
            <div id="iif-left-out-rows" className="grid gap-1.5" data-testid="iif-left-out-rows">
              <p className="text-xs text-muted-foreground">{REASONS[open.reason]}</p>
              <ul className="grid max-h-40 gap-0.5 overflow-auto rounded-md border bg-card p-2 text-xs tabular-nums">
                {open.rows.map((row) => (
                  <li key={row._id} className="break-words">
                    {describeIifRow(row)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {selection.exported.length > 0 && (
            <label className="flex items-start gap-2 text-xs">
              <Checkbox className="mt-px" checked={again} disabled={disabled} onCheckedChange={(checked) => onAgainChange(checked === true)} />
              <span>
                Write the {transactionCount(selection.exported.length)} already exported again, only if the earlier file was never imported.
              </span>
            </label>
          )}
        </div>
      )}
    </div>
  );
}
