import { useState } from 'react';
import type { Client, ExportFormat } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  ExportFormatSelect,
  exportProblems,
  ExportRefusal,
  iifFileName,
  ReexportDialog,
  reexportQuestion,
  RegisterAccountInput,
  useExportOptions,
} from '../../export/index.ts';
import { useExportIifFile } from '../api/export-iif-file.ts';
import { usePreviewIif } from '../api/preview-iif.ts';
import { iifRequestProblem, transactionCount } from '../lib/iif-request.ts';
import type { IifSelection } from '../lib/iif-selection.ts';
import { IifPreviewPanel } from './iif-preview-panel.tsx';
import { IifSelectionSummary } from './iif-selection-summary.tsx';

interface ExportIifDialogProps {
  client: Client;
  /** The screen's rows sorted into what the file will hold and what it will not, with why. */
  selection: IifSelection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The brief's "Export to QuickBooks Desktop (IIF)" dialog of the Transactions screen. */
export function ExportIifDialog({ client, selection, open, onOpenChange }: ExportIifDialogProps) {
  const options = useExportOptions(open ? client._id : null);
  const exportFile = useExportIifFile();
  const [registerName, setRegisterName] = useState('');
  const [format, setFormat] = useState<ExportFormat>('bank_transactions');
  const [refusal, setRefusal] = useState<{ message: string; problems: string[] } | null>(null);
  const [question, setQuestion] = useState<string | null>(null);
  const preview = usePreviewIif();
  const busy = exportFile.isPending;
  // Rows already in a file are written again only when the bookkeeper ticks the box that says so.
  const [again, setAgain] = useState(false);
  const transactionIds = [...selection.writable, ...(again ? selection.exported : [])].map((row) => row._id);
  const count = transactionIds.length;

  function requestBody(confirmReexport: boolean) {
    return {
      transaction_ids: transactionIds,
      register_account_name: registerName.trim(),
      export_format: format,
      ...(confirmReexport || again ? { confirm_reexport: true } : {}),
    };
  }

  /** Anything changed makes the refusal and the preview stale. */
  function clearAnswers() {
    setRefusal(null);
    preview.reset();
  }

  async function showPreview() {
    const problem = iifRequestProblem(registerName, count, selection);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setRefusal(null);
    try {
      await preview.mutateAsync({ clientId: client._id, body: requestBody(false) });
    } catch (error) {
      setRefusal({ message: errorMessage(error, 'Failed to preview the IIF file'), problems: exportProblems(error) });
    }
  }

  async function download(confirmReexport: boolean) {
    const problem = iifRequestProblem(registerName, count, selection);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setRefusal(null);
    const progress = toast.loading('Creating IIF File', { description: `${transactionCount(count)} for ${client.name}` });
    try {
      await exportFile.mutateAsync({
        clientId: client._id,
        clientName: client.name,
        body: requestBody(confirmReexport),
      });
      toast.success('Export Successful', { id: progress, description: `${transactionCount(count)} exported to ${iifFileName(client.name)}` });
      setQuestion(null);
      onOpenChange(false);
    } catch (error) {
      const reexport = reexportQuestion(error);
      if (reexport !== null) {
        toast.dismiss(progress);
        setQuestion(reexport);
        return;
      }
      setQuestion(null);
      const message = errorMessage(error, 'Failed to export IIF file');
      toast.error('Export Failed', { id: progress, description: message });
      setRefusal({ message, problems: exportProblems(error) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Export to QuickBooks Desktop (IIF)</DialogTitle>
          <DialogDescription>
            A file for {client.name}&apos;s company, imported in QuickBooks Desktop with File › Utilities › Import › IIF Files.
          </DialogDescription>
        </DialogHeader>

        <RegisterAccountInput
          value={registerName}
          onChange={(value) => {
            setRegisterName(value);
            clearAnswers();
          }}
          accounts={options.data?.register_accounts ?? []}
          disabled={busy}
          onEnter={() => void download(false)}
        />
        <ExportFormatSelect
          value={format}
          onChange={(value) => {
            setFormat(value);
            clearAnswers();
          }}
          formats={options.data?.formats}
          disabled={busy}
        />

        <IifSelectionSummary
          selection={selection}
          again={again}
          onAgainChange={(value) => {
            setAgain(value);
            clearAnswers();
          }}
          disabled={busy}
        />

        {refusal && <ExportRefusal message={refusal.message} problems={refusal.problems} />}
        {preview.data && !refusal && <IifPreviewPanel preview={preview.data} />}

        <DialogFooter>
          <Button
            variant="ghost"
            className="sm:mr-auto"
            disabled={busy || preview.isPending || registerName.trim() === '' || count === 0}
            onClick={() => void showPreview()}
          >
            {preview.isPending && <Spinner className="size-4 text-current" label="Loading preview" />}
            Preview
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={busy || registerName.trim() === ''} onClick={() => void download(false)}>
            {busy && <Spinner className="size-4 text-current" label="Creating IIF File" />}
            Download IIF File
          </Button>
        </DialogFooter>
      </DialogContent>
      <ReexportDialog question={question} busy={busy} onCancel={() => setQuestion(null)} onConfirm={() => void download(true)} />
    </Dialog>
  );
}
