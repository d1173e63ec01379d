import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { type BankFileKind, type QuickBooksColumns, useDownloadBankFile } from '../api/download-export-file.ts';
import { TransactionsDownload } from './transactions-download.tsx';

interface BankFileCardProps {
  clientId: string;
  /** The statement the list shows (chosen, or the only one); null while the list holds several. */
  uploadId: string | null;
  approvedCount: number;
}

const NAMES: Record<BankFileKind, string> = { 'quickbooks-online': 'QuickBooks Online CSV', xero: 'Xero CSV' };

/**
 * Files for a ledger without the API: QuickBooks Online's "Upload from file" and Xero's "Import a Statement" take one
 * account's lines per file, so these need one statement; the spreadsheets take whatever the list shows.
 */
export function BankFileCard({ clientId, uploadId, approvedCount }: BankFileCardProps) {
  const [columns, setColumns] = useState<QuickBooksColumns>('3');
  const download = useDownloadBankFile();
  const pending = download.isPending ? download.variables.kind : null;

  async function run(kind: BankFileKind) {
    if (!uploadId) return;
    try {
      const fileName = await download.mutateAsync({ clientId, uploadId, kind, columns });
      toast.success(`${NAMES[kind]} ready`, { description: `${fileName}, recorded in the sync history.` });
    } catch (error) {
      toast.error(errorMessage(error, `Failed to export the ${NAMES[kind]}`));
    }
  }

  return (
    // min-w-0 down the grids: on a phone the longest choice truncates and the buttons wrap instead of widening the page.
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Files</CardTitle>
        <CardDescription>
          The approved transactions listed, as a spreadsheet; or one statement’s, as the bank file QuickBooks Online (Upload from file) or Xero
          (Import a Statement) reads.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 [&>*]:min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">Spreadsheet</p>
          <TransactionsDownload
            clientId={clientId}
            filters={{ status: 'approved', ...(uploadId && { upload_id: uploadId }) }}
            disabled={approvedCount === 0}
          />
        </div>
        <div className="grid gap-3 border-t pt-4 [&>*]:min-w-0">
          {uploadId ? (
            <Select value={columns} onValueChange={(value) => setColumns(value as QuickBooksColumns)}>
              <SelectTrigger aria-label="QuickBooks Online columns" className="w-full sm:w-96">
                <span className="min-w-0 flex-1 truncate text-left">
                  <SelectValue />
                </span>
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="3">QuickBooks: Date, Description, Amount</SelectItem>
                <SelectItem value="4">QuickBooks: Date, Description, Credit, Debit</SelectItem>
              </SelectContent>
            </Select>
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="bank-file-hint">
              Choose a statement above: a bank file holds one account.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {(['quickbooks-online', 'xero'] as const).map((kind) => (
              <Button key={kind} variant="outline" disabled={!uploadId || approvedCount === 0 || download.isPending} onClick={() => void run(kind)}>
                {pending === kind ? <Spinner className="size-4 text-current" label="Exporting" /> : <FileDown aria-hidden />}
                {NAMES[kind]}
              </Button>
            ))}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
