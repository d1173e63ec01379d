import { Fragment, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowDownLeft, ArrowRight, ArrowUpRight, Copy, ReceiptText } from 'lucide-react';
import type { Transaction } from '@ledgerdesk/contracts';
import { LoadError, SkeletonRows } from '../../../components/load-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatAmount, formatTransactionDate, moneyDirection } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';
import { useUploadTransactions } from '../api/get-upload-transactions.ts';
import { rowsAroundBreaks } from '../lib/rows-around-breaks.ts';
import { previewRows } from '../lib/preview-rows.ts';

/** The first rows shown under a statement's summary; the Transactions screen has them all (a 300-row page was ~20,000 px tall). */
const PREVIEW_ROWS = 10;

interface UploadTransactionsProps {
  uploadId: string;
  /** Rows (statement order) where the printed running balance first disagrees; marked in the table. */
  breakRows?: readonly number[];
  /** Once, when this upload's transactions have arrived. */
  onLoaded?: (count: number) => void;
}

/** The brief's table of one upload's transactions: Date, Vendor, Amount, Auto Category, Manual Category, Approved. */
export function UploadTransactions({ uploadId, breakRows = [], onLoaded }: UploadTransactionsProps) {
  const query = useUploadTransactions(uploadId);
  const reported = useRef<string | null>(null);
  const count = query.data?.length;

  useEffect(() => {
    if (count === undefined || reported.current === uploadId) return;
    reported.current = uploadId;
    onLoaded?.(count);
  }, [count, uploadId, onLoaded]);

  return (
    <Card aria-labelledby="upload-transactions-title">
      <CardHeader className="pb-4 sm:pb-4">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <div>
            <CardTitle id="upload-transactions-title">Transactions</CardTitle>
            <CardDescription>
              {count === undefined
                ? 'As printed on the statement.'
                : count > PREVIEW_ROWS
                  ? `The first ${PREVIEW_ROWS} of ${count} transactions, in statement order${breakRows.length > 0 ? ', and the rows around each balance break' : ''}.`
                  : `${count} ${count === 1 ? 'transaction' : 'transactions'}, in statement order.`}
            </CardDescription>
          </div>
          <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
            <span className="inline-flex items-center gap-1">
              <ArrowDownLeft className="size-3.5 text-emerald-600 dark:text-emerald-400" />
              Money in
            </span>
            <span className="inline-flex items-center gap-1">
              <ArrowUpRight className="size-3.5 text-red-600 dark:text-red-400" />
              Money out
            </span>
          </div>
        </div>
      </CardHeader>

      {query.isPending ? (
        <SkeletonRows label="Loading transactions" rows={5} rowClassName="h-9" className="px-5 pb-6 sm:px-6" />
      ) : query.isError ? (
        <LoadError
          message={errorMessage(query.error, 'Failed to load transactions')}
          onRetry={() => void query.refetch()}
          className="px-5 pb-6 sm:px-6"
        />
      ) : query.data.length === 0 ? (
        <div className="mx-5 mb-6 flex flex-col items-center rounded-lg border border-dashed px-4 py-10 text-center sm:mx-6">
          <ReceiptText className="mb-3 size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">No transactions on this statement</p>
        </div>
      ) : (
        <TransactionsTable transactions={query.data} breakRows={breakRows} uploadId={uploadId} />
      )}
    </Card>
  );
}

function TransactionsTable({ transactions, breakRows, uploadId }: { transactions: Transaction[]; breakRows: readonly number[]; uploadId: string }) {
  const marked = rowsAroundBreaks(breakRows, transactions.length);
  const shown = previewRows(transactions.length, PREVIEW_ROWS, marked.keys());
  const clientId = transactions[0]?.client_id;

  return (
    <>
      <Table containerClassName="border-t" data-testid="upload-transactions">
        <TableHeader>
          <TableRow>
            <TableHead className="hidden sm:table-cell">Date</TableHead>
            <TableHead>Vendor</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Auto Category</TableHead>
            <TableHead>Manual Category</TableHead>
            <TableHead>Approved</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map(({ index, skippedBefore }) => {
            const transaction = transactions[index]!;
            const mark = marked.get(index);
            const direction = moneyDirection(transaction.amount);
            return (
              <Fragment key={transaction.transaction_id}>
                {skippedBefore > 0 && (
                  <TableRow data-testid="upload-rows-skipped" className="hover:bg-transparent">
                    <TableCell colSpan={6} className="py-1.5 text-xs text-muted-foreground">
                      {skippedBefore} {skippedBefore === 1 ? 'row' : 'rows'} not shown
                    </TableCell>
                  </TableRow>
                )}
                <TableRow
                  data-break={mark}
                  className={cn(
                    mark === 'break' && 'bg-red-50 hover:bg-red-100/70 dark:bg-red-500/10 dark:hover:bg-red-500/15',
                    mark === 'before' && 'bg-amber-50/70 hover:bg-amber-100/60 dark:bg-amber-500/5 dark:hover:bg-amber-500/10',
                  )}
                  title={mark === 'break' ? 'The printed running balance stops adding up at this row' : undefined}
                >
                  <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">
                    {mark === 'break' && <span className="sr-only">Balance break: </span>}
                    {formatTransactionDate(transaction.transaction_date)}
                  </TableCell>
                  <TableCell className="max-w-44 sm:max-w-72">
                    {/* On a phone the date rides under the vendor, so the amount stays in view. */}
                    <p className="text-xs text-muted-foreground sm:hidden">{formatTransactionDate(transaction.transaction_date)}</p>
                    <p className="truncate font-medium" title={transaction.vendor_name}>
                      {transaction.vendor_name || '—'}
                    </p>
                    {transaction.description && transaction.description !== transaction.vendor_name && (
                      <p className="truncate text-xs text-muted-foreground" title={transaction.description}>
                        {transaction.description}
                      </p>
                    )}
                    {transaction.possible_duplicate_of && (
                      <Badge variant="warning" className="mt-1">
                        <Copy aria-hidden />
                        Possible duplicate
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell
                    className={cn(
                      'text-right font-medium whitespace-nowrap tabular-nums',
                      direction === 'in' ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400',
                    )}
                  >
                    <span className="inline-flex items-center justify-end gap-1">
                      {direction === 'in' ? <ArrowDownLeft className="size-3.5" aria-hidden /> : <ArrowUpRight className="size-3.5" aria-hidden />}
                      <span className="sr-only">{direction === 'in' ? 'Money in' : 'Money out'}</span>
                      {formatAmount(transaction.amount)}
                    </span>
                  </TableCell>
                  <TableCell className="max-w-48 truncate" title={transaction.auto_category ?? undefined}>
                    {transaction.auto_category ?? <span className="text-muted-foreground">—</span>}
                  </TableCell>
                  <TableCell className="max-w-48 truncate" title={transaction.manual_category ?? undefined}>
                    {transaction.manual_category ?? <span className="text-muted-foreground">—</span>}
                  </TableCell>
                  <TableCell>{transaction.approved ? <Badge variant="success">Yes</Badge> : <Badge variant="neutral">No</Badge>}</TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
      {shown.length < transactions.length && clientId && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t px-5 py-4 sm:px-6" data-testid="upload-rows-more">
          <p className="text-sm text-muted-foreground">
            {shown.length} of {transactions.length} transactions shown here.
          </p>
          <Button asChild variant="outline" size="sm">
            <Link to={`/transactions?client=${clientId}&upload_id=${uploadId}`}>
              Review all {transactions.length} on the Transactions screen
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      )}
    </>
  );
}
