import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarX, CircleAlert, Copy, Layers, ScanText } from 'lucide-react';
import { type Upload, balanceIsOwed } from '@ledgerdesk/contracts';
import { cn } from '../../../lib/utils.ts';
import { checkLabel, formatAccount, formatMoney, formatPeriod } from '../lib/statement-format.ts';
import { ReconciliationBadge } from './reconciliation-badge.tsx';

/** What the parser made of a completed statement: does it add up, and what it covers. */
export function StatementSummary({ upload }: { upload: Upload }) {
  const { reconciliation } = upload;
  const failedChecks = reconciliation?.checks.filter((check) => !check.ok) ?? [];
  const period = formatPeriod(upload.period_start, upload.period_end);
  const card = balanceIsOwed(upload.account?.kind ?? 'unknown');

  return (
    <div className="grid grid-cols-1 gap-5" data-testid="statement-summary">
      <div className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">Reconciliation</span>
          <ReconciliationBadge reconciliation={reconciliation} className="text-sm" />
        </div>
        {failedChecks.length > 0 && (
          // Amber when the balances agree and only a printed total does not: the statement adds up, the total is doubtful.
          <ul
            className={cn(
              'grid gap-2 rounded-lg border p-3 text-sm',
              reconciliation?.reconciled
                ? 'border-amber-200 bg-amber-50/70 dark:border-amber-500/25 dark:bg-amber-500/10'
                : 'border-red-200 bg-red-50/70 dark:border-red-500/25 dark:bg-red-500/10',
            )}
            data-testid="failed-checks"
          >
            {failedChecks.map((check) => (
              <li key={check.name} className="flex items-start gap-2">
                <CircleAlert
                  className={cn(
                    'mt-0.5 size-4 shrink-0',
                    reconciliation?.reconciled ? 'text-amber-600 dark:text-amber-400' : 'text-red-600 dark:text-red-400',
                  )}
                  aria-hidden
                />
                <span className="min-w-0">
                  <span className="font-medium">{checkLabel(check.name)}</span>
                  {check.detail && <span className="block break-words text-muted-foreground">{check.detail}</span>}
                </span>
              </li>
            ))}
            {reconciliation && reconciliation.break_rows.length > 0 && (
              <li className="text-xs text-muted-foreground">The rows around the break are highlighted in the table below.</li>
            )}
          </ul>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-4 text-sm sm:grid-cols-3 lg:grid-cols-4">
        <Fact label="Period" value={period ?? '—'} wide />
        <Fact label="Opening balance" value={balance(upload.opening_balance, card)} />
        <Fact label="Closing balance" value={balance(upload.closing_balance, card)} />
        <Fact label="Account" value={upload.account ? formatAccount(upload.account) : '—'} />
        <Fact label="Transactions" value={String(upload.transaction_count)} />
        <Fact label="Pages" value={upload.page_count === null ? '—' : String(upload.page_count)} />
        <Fact
          label="Possible duplicates"
          value={
            upload.possible_duplicates > 0 ? (
              <span className="inline-flex items-center gap-1 text-amber-700 dark:text-amber-300">
                <Copy className="size-3.5" aria-hidden />
                {upload.possible_duplicates}
              </span>
            ) : (
              '0'
            )
          }
        />
      </dl>

      {(upload.read_by_ocr || upload.year_missing || upload.other_accounts.length > 0) && (
        <div className="grid gap-2 text-sm">
          {upload.year_missing && (
            <p
              className="flex items-start gap-2 rounded-md bg-amber-100 px-3 py-2 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200"
              role="status"
            >
              <CalendarX className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span>
                <span className="font-medium">No year is printed on this statement.</span>{' '}
                <span className="text-muted-foreground">
                  The dates use the year it was uploaded ({upload.upload_timestamp.slice(0, 4)}); check them before approving.
                </span>
              </span>
            </p>
          )}
          {upload.read_by_ocr && (
            <p className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2">
              <ScanText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span>
                <span className="font-medium">Read by OCR.</span>{' '}
                <span className="text-muted-foreground">This statement is a scan; compare amounts with the PDF.</span>
              </span>
            </p>
          )}
          {upload.other_accounts.length > 0 && (
            <div className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2">
              <Layers className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0">
                <p className="font-medium">Other accounts on this statement</p>
                <ul className="mt-1 text-muted-foreground">
                  {upload.other_accounts.map((account, index) => (
                    <li key={`${account.account_number_last4 ?? account.name ?? ''}-${index}`}>
                      {formatAccount(account)} ·{' '}
                      {account.upload_id ? (
                        <Link
                          className="font-medium text-foreground underline underline-offset-2"
                          to={`/transactions?upload_id=${account.upload_id}`}
                        >
                          {account.transaction_count} {account.transaction_count === 1 ? 'transaction' : 'transactions'}, in an upload of its own
                        </Link>
                      ) : account.transaction_count === 0 ? (
                        'no activity'
                      ) : (
                        `${account.transaction_count} ${account.transaction_count === 1 ? 'transaction' : 'transactions'}, not imported`
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * A printed balance. A card's balance is what the holder owes (reconcile-account.ts: new = previous +
 * charges − payments), so it reads "$1,234.56 owed", or "$12.00 in credit" below zero; a bank balance as is.
 */
export function balance(value: number | null, card: boolean): string {
  if (value === null) return '—';
  if (!card || value === 0) return formatMoney(value);
  return value > 0 ? `${formatMoney(value)} owed` : `${formatMoney(-value)} in credit`;
}

function Fact({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 sm:col-span-1' : undefined}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium tabular-nums">{value}</dd>
    </div>
  );
}
