import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { FileText, FileUp, Sparkles, Upload, UserRoundSearch, X } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/utils.ts';
import { useCreateUpload } from '../api/create-upload.ts';
import { detectClient, type ClientOption } from '../lib/detect-client.ts';
import { PdfPasswordDialog } from './pdf-password-dialog.tsx';
import { CsvMappingDialog, csvMappingQuestionOf } from '../../bank-files/index.ts';
import type { CsvMapping } from '@ledgerdesk/contracts';
import { STATEMENT_ACCEPT, formatFileSize, statementFileError } from '../lib/statement-file.ts';

const NO_MATCH_MESSAGE = 'Could not parse client name. Please select manually.';
const MANY_MATCHES_MESSAGE = 'Multiple client matches found. Please select manually.';
const SELECT_CLIENT_MESSAGE = 'Please select a client.';
const UPLOAD_FAILED_MESSAGE = 'Upload failed. Please try again.';

/** The Upload screen with one upload's result open (`?upload=`), as Upload History and My Uploads link to it. */
const earlierUploadPath = (uploadId: string) => `/upload?upload=${encodeURIComponent(uploadId)}`;

/**
 * The toast that says the file arrived. Reading it comes after, and its outcome (transactions
 * fetched, or why the statement could not be read) takes this toast's place instead of appearing
 * beside a success that no longer holds.
 */
export function acceptedUploadToastId(uploadId: string): string {
  return `upload-accepted-${uploadId}`;
}

interface UploadFormProps {
  isAdmin: boolean;
  /** Every client, for detection and the selector; undefined while loading. */
  clients: ClientOption[] | undefined;
  clientsError: string | null;
  onRetryClients: () => void;
  /** After the server accepted the file; parsing then runs on the server. */
  onUploaded: (accepted: AcceptedUpload) => void;
  /** Opens an upload's result, e.g. the earlier upload of the same file. */
  onShowUpload: (uploadId: string) => void;
}

export interface AcceptedUpload {
  uploadId: string;
  filename: string;
  /** The status the server gave in its reply (pending_parse). */
  status: string;
}

interface ServerMatches {
  message: string;
  clients: ClientOption[];
}

interface UploadProblem {
  message: string;
  /** Set when the same file was uploaded before for this client (409). */
  existingUploadId: string | null;
}

