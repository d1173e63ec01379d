import { useRef, useState, type ChangeEvent } from 'react';
import { FileSpreadsheet, Upload } from 'lucide-react';
import type { Client, Recategorised } from '@ledgerdesk/contracts';
import { countOf, recategorisedWords } from '@ledgerdesk/contracts/wording';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { clientAreaToast } from '../../../lib/toast.ts';
import { useUploadCoa } from '../api/upload-coa.ts';
import {
  COA_ACCEPT,
  COA_PREVIEW_LINES,
  MAX_COA_BYTES,
  coaFileKind,
  coaFileTypeLabel,
  formatFileSize,
  readCsvPreview,
  type CoaFileKind,
} from '../lib/coa-file.ts';
import { CoaHistory } from './coa-history.tsx';

type CoaClient = Pick<Client, '_id' | 'name' | 'client_number'>;

interface CoaUploadDialogProps {
  /** The desktop client whose chart is uploaded; the dialog shows nothing without one. */
  client: CoaClient | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful upload; the parent closes the dialog here (not through onOpenChange, which means cancel). */
  onUploaded: (clientId: string) => void;
}

/** The brief's Upload Chart of Accounts dialog: pick a CSV or Excel file, preview it, upload it. */
export function CoaUploadDialog({ client, open, onOpenChange, onUploaded }: CoaUploadDialogProps) {
  const upload = useUploadCoa();

  return (
    // Closing is held back while the file is on its way, so the result is not missed.
    <Dialog open={open && client !== null} onOpenChange={(next) => (upload.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        {client && (
          <UploadForm
            client={client}
            uploading={upload.isPending}
            onUpload={async (file) => {
              const reply = await upload.mutateAsync({ clientId: client._id, file });
              onUploaded(client._id);
              return reply;
            }}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface Picked {
  file: File;
  kind: CoaFileKind;
  /** First lines of a CSV once read; null while reading or for Excel. */
  preview: string[] | null;
}

interface UploadFormProps {
  client: CoaClient;
  uploading: boolean;
  onUpload: (file: File) => Promise<{ accounts_count: number; warnings: string[]; recategorised?: Recategorised | undefined }>;
  onCancel: () => void;
}

// Mounted only while the dialog is open, so every opening starts with no file chosen.
function UploadForm({ client, uploading, onUpload, onCancel }: UploadFormProps) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const latestFile = useRef<File | null>(null);
  const tooLarge = picked !== null && picked.file.size > MAX_COA_BYTES;

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    latestFile.current = file;
    setServerError(null);
    if (!file) {
      setPicked(null);
      return;
    }
    const kind = coaFileKind(file.name);
    if (!kind) {
      clientAreaToast.error('Invalid file type', 'Please select a CSV or Excel file');
      event.target.value = '';
      latestFile.current = null;
      setPicked(null);
      return;
    }
    // "Invalid file type" or "Failed to upload COA" no longer applies to the new choice.
    clientAreaToast.dismiss();
    setPicked({ file, kind, preview: null });
    if (kind === 'csv') {
      readCsvPreview(file)
        .catch(() => [])
        .then((preview) => {
          // A slower read of an earlier choice must not overwrite the current file's preview.
          if (latestFile.current === file) setPicked({ file, kind, preview });
        });
    }
  }

  async function submit() {
    if (!picked || tooLarge) return;
    setServerError(null);
    try {
      const reply = await onUpload(picked.file);
      const recategorised = reply.recategorised ? recategorisedWords(reply.recategorised, 'with it') : '';
      const imported = `${countOf(reply.accounts_count, 'account')} imported${recategorised ? `. ${recategorised}` : ''}`;
      clientAreaToast.success(
        'COA uploaded successfully',
        reply.warnings.length === 0 ? (
          imported
        ) : (
          <div className="grid gap-1">
            <span>{imported}</span>
            <ul className="list-disc pl-4">
              {reply.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        ),
      );
    } catch (error) {
      setServerError(errorMessage(error, 'Error uploading COA'));
      clientAreaToast.error('Failed to upload COA');
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Upload Chart of Accounts</DialogTitle>
        <DialogDescription>
          For <span className="font-medium text-foreground">{client.name}</span> (Client # {client.client_number}). The chart of accounts exported
          from QuickBooks Desktop, with account number, name and type columns.
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-2">
        <Label htmlFor="coa-file">Chart of Accounts file</Label>
        <Input
          id="coa-file"
          type="file"
          accept={COA_ACCEPT}
          disabled={uploading}
          onChange={onFileChange}
          className="h-auto cursor-pointer py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary-soft file:px-3 file:py-1 file:text-xs file:font-medium file:text-primary-soft-foreground"
        />
        <p className="text-xs text-muted-foreground">CSV, .xlsx or .xls, up to 5 MB.</p>
      </div>

      {picked && (
        <div className="grid gap-2" data-testid="coa-preview">
          <p className="flex items-center gap-2 text-sm">
            <FileSpreadsheet className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="min-w-0 truncate font-medium">{picked.file.name}</span>
            <span className="shrink-0 text-muted-foreground">{formatFileSize(picked.file.size)}</span>
          </p>
          {picked.kind === 'csv' ? (
            <>
              <p className="text-xs font-medium text-muted-foreground">Preview (first {COA_PREVIEW_LINES} lines)</p>
              <pre
                aria-label="File preview"
                className="max-h-44 overflow-auto rounded-md border bg-muted/50 p-3 font-mono text-xs leading-relaxed whitespace-pre"
              >
                {picked.preview === null ? 'Reading…' : picked.preview.length === 0 ? '(The file is empty.)' : picked.preview.join('\n')}
              </pre>
            </>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border bg-muted/50 p-3 text-sm">
              <dt className="text-muted-foreground">File type</dt>
              <dd>{coaFileTypeLabel(picked.kind)}</dd>
              <dt className="text-muted-foreground">Size</dt>
              <dd>{formatFileSize(picked.file.size)}</dd>
            </dl>
          )}
          {tooLarge && <InlineError>The chart of accounts file must be under 5 MB.</InlineError>}
        </div>
      )}

      {serverError && <InlineError>{serverError}</InlineError>}

      <CoaHistory clientId={client._id} />

      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={uploading}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} disabled={!picked || tooLarge || uploading}>
          {uploading ? <Spinner className="size-4 text-current" label="Uploading" /> : <Upload aria-hidden />}
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
      </DialogFooter>
    </>
  );
}
