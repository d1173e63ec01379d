import { FileSpreadsheet, FileText } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { type SpreadsheetKind, type TransactionFilters, useDownloadTransactions } from '../api/download-export-file.ts';

interface TransactionsDownloadProps {
  clientId: string;
  /** What the list shows: the file holds every row these filters let through, loaded on screen or not. */
  filters: TransactionFilters;
  disabled?: boolean;
}

const LABELS: Record<SpreadsheetKind, string> = { csv: 'CSV', xlsx: 'Excel' };

/** CSV and Excel of the client's transactions as filtered, every column plus category, approval, file and account. */
export function TransactionsDownload({ clientId, filters, disabled = false }: TransactionsDownloadProps) {
  const download = useDownloadTransactions();
  const pending = download.isPending ? download.variables.kind : null;

  async function run(kind: SpreadsheetKind) {
    try {
      const fileName = await download.mutateAsync({ clientId, filters, kind });
      toast.success('Download ready', { description: fileName });
    } catch (error) {
      toast.error(errorMessage(error, `Failed to download the ${LABELS[kind]} file`));
    }
  }

  return (
    <div className="flex items-center gap-2" role="group" aria-label="Download the filtered transactions">
      {(['csv', 'xlsx'] as const).map((kind) => (
        <Button
          key={kind}
          variant="outline"
          disabled={disabled || download.isPending}
          onClick={() => void run(kind)}
          title={`Download the transactions the filters show as ${kind === 'csv' ? 'a CSV' : 'an Excel'} file`}
        >
          {pending === kind ? (
            <Spinner className="size-4 text-current" label="Downloading" />
          ) : kind === 'csv' ? (
            <FileText aria-hidden />
          ) : (
            <FileSpreadsheet aria-hidden />
          )}
          {LABELS[kind]}
        </Button>
      ))}
    </div>
  );
}
