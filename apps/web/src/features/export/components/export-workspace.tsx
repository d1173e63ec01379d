import { useCallback, useMemo, useState } from 'react';
import { CloudUpload, FileDown } from 'lucide-react';
import type { Client, ExportFormat, PushJob, Transaction } from '@ledgerdesk/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { RegisterPicker } from '../../quickbooks-online/index.ts';
import { useExportOptions } from '../api/get-export-options.ts';
import { useExportToDesktop } from '../api/export-qbd.ts';
import { useExportToOnline } from '../api/export-qbo.ts';
import { exportProblems, reexportQuestion } from '../lib/export-files.ts';
import { desktopOutcome, onlineOutcome, type ExportOutcome } from '../lib/export-outcome.ts';
import { approvedTransactions, inStatement, planExport, statementsOf, toggleAll, toggleOne } from '../lib/export-plan.ts';
import { ExportClientPicker } from './export-client-picker.tsx';
import { ExportFormatSelect } from './export-format-select.tsx';
import { ExportMethodCard } from './export-method-card.tsx';
import { ExportRefusal } from './export-refusal.tsx';
import { ExportResultsCard } from './export-results-card.tsx';
import { BankFileCard } from './bank-file-card.tsx';
import { ExportTransactionsTable } from './export-transactions-table.tsx';
import { RegisterAccountSelect } from './register-account-select.tsx';
import { StatementFilter } from './statement-filter.tsx';
import { ReexportDialog } from './reexport-dialog.tsx';

interface ExportWorkspaceProps {
  clients: UseQueryResult<Client[]>;
  /** The chosen client; the parent mounts a fresh workspace per client, so the selection starts empty. */
  client: Client | null;
  onClientChange: (clientId: string) => void;
  /** The chosen client's transactions (idle without a client). */
  transactions: UseQueryResult<Transaction[]>;
  canManageClients: boolean;
}

const NO_TRANSACTIONS: Transaction[] = [];
const FALLBACK = { iif: 'Failed to export to QuickBooks Desktop', qbo_api: 'Failed to export to QuickBooks Online' } as const;

