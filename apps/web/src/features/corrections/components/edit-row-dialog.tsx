import type { Transaction } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { formatMoney } from '../../uploads/index.ts';
import { useCorrectTransaction } from '../api/correct-transaction.ts';
import { printedText } from '../lib/printed-value.ts';
import { correctionOf, draftOf } from '../lib/row-draft.ts';
import { RowFormDialog } from './row-form-dialog.tsx';

/** Corrects what the parser read of a row; each corrected field keeps what the statement printed. */
export function EditRowDialog({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const correct = useCorrectTransaction(transaction.client_id);
  // The server refuses a new amount under parts that add up to the old one.
  const split = transaction.splits.length > 0;
  return (
    <RowFormDialog
      title="Correct this row"
      description="Change what was read wrong from the statement. The statement’s own reading is kept beside each change."
      initial={draftOf(transaction)}
      hints={{
        date: printedText(transaction, 'transaction_date'),
        description: printedText(transaction, 'description'),
        vendor: printedText(transaction, 'vendor_name'),
        amount: split ? 'This row is split: remove the split to change its amount.' : printedText(transaction, 'amount'),
        checkNumber: printedText(transaction, 'check_number'),
      }}
      amountLocked={split}
      submitLabel="Save correction"
      confirmLabel="Save anyway"
      onSubmit={async (values, confirmOutOfPeriod) => {
        const changes = correctionOf(transaction, values);
        if (Object.keys(changes).length === 0) return;
        const { data } = await correct.mutateAsync({
          id: transaction._id,
          changes: confirmOutOfPeriod ? { ...changes, confirm_out_of_period: true } : changes,
        });
        toast.success('Row corrected', { description: `${data.vendor_name || data.description} · ${formatMoney(data.amount)}` });
      }}
      onClose={onClose}
    />
  );
}