/** The brief's upload card: a statement (PDF or bank file) by drag and drop or Browse Files, the client, and Upload File. */
export function UploadForm({ isAdmin, clients, clientsError, onRetryClients, onUploaded, onShowUpload }: UploadFormProps) {
  const upload = useCreateUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const clientSelectId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  /** The client a person picked (an admin's override, a manual choice, or one of the server's candidates). */
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [overriding, setOverriding] = useState(false);
  const [serverMatches, setServerMatches] = useState<ServerMatches | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [askedForClient, setAskedForClient] = useState(false);
  /** The server said the PDF is locked: the password dialog is open, with the wrong-password sentence once there is one. */
  const [locked, setLocked] = useState<{ problem: string | null } | null>(null);
  /** The server could not tell a CSV's columns for sure: the mapping step is open (features/bank-files). */
  const [csvAsked, setCsvAsked] = useState<ReturnType<typeof csvMappingQuestionOf>>(null);

  // A file dropped just beside the zone would otherwise make the browser leave the app to open it.
  useEffect(() => {
    const keepPage = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keepPage);
    window.addEventListener('drop', keepPage);
    return () => {
      window.removeEventListener('dragover', keepPage);
      window.removeEventListener('drop', keepPage);
    };
  }, []);

  const detection = useMemo(() => (file && clients ? detectClient(file.name, clients) : null), [file, clients]);
  const detected = detection?.kind === 'one' ? detection.client : null;
  const clientId = chosenId ?? (overriding ? null : (detected?._id ?? null));
  const uploading = upload.isPending;
  // A worker may send a statement without a client: the server reads the account holder printed on it.
  const needsClient = isAdmin || serverMatches !== null;
  const canUpload = file !== null && !uploading && (!isAdmin || clientId !== null);

  function resetSelection() {
    setFile(null);
    setFileError(null);
    setChosenId(null);
    setOverriding(false);
    setServerMatches(null);
    setProblem(null);
    setAskedForClient(false);
    setLocked(null);
    setCsvAsked(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function pick(next: File | undefined) {
    if (!next || uploading) return;
    resetSelection();
    const refusal = statementFileError(next);
    if (refusal) {
      setFileError(refusal);
      return;
    }
    setFile(next);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  }

  async function submit(password?: string, csvMapping?: CsvMapping) {
    if (!file || uploading) return;
    if (needsClient && !clientId) {
      setAskedForClient(true);
      return;
    }
    setProblem(null);
    try {
      const reply = await upload.mutateAsync({ file, clientId, password, csvMapping });
      setLocked(null);
      setCsvAsked(null);
      if (password) upload.reset(); // the mutation's variables hold the password until reset
      if ('upload_id' in reply) {
        toast.success('File uploaded successfully', { id: acceptedUploadToastId(reply.upload_id) });
        resetSelection();
        onUploaded({ uploadId: reply.upload_id, filename: file.name, status: reply.status });
        return;
      }
      // The server could not tell whose statement this is: the person chooses among its candidates.
      const message = reply.message || MANY_MATCHES_MESSAGE;
      setServerMatches({ message, clients: reply.client_matches.length > 0 ? reply.client_matches : (clients ?? []) });
      setChosenId(null);
      setOverriding(false);
      toast.warning(message);
    } catch (error) {
      if (password) upload.reset(); // the mutation's variables hold the password until reset
      // A 2xx reply the contract does not describe.
      if (error instanceof ApiError && error.status >= 200 && error.status < 300) {
        toast.error('Unexpected upload response');
        setProblem({ message: 'Unexpected upload response', existingUploadId: null });
        return;
      }
      const serverMessage = error instanceof ApiError && error.details && error.message ? error.message : null;
      const csvQuestion = csvMappingQuestionOf(error);
      setCsvAsked(csvQuestion);
      if (csvQuestion) return;
      // A locked PDF: the dialog asks for its password (and says in place when it was wrong); no toast.
      const reason = error instanceof ApiError ? error.details?.reason : undefined;
      if (reason === 'pdf_password_required' || reason === 'pdf_password_wrong') {
        setLocked({ problem: reason === 'pdf_password_wrong' ? serverMessage : null });
        return;
      }
      setLocked(null);
      const existing = error instanceof ApiError ? error.details?.upload_id : undefined;
      const existingUploadId = error instanceof ApiError && error.status === 409 && typeof existing === 'string' ? existing : null;
      if (existingUploadId) {
        // Trying again would only be refused again: the form says where the earlier upload is.
        toast.error('Already uploaded', { description: serverMessage });
      } else {
        toast.error(UPLOAD_FAILED_MESSAGE, serverMessage ? { description: serverMessage } : undefined);
      }
      setProblem({ message: serverMessage ?? UPLOAD_FAILED_MESSAGE, existingUploadId });
    }
  }

  const selectOptions = serverMatches?.clients ?? (detection?.kind === 'many' && !overriding ? detection.clients : clients);

  return (
    <Card>
      <PdfPasswordDialog
        filename={locked ? (file?.name ?? null) : null}
        problem={locked?.problem ?? null}
        sending={uploading}
        onSubmit={(password) => void submit(password)}
        onCancel={() => setLocked(null)}
      />
      <CsvMappingDialog
        question={csvAsked?.question ?? null}
        message={csvAsked?.message ?? ''}
        filename={file?.name ?? ''}
        sending={uploading}
        onConfirm={(mapping) => void submit(undefined, mapping)}
        onCancel={() => setCsvAsked(null)}
      />
      <CardHeader>
        <CardTitle>Statement</CardTitle>
        <CardDescription>A PDF bank or credit-card statement, or the bank's CSV, OFX, QFX or QBO download, up to 10 MB.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <div
          data-testid="drop-zone"
          data-dragging={dragging || undefined}
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = uploading ? 'none' : 'copy';
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors sm:py-10',
            dragging ? 'border-primary bg-primary-soft/60' : 'border-input bg-muted/30',
            fileError && !dragging && 'border-destructive/60',
          )}
        >
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={STATEMENT_ACCEPT}
            aria-label="Statement file"
            className="sr-only"
            tabIndex={-1}
            disabled={uploading}
            onChange={(event) => pick(event.target.files?.[0])}
          />
          {file ? (
            <div className="flex w-full max-w-md items-center gap-3 rounded-md border bg-card p-3 text-left shadow-xs" data-testid="selected-file">
              <span className="grid size-10 shrink-0 place-items-center rounded-md bg-red-50 text-red-600 dark:bg-red-500/10 dark:text-red-400">
                <FileText className="size-5" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium" title={file.name}>
                  {file.name}
                </p>
                <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
              </div>
              <Button variant="ghost" size="icon" className="size-8" aria-label="Remove file" disabled={uploading} onClick={resetSelection}>
                <X aria-hidden />
              </Button>
            </div>
          ) : (
            <>
              <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
                <FileUp className="size-6" aria-hidden />
              </span>
              <div>
                <p className="font-medium">
                  <span className="hidden sm:inline">Drag and drop a statement or bank file here</span>
                  <span className="sm:hidden">Choose a statement or bank file</span>
                </p>
                <p className="mt-1 hidden text-sm text-muted-foreground sm:block">or choose one from your computer</p>
              </div>
            </>
          )}
          <Button variant="outline" disabled={uploading} onClick={() => inputRef.current?.click()}>
            {file ? 'Choose Another File' : 'Browse Files'}
          </Button>
          <p className="text-xs text-muted-foreground">PDF, CSV, OFX, QFX or QBO, up to 10 MB</p>
        </div>

        {fileError && <InlineError>{fileError}</InlineError>}

        {file && (
          <div className="grid gap-2" data-testid="client-section">
            <Label htmlFor={clientSelectId}>Client</Label>
            {clientsError ? (
              <div className="flex flex-wrap items-center gap-3">
                <InlineError>{clientsError}</InlineError>
                <Button variant="outline" size="sm" onClick={onRetryClients}>
                  Try again
                </Button>
              </div>
            ) : !clients ? (
              <Skeleton className="h-9 w-full max-w-sm" />
            ) : serverMatches ? (
              <div className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-500/30 dark:bg-amber-500/10">
                <p className="flex items-start gap-2 text-sm font-medium text-amber-900 dark:text-amber-200" role="status">
                  <UserRoundSearch className="mt-0.5 size-4 shrink-0" aria-hidden />
                  {serverMatches.message}
                </p>
                <ClientSelect id={clientSelectId} clients={selectOptions ?? []} value={clientId} onChange={setChosenId} disabled={uploading} />
              </div>
            ) : detected && !overriding ? (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="detected-client">
                <Badge variant="primary">
                  <Sparkles aria-hidden />
                  Auto-detected
                </Badge>
                <span className="text-sm font-medium">{detected.name}</span>
                <span className="text-xs text-muted-foreground">Client # {detected.client_number}</span>
                {isAdmin && (
                  <Button variant="outline" size="sm" disabled={uploading} onClick={() => setOverriding(true)}>
                    Override
                  </Button>
                )}
              </div>
            ) : (
              <div className="grid gap-2">
                {!overriding && (
                  <p className="text-sm text-amber-700 dark:text-amber-300" role="status">
                    {detection?.kind === 'many' ? MANY_MATCHES_MESSAGE : NO_MATCH_MESSAGE}
                  </p>
                )}
                <div className="flex flex-wrap items-center gap-2">
                  <ClientSelect id={clientSelectId} clients={selectOptions ?? []} value={clientId} onChange={setChosenId} disabled={uploading} />
                  {overriding && detected && (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={uploading}
                      onClick={() => {
                        setOverriding(false);
                        setChosenId(null);
                      }}
                    >
                      Use {detected.name}
                    </Button>
                  )}
                </div>
                {!isAdmin && !clientId && (
                  <p className="text-xs text-muted-foreground">
                    Optional: without a client, it is read from the account holder printed on the statement.
                  </p>
                )}
              </div>
            )}
          </div>
        )}

        {problem && (
          <div className="grid gap-2">
            <InlineError>{problem.message}</InlineError>
            {problem.existingUploadId && (
              // A link, so it opens in a new tab too; a plain click shows the upload here, as before.
              <Button asChild variant="link" className="justify-self-start">
                <Link
                  to={earlierUploadPath(problem.existingUploadId)}
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    const id = problem.existingUploadId;
                    resetSelection();
                    if (id) onShowUpload(id);
                  }}
                >
                  View the earlier upload
                </Link>
              </Button>
            )}
          </div>
        )}

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button onClick={() => void submit()} disabled={!canUpload} className="sm:w-auto">
            {uploading ? <Spinner className="size-4 text-current" label="Uploading" /> : <Upload aria-hidden />}
            {uploading ? 'Uploading...' : 'Upload File'}
          </Button>
          {file &&
            needsClient &&
            !clientId &&
            !uploading &&
            (askedForClient || !isAdmin ? (
              <InlineError>{SELECT_CLIENT_MESSAGE}</InlineError>
            ) : (
              <p className="text-sm text-muted-foreground">{SELECT_CLIENT_MESSAGE}</p>
            ))}
        </div>
      </CardContent>
    </Card>
  );
}

interface ClientSelectProps {
  id: string;
  clients: ClientOption[];
  value: string | null;
  onChange: (id: string) => void;
  disabled: boolean;
}

function ClientSelect({ id, clients, value, onChange, disabled }: ClientSelectProps) {
  return (
    <Select value={value ?? ''} onValueChange={onChange} disabled={disabled || clients.length === 0}>
      <SelectTrigger id={id} className="w-full sm:max-w-sm">
        <SelectValue placeholder={clients.length === 0 ? 'No clients yet' : 'Select a client'} />
      </SelectTrigger>
      <SelectContent>
        {clients.map((client) => (
          <SelectItem key={client._id} value={client._id}>
            {client.name} (# {client.client_number})
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
