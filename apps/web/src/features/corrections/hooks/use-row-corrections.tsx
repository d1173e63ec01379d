import { useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Transaction, Upload } from '@ledgerdesk/contracts';
import { countOf } from '@ledgerdesk/contracts/wording';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client.ts';
import type { PickerOption } from '../../transactions/index.ts';
import { formatMoney, uploadQueryOptions } from '../../uploads/index.ts';
import { useCorrectTransaction } from '../api/correct-transaction.ts';
import { useExcludeTransactions } from '../api/exclude-transactions.ts';
import { useSetSplits } from '../api/set-splits.ts';
import { draftFromText, EMPTY_DRAFT, type RowDraft } from '../lib/row-draft.ts';
import { rowFromText } from '../lib/selection-to-row.ts';
import { AddRowDialog } from '../components/add-row-dialog.tsx';
import { EditRowDialog } from '../components/edit-row-dialog.tsx';
import type { RowCorrectionHandlers } from '../components/row-actions-menu.tsx';
import { SplitDialog } from '../components/split-dialog.tsx';

type Opened =
  { kind: 'edit'; transaction: Transaction } | { kind: 'split'; transaction: Transaction } | { kind: 'add'; upload: Upload; draft: RowDraft };

const label = (transaction: Transaction) => `${transaction.vendor_name || transaction.description} · ${formatMoney(transaction.amount)}`;

interface RowCorrectionsOptions {
  /** The split dialog's category choices, the review's own. */
  options: readonly PickerOption[];
  pickerFootnote?: ReactNode;
}

/**
 * Everything the Transactions screen needs to correct a statement: stable handlers for the rows' menus,
 * adding a missed row (blank, or from text selected on the statement), excluding a selection, and the
 * dialog that is open. Each change is saved at once and the statement's reconciliation read again.
 */
export function useRowCorrections(clientId: string, { options, pickerFootnote }: RowCorrectionsOptions) {
  const queryClient = useQueryClient();
  const { mutateAsync: correct } = useCorrectTransaction(clientId);
  const { mutateAsync: saveSplits } = useSetSplits(clientId);
  const exclude = useExcludeTransactions(clientId);
  const [opened, setOpened] = useState<Opened | null>(null);

  const handlers = useMemo<RowCorrectionHandlers>(
    () => ({
      edit: (transaction) => setOpened({ kind: 'edit', transaction }),
      split: (transaction) => setOpened({ kind: 'split', transaction }),
      removeSplit(transaction) {
        saveSplits({ id: transaction._id, splits: [] }).then(
          () => toast.success('Split removed', { description: `${label(transaction)} is in one piece again.` }),
          (error: unknown) => toast.error(errorMessage(error, 'Failed to remove the split')),
        );
      },
      setExcluded(transaction, excluded) {
        correct({ id: transaction._id, changes: { excluded } }).then(
          () =>
            toast.success(excluded ? 'Row excluded' : 'Row included again', {
              description: excluded
                ? `${label(transaction)} is left out of the statement, QuickBooks and IIF files.`
                : `${label(transaction)} counts in the statement again.`,
            }),
          (error: unknown) => toast.error(errorMessage(error, excluded ? 'Failed to exclude the row' : 'Failed to include the row')),
        );
      },
    }),
    [correct, saveSplits],
  );

  /** Opens the add dialog for a statement; with selected page text, its date, description and amount filled in. */
  async function addRow(uploadId: string, selectedText?: string) {
    try {
      const upload = await queryClient.ensureQueryData(uploadQueryOptions(uploadId));
      const draft = selectedText ? draftFromText(rowFromText(selectedText, { start: upload.period_start, end: upload.period_end })) : EMPTY_DRAFT;
      setOpened({ kind: 'add', upload, draft });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to load the statement'));
    }
  }

  /** Excludes (or includes) the rows; true once saved, so the caller can clear its selection. */
  async function setManyExcluded(rows: readonly Transaction[], excluded: boolean): Promise<boolean> {
    if (rows.length === 0) return false;
    try {
      const reply = await exclude.mutateAsync({
        ids: rows.map((row) => row._id),
        uploadIds: [...new Set(rows.map((row) => row.upload_id))],
        excluded,
      });
      toast.success(excluded ? 'Rows excluded' : 'Rows included again', {
        description: `${countOf(reply.updated_count, 'transaction')} ${excluded ? 'left out of their statements' : 'count in their statements again'}.`,
      });
      return true;
    } catch (error) {
      toast.error(errorMessage(error, excluded ? 'Failed to exclude the rows' : 'Failed to include the rows'));
      return false;
    }
  }

  const close = () => setOpened(null);
  const dialogs =
    opened?.kind === 'edit' ? (
      <EditRowDialog transaction={opened.transaction} onClose={close} />
    ) : opened?.kind === 'split' ? (
      <SplitDialog transaction={opened.transaction} options={options} pickerFootnote={pickerFootnote} onClose={close} />
    ) : opened?.kind === 'add' ? (
      <AddRowDialog upload={opened.upload} initial={opened.draft} onClose={close} />
    ) : null;

  return { handlers, addRow, setManyExcluded, excluding: exclude.isPending, dialogs };
}
