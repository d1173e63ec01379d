import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { transactions, type Transaction } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/utils.ts';
import type { PickerOption } from '../../transactions/index.ts';
import { formatMoney } from '../../uploads/index.ts';
import { useSetSplits } from '../api/set-splits.ts';
import { isLockedRefusal } from '../lib/correction-errors.ts';
import { initialParts } from '../lib/split-drafts.ts';
import { remainderText, remainingCents, splitBody, splitProblem, type SplitPartDraft } from '../lib/split-remainder.ts';
import { SplitPartFields } from './split-part-fields.tsx';

interface SplitDialogProps {
  transaction: Transaction;
  options: readonly PickerOption[];
  pickerFootnote?: ReactNode;
  onClose: () => void;
}

/**
 * Splits a row across categories. What is left to assign shows as the reviewer types, and Save waits
 * until the parts come to the row exactly; the server checks the same sum and its sentence shows here.
 */
export function SplitDialog({ transaction, options, pickerFootnote, onClose }: SplitDialogProps) {
  const save = useSetSplits(transaction.client_id);
  const [parts, setParts] = useState<SplitPartDraft[]>(() => initialParts(transaction));
  const [serverError, setServerError] = useState<string | null>(null);
  const remaining = remainingCents(transaction.amount, parts);
  const problem = splitProblem(transaction.amount, parts);
  const wasSplit = transaction.splits.length > 0;
  const vendor = transaction.vendor_name || transaction.description;

  async function send(splits: ReturnType<typeof splitBody>) {
    setServerError(null);
    try {
      await save.mutateAsync({ id: transaction._id, splits });
      toast.success(splits.length === 0 ? 'Split removed' : 'Row split', {
        description: splits.length === 0 ? `${vendor} is in one piece again.` : `${vendor} is split across ${splits.length} categories.`,
      });
      onClose();
    } catch (error) {
      if (isLockedRefusal(error)) {
        toast.error(errorMessage(error, 'This row can no longer change here'));
        onClose();
      } else setServerError(errorMessage(error, 'Failed to split the row'));
    }
  }

  const busy = save.isPending;
  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (problem === null) void send(splitBody(transaction.amount, parts));
          }}
        >
          <DialogHeader>
            <DialogTitle>Split across categories</DialogTitle>
            <DialogDescription>
              {vendor} · {formatMoney(Math.abs(transaction.amount))} {transaction.amount < 0 ? 'out' : 'in'}. The parts must add up to the row
              exactly.
            </DialogDescription>
          </DialogHeader>
          <ol className="grid gap-2" aria-label="Parts">
            {parts.map((part, index) => (
              <SplitPartFields
                key={index}
                index={index}
                part={part}
                options={options}
                pickerFootnote={pickerFootnote}
                onChange={(next) => setParts(parts.map((each, at) => (at === index ? next : each)))}
                onRemove={parts.length > 2 ? () => setParts(parts.filter((_, at) => at !== index)) : undefined}
              />
            ))}
          </ol>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={parts.length >= transactions.MAX_SPLITS}
              onClick={() => setParts([...parts, { category: null, amount: '', memo: '' }])}
            >
              <Plus aria-hidden />
              Add a part
            </Button>
            <p
              aria-live="polite"
              data-testid="split-remainder"
              className={cn(
                'text-sm font-medium tabular-nums',
                remaining === 0
                  ? 'text-emerald-700 dark:text-emerald-400'
                  : remaining > 0
                    ? 'text-amber-700 dark:text-amber-400'
                    : 'text-destructive',
              )}
            >
              {remainderText(remaining)}
            </p>
          </div>
          {serverError && <InlineError>{serverError}</InlineError>}
          <DialogFooter className="sm:items-center">
            {wasSplit && (
              <Button variant="ghost" className="sm:mr-auto" disabled={busy} onClick={() => void send([])}>
                Remove split
              </Button>
            )}
            <Button variant="outline" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || problem !== null} title={problem ?? undefined}>
              {busy && <Spinner className="size-4 text-current" label="Saving" />}
              {busy ? 'Saving...' : 'Save split'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
