import { useRef, useState } from 'react';
import { ASK_CLIENT, type Transaction } from '@ledgerdesk/contracts';
import { countOf } from '@ledgerdesk/contracts/wording';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';

export interface ApprovalSplit {
  /** Every selected row. */
  all: string[];
  /** The selected rows with a category of their own (manual, else auto) other than Ask Client, or approved already. */
  categorised: string[];
  /** The selected rows still waiting on the client: pending, and Ask Client (or no category at all, which shows as Ask Client). */
  askClient: string[];
}

/**
 * The selection split by whether the client still has to say what a row is. A split row is filed by its
 * parts, so it waits on the client only if one of its parts is Ask Client.
 */
export function splitAskClient(
  selection: readonly (Pick<Transaction, '_id' | 'manual_category' | 'auto_category' | 'approved'> & Partial<Pick<Transaction, 'splits'>>)[],
): ApprovalSplit {
  const split: ApprovalSplit = { all: [], categorised: [], askClient: [] };
  for (const transaction of selection) {
    split.all.push(transaction._id);
    const parts = transaction.splits ?? [];
    const categories =
      parts.length > 0 ? parts.map((part) => part.category) : [transaction.manual_category || transaction.auto_category || ASK_CLIENT];
    (categories.includes(ASK_CLIENT) && !transaction.approved ? split.askClient : split.categorised).push(transaction._id);
  }
  return split;
}

const number = (count: number) => count.toLocaleString('en-US');

/** The three answers' words, in correct English whatever the counts. */
export function approvalChoices({ all, categorised, askClient }: ApprovalSplit) {
  const waiting = askClient.length;
  return {
    description: `${countOf(waiting, 'selected transaction')} ${waiting === 1 ? 'is' : 'are'} still ${ASK_CLIENT}: the client has not said what ${waiting === 1 ? 'it is' : 'they are'}.`,
    // With nothing categorised in the selection there is nothing to approve on its own.
    categorisedOnly:
      categorised.length === 0 ? null : `Approve the ${number(categorised.length)} categorised, leave the ${number(waiting)} Ask Client pending`,
    everything: `Approve all ${number(all.length)}`,
  };
}

interface ApproveSelectionDialogProps {
  /** Kept after closing, so the dialog does not empty out while it animates away. */
  split: ApprovalSplit | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApprove: (ids: string[]) => void;
}

/** Asked before approving a selection that holds Ask Client rows, which usually should wait for the client. */
export function ApproveSelectionDialog({ split, open, onOpenChange, onApprove }: ApproveSelectionDialogProps) {
  const choices = split ? approvalChoices(split) : null;
  const primary = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        className="max-w-lg"
        // Enter takes the careful answer (the primary button), not Cancel, which Radix would focus.
        onOpenAutoFocus={(event) => {
          if (!primary.current) return;
          event.preventDefault();
          primary.current.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Approve Ask Client transactions?</AlertDialogTitle>
          <AlertDialogDescription>{choices?.description}</AlertDialogDescription>
        </AlertDialogHeader>
        {/* Stacked at every width, the careful answer on top: its label is long. */}
        <AlertDialogFooter className="sm:flex-col-reverse sm:justify-start">
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          {split && choices && (
            <>
              <Button
                ref={choices.categorisedOnly ? undefined : primary}
                variant={choices.categorisedOnly ? 'outline' : 'default'}
                onClick={() => onApprove(split.all)}
              >
                {choices.everything}
              </Button>
              {choices.categorisedOnly && (
                <Button ref={primary} className="h-auto min-h-9 py-2 whitespace-normal" onClick={() => onApprove(split.categorised)}>
                  {choices.categorisedOnly}
                </Button>
              )}
            </>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * "Approve selected", whether from the bulk bar or the `a` key: approves the selection at once, or
 * first asks (the dialog it returns) when Ask Client rows are in it.
 */
export function useApproveSelection(onApprove: (ids: string[]) => void) {
  const [askFirst, setAskFirst] = useState<{ split: ApprovalSplit; open: boolean } | null>(null);
  function request(selection: Parameters<typeof splitAskClient>[0]) {
    const split = splitAskClient(selection);
    if (split.all.length === 0) return;
    if (split.askClient.length === 0) onApprove(split.all);
    else setAskFirst({ split, open: true });
  }
  const dialog = (
    <ApproveSelectionDialog
      split={askFirst?.split ?? null}
      open={askFirst?.open ?? false}
      onOpenChange={(open) => (open || !askFirst ? undefined : setAskFirst({ ...askFirst, open: false }))}
      onApprove={(ids) => {
        if (askFirst) setAskFirst({ ...askFirst, open: false });
        onApprove(ids);
      }}
    />
  );
  return { request, dialog };
}
