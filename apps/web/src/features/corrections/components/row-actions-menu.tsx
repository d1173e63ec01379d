import { useState, type ReactNode } from 'react';
import { Ban, Ellipsis, Lock, PencilLine, Split, Undo2, Unlink } from 'lucide-react';
import type { Transaction } from '@ledgerdesk/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { rowActions } from '../lib/row-actions.ts';

export interface RowCorrectionHandlers {
  edit: (transaction: Transaction) => void;
  split: (transaction: Transaction) => void;
  removeSplit: (transaction: Transaction) => void;
  setExcluded: (transaction: Transaction, excluded: boolean) => void;
}

function Item({
  icon,
  label,
  disabled,
  why,
  onSelect,
}: {
  icon: ReactNode;
  label: string;
  disabled: boolean;
  why: string | null;
  onSelect: () => void;
}) {
  return (
    // The title sits on a wrapper: a disabled button takes no pointer events, so it would never show one.
    <span title={disabled ? (why ?? undefined) : undefined} className="block">
      <Button variant="ghost" size="sm" disabled={disabled} onClick={onSelect} className="w-full justify-start gap-2 text-foreground">
        {icon}
        {label}
      </Button>
    </span>
  );
}

/** A row's corrections: edit, split, exclude or include again; each disabled with the reason when the row cannot change here. */
export function RowActionsMenu({ transaction, handlers }: { transaction: Transaction; handlers: RowCorrectionHandlers }) {
  const [open, setOpen] = useState(false);
  const allowed = rowActions(transaction);
  const vendor = transaction.vendor_name || transaction.description || 'transaction';
  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Correct ${vendor}`}
          title={allowed.why ?? 'Correct this row: edit, split or exclude it'}
          className="-my-1 size-7 shrink-0"
          onClick={(event) => event.stopPropagation()}
        >
          <Ellipsis aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-64 p-1" aria-label={`Correct ${vendor}`} onClick={(event) => event.stopPropagation()}>
        {allowed.why && (
          <p className="flex items-start gap-2 px-3 py-2 text-xs text-muted-foreground" data-testid="correction-lock">
            <Lock className="mt-px size-3.5 shrink-0" aria-hidden />
            {allowed.why}
          </p>
        )}
        <Item
          icon={<PencilLine aria-hidden />}
          label="Edit row…"
          disabled={!allowed.edit}
          why={allowed.why}
          onSelect={run(() => handlers.edit(transaction))}
        />
        <Item
          icon={<Split aria-hidden />}
          label={transaction.splits.length > 0 ? 'Change the split…' : 'Split across categories…'}
          disabled={!allowed.split}
          why={allowed.why}
          onSelect={run(() => handlers.split(transaction))}
        />
        {transaction.splits.length > 0 && (
          <Item
            icon={<Unlink aria-hidden />}
            label="Remove split"
            disabled={!allowed.removeSplit}
            why={allowed.why}
            onSelect={run(() => handlers.removeSplit(transaction))}
          />
        )}
        {transaction.excluded ? (
          <Item
            icon={<Undo2 aria-hidden />}
            label="Include again"
            disabled={!allowed.include}
            why={allowed.why}
            onSelect={run(() => handlers.setExcluded(transaction, false))}
          />
        ) : (
          <Item
            icon={<Ban aria-hidden />}
            label="Exclude from statement"
            disabled={!allowed.exclude}
            why={allowed.why}
            onSelect={run(() => handlers.setExcluded(transaction, true))}
          />
        )}
      </PopoverContent>
    </Popover>
  );
}
