import { useState, type FormEvent, type ReactNode } from 'react';
import { CalendarClock } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { isLockedRefusal, outOfPeriodMessage } from '../lib/correction-errors.ts';
import { readDraft, type DraftErrors, type RowDraft, type RowValues } from '../lib/row-draft.ts';
import { RowFields } from './row-fields.tsx';

interface RowFormDialogProps {
  title: string;
  description: ReactNode;
  initial: RowDraft;
  hints?: Partial<Record<keyof RowDraft, string | null>>;
  amountLocked?: boolean;
  submitLabel: string;
  /** The submit button once the reviewer is asked about a date outside the statement ("Save anyway"). */
  confirmLabel: string;
  /** Sends the row; rejects with the server's refusal. */
  onSubmit: (values: RowValues, confirmOutOfPeriod: boolean) => Promise<void>;
  onClose: () => void;
}

/**
 * A row's fields in a dialog, for correcting one or adding a missed one. A date outside the statement
 * is the server's to notice: its sentence is shown and the reviewer confirms or changes the date. A row
 * that became locked meanwhile closes the dialog with the server's reason; other refusals stay inline.
 */
export function RowFormDialog({
  title,
  description,
  initial,
  hints,
  amountLocked,
  submitLabel,
  confirmLabel,
  onSubmit,
  onClose,
}: RowFormDialogProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [askPeriod, setAskPeriod] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readDraft(draft);
    setErrors(read.errors ?? {});
    if (!read.values) return;
    setBusy(true);
    setServerError(null);
    try {
      await onSubmit(read.values, askPeriod !== null);
      onClose();
    } catch (error) {
      const period = outOfPeriodMessage(error);
      if (period) setAskPeriod(period);
      else if (isLockedRefusal(error)) {
        toast.error(errorMessage(error, 'This row can no longer change here'));
        onClose();
      } else setServerError(errorMessage(error, 'Failed to save the row'));
    } finally {
      setBusy(false);
    }
  }

  function change(next: RowDraft) {
    // Another date is another question.
    if (next.date !== draft.date) setAskPeriod(null);
    setDraft(next);
  }

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <form className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <RowFields draft={draft} onChange={change} errors={errors} hints={hints} amountLocked={amountLocked} />
          {askPeriod && (
            <div
              role="alert"
              data-testid="out-of-period"
              className="flex gap-2.5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
            >
              <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
              <div className="grid gap-1">
                <p className="font-medium">{askPeriod}</p>
                <p className="text-amber-900/80 dark:text-amber-100/80">Check the date. If it is right, confirm to save it as it is.</p>
              </div>
            </div>
          )}
          {serverError && <InlineError>{serverError}</InlineError>}
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Spinner className="size-4 text-current" label="Saving" />}
              {busy ? 'Saving...' : askPeriod ? confirmLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