/** The Export Transactions screen: client, export card, approved transactions, options, export, results. */
export function ExportWorkspace({ clients, client, onClientChange, transactions, canManageClients }: ExportWorkspaceProps) {
  const clientId = client?._id ?? null;
  const options = useExportOptions(clientId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [format, setFormat] = useState<ExportFormat>('bank_transactions');
  const [registerName, setRegisterName] = useState('');
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; problems: string[] } | null>(null);
  const [question, setQuestion] = useState<string | null>(null);
  const [job, setJob] = useState<PushJob | null>(null);
  const [statement, setStatement] = useState<string | null>(null);
  const desktop = useExportToDesktop();
  const online = useExportToOnline(setJob);
  const busy = desktop.isPending || online.isPending;

  const all = transactions.data ?? NO_TRANSACTIONS;
  const approved = useMemo(() => approvedTransactions(all), [all]);
  const byId = useMemo(() => new Map(approved.map((transaction) => [transaction._id, transaction])), [approved]);
  const statements = useMemo(() => statementsOf(approved), [approved]);
  // A statement that has left the list (its rows unapproved meanwhile) no longer narrows it.
  const shownStatement = statements.some((candidate) => candidate.uploadId === statement) ? statement : null;
  const listed = useMemo(() => inStatement(approved, shownStatement), [approved, shownStatement]);
  // What is exported is what is ticked and still listed: a filter never hides what is about to leave.
  const plan = planExport(clientId, listed, selected);
  const toggleRow = useCallback((id: string) => setSelected((current) => toggleOne(current, id)), []);
  const method = options.data?.export_method ?? (client?.account_type === 'online' ? 'qbo_api' : 'iif');
  // A name chosen for another client (or a chart since replaced) is not one of this chart's registers.
  const register = options.data?.register_accounts.some((account) => account.name === registerName) ? registerName : '';

  async function runExport(confirmReexport: boolean) {
    if (!plan.ok) {
      toast.error(plan.message);
      return;
    }
    setRefusal(null);
    try {
      if (method === 'iif') {
        const result = await desktop.mutateAsync({
          client_id: plan.clientId,
          upload_id: plan.uploadId,
          transaction_ids: plan.transactionIds,
          export_format: format,
          ...(register ? { register_account_name: register } : {}),
          ...(confirmReexport ? { confirm_reexport: true } : {}),
        });
        setOutcome(desktopOutcome(result));
        toast.success('Export Successful', { description: result.message });
      } else {
        const result = await online.mutateAsync({ client_id: plan.clientId, upload_id: plan.uploadId, transaction_ids: plan.transactionIds });
        setOutcome(onlineOutcome(result, plan.transactionIds, byId));
        toast.success('Export Successful', { description: result.message });
      }
      setQuestion(null);
      setSelected(new Set());
    } catch (error) {
      const reexport = reexportQuestion(error);
      if (reexport !== null) {
        setQuestion(reexport);
        return;
      }
      setQuestion(null);
      const message = errorMessage(error, FALLBACK[method]);
      toast.error('Export Failed', { description: message });
      setRefusal({ message, problems: exportProblems(error) });
    } finally {
      setJob(null);
    }
  }

  const exportLabel = !client ? 'Export' : method === 'iif' ? 'Export IIF File' : 'Export to QuickBooks Online';

  return (
    <div className="grid gap-4 sm:gap-5">
      <div className="grid gap-4 sm:gap-5 md:grid-cols-2">
        <ExportClientPicker
          clients={clients.data}
          loading={clients.isPending}
          error={clients.isError ? errorMessage(clients.error, 'Failed to load clients') : null}
          clientId={clientId}
          onChange={onClientChange}
        />
        {client && <ExportMethodCard options={options} canManageClients={canManageClients} />}
      </div>

      {client && (
        <ExportTransactionsTable
          clientName={client.name}
          clientId={client._id}
          transactions={listed}
          loading={transactions.isPending}
          error={
            transactions.isError && !transactions.data ? errorMessage(transactions.error, `Failed to load transactions for ${client.name}`) : null
          }
          onRetry={() => void transactions.refetch()}
          selected={selected}
          onToggle={toggleRow}
          onToggleAll={() =>
            setSelected((current) =>
              toggleAll(
                listed.map((transaction) => transaction._id),
                current,
              ),
            )
          }
          filters={statements.length > 1 ? <StatementFilter statements={statements} value={shownStatement} onChange={setStatement} /> : undefined}
        />
      )}

      <div className="grid items-start gap-4 sm:gap-5 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Options</CardTitle>
            <CardDescription>
              {!client
                ? 'Choose a client and the transactions to export.'
                : method === 'iif'
                  ? 'The file QuickBooks Desktop imports: File › Utilities › Import › IIF Files.'
                  : 'The selected transactions are sent to the connected QuickBooks Online company.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {client && method === 'iif' && (
              <>
                <ExportFormatSelect value={format} onChange={setFormat} formats={options.data?.formats} disabled={busy} />
                <RegisterAccountSelect
                  value={register}
                  onChange={(value) => {
                    setRegisterName(value);
                    setRefusal(null);
                  }}
                  accounts={options.data?.register_accounts ?? []}
                  loading={options.isPending}
                  disabled={busy}
                />
              </>
            )}
            {client && method === 'qbo_api' && (
              <div className="grid gap-2">
                <p className="text-sm font-medium">Register account</p>
                {plan.ok ? (
                  <RegisterPicker clientId={client._id} uploadId={plan.uploadId} />
                ) : (
                  <p className="text-sm text-muted-foreground">Select transactions to choose their statement's register account.</p>
                )}
                <p className="text-xs text-muted-foreground">The QuickBooks account of the statement; the transactions are posted to it.</p>
              </div>
            )}
            {refusal && <ExportRefusal message={refusal.message} problems={refusal.problems} />}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground" data-testid="export-selection-summary">
                {plan.ok ? `${plan.transactionIds.length} of ${listed.length} selected` : client ? 'No transactions selected' : 'No client selected'}
              </p>
              <Button disabled={busy} onClick={() => void runExport(false)}>
                {busy ? (
                  <Spinner className="size-4 text-current" label="Exporting" />
                ) : method === 'iif' ? (
                  <FileDown aria-hidden />
                ) : (
                  <CloudUpload aria-hidden />
                )}
                {busy ? (job ? `Exporting ${job.done_count} of ${job.total}...` : 'Exporting...') : exportLabel}
              </Button>
            </div>
          </CardContent>
        </Card>
        {outcome && <ExportResultsCard outcome={outcome} />}
        {client && (
          <BankFileCard
            clientId={client._id}
            // One statement listed is the statement: a bank file needs exactly one account.
            uploadId={shownStatement ?? (statements.length === 1 ? (statements[0]?.uploadId ?? null) : null)}
            approvedCount={listed.length}
          />
        )}
      </div>

      <ReexportDialog question={question} busy={busy} onCancel={() => setQuestion(null)} onConfirm={() => void runExport(true)} />
    </div>
  );
}
