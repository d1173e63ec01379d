import { useCallback, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, FileText, TextSelect, X } from 'lucide-react';
import type { Transaction } from '@ledgerdesk/contracts';
import { LoadError } from '../../../components/load-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMoney, useUpload } from '../../uploads/index.ts';
import { useUploadTransactions } from '../../transactions/index.ts';
import { sameAmountRank, storedBand } from '../lib/row-band.ts';
import { useSelectedText } from '../lib/use-selected-text.ts';
import { useStatementDocument } from '../lib/use-statement-document.ts';
import { StatementPage } from './statement-page.tsx';

interface StatementViewerProps {
  transaction: Transaction;
  onClose: () => void;
  /** Adds a missed row from text selected on the page; without it the page is only read. */
  onAddFromSelection?: (text: string) => void;
}

/** The statement page a transaction was read from, with the row highlighted: checked against the paper at a glance. */
export function StatementViewer({ transaction, onClose, onAddFromSelection }: StatementViewerProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const selection = useSelectedText(sectionRef);
  const [attempt, setAttempt] = useState(0);
  const statement = useStatementDocument(transaction.upload_id, attempt);
  const rowPage = transaction.page;
  // Paging and the missing-band note belong to one row: another row starts on its own page.
  const rowId = transaction._id;
  const [paging, setPaging] = useState<{ rowId: string; page: number } | null>(null);
  const shownPage = paging?.rowId === rowId ? paging.page : (rowPage ?? 1);
  const setShownPage = (page: number) => setPaging({ rowId, page });
  const [missingFor, setMissingFor] = useState<string | null>(null);
  const bandMissing = missingFor === rowId;
  const onBandMissing = useCallback((missing: boolean) => setMissingFor(missing ? rowId : null), [rowId]);

  const pageCount = statement.state === 'open' ? statement.document.numPages : null;
  // A page the parser read turned (a scan stored upside down) is shown the same way, so the row's band falls on it.
  const turn = useUpload(transaction.upload_id).data?.page_turns[String(shownPage)] ?? 0;
  const onRowPage = shownPage === rowPage;
  const stored = storedBand(transaction);
  const band = onRowPage ? stored : null;
  // Without a stored band the row is found by its amount in the page's text; its twins (same page and
  // amount) are counted over the whole statement, which the table may show only in part.
  const statementRows = useUploadTransactions(transaction.upload_id, { enabled: stored === null }).data;
  const lookup =
    onRowPage && stored === null && statementRows ? { amount: transaction.amount, occurrence: sameAmountRank(statementRows, transaction) } : null;

  return (
    <section ref={sectionRef} aria-labelledby="statement-viewer-title" className="flex h-full min-h-0 flex-col" data-testid="statement-viewer">
      <header className="flex items-start gap-2 border-b px-4 py-3">
        <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id="statement-viewer-title" className="text-sm font-semibold">
            Statement
          </h2>
          <p className="truncate text-xs text-muted-foreground" title={transaction.description}>
            {transaction.vendor_name || transaction.description} · {formatMoney(transaction.amount)}
          </p>
        </div>
        <Button variant="ghost" size="icon" className="-mt-1 -mr-2 shrink-0" aria-label="Close statement" title="Close statement" onClick={onClose}>
          <X aria-hidden />
        </Button>
      </header>

      {rowPage === null ? (
        <p className="p-4 text-sm text-muted-foreground">The statement page of this row was not recorded when it was read.</p>
      ) : statement.state === 'opening' ? (
        <div className="flex flex-1 items-center justify-center gap-2 p-6 text-sm text-muted-foreground">
          <Spinner label="Opening the statement" />
          Opening the statement…
        </div>
      ) : statement.state === 'failed' ? (
        <LoadError message={statement.message} onRetry={() => setAttempt((count) => count + 1)} className="flex-col items-start p-4" />
      ) : shownPage > statement.document.numPages ? (
        <p className="p-4 text-sm text-muted-foreground">
          This row was read from page {shownPage}, but the statement has {statement.document.numPages}{' '}
          {statement.document.numPages === 1 ? 'page' : 'pages'}.
        </p>
      ) : (
        <>
          <div className="flex items-center justify-between gap-2 border-b px-4 py-1.5 text-xs">
            <div className="flex items-center gap-1">
              <Button
                variant="ghost"
                size="sm"
                aria-label="Previous page"
                disabled={shownPage <= 1}
                onClick={() => setShownPage(Math.max(1, shownPage - 1))}
              >
                <ChevronLeft aria-hidden />
              </Button>
              <span className="tabular-nums" data-testid="statement-page-number" aria-live="polite">
                Page {shownPage} of {pageCount}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label="Next page"
                disabled={pageCount === null || shownPage >= pageCount}
                onClick={() => setShownPage(Math.min(pageCount ?? shownPage, shownPage + 1))}
              >
                <ChevronRight aria-hidden />
              </Button>
            </div>
            {onAddFromSelection && (
              <Button
                variant="outline"
                size="sm"
                disabled={selection.text === ''}
                title={selection.text === '' ? 'Select a line of the statement first' : `Add a row from “${selection.text}”`}
                // The press must not clear the selection it is about to use.
                onPointerDown={selection.keep}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onAddFromSelection(selection.text)}
              >
                <TextSelect aria-hidden />
                Add row from selection
              </Button>
            )}
          </div>
          {onRowPage && bandMissing && (
            <p className="border-b bg-amber-50 px-4 py-1.5 text-xs text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
              The row’s place on this page is not known: look for {formatMoney(Math.abs(transaction.amount))}.
            </p>
          )}
          {!onRowPage && (
            <p className="border-b px-4 py-1.5 text-xs text-muted-foreground">
              This row is on page {rowPage}.{' '}
              <button type="button" className="font-medium text-primary underline-offset-4 hover:underline" onClick={() => setShownPage(rowPage)}>
                Back to it
              </button>
            </p>
          )}
          <StatementPage document={statement.document} pageNumber={shownPage} turn={turn} band={band} lookup={lookup} onBandMissing={onBandMissing} />
        </>
      )}
    </section>
  );
}
