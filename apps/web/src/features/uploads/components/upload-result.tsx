import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CircleAlert, FileText, RotateCcw, Undo2, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Upload } from '@ledgerdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';
import { useUpload } from '../api/get-upload.ts';
import { uploadsQueryOptions } from '../api/get-uploads.ts';
import { useRollbackUpload } from '../api/rollback-upload.ts';
import { formatFileSize } from '../lib/statement-file.ts';
import { isInProgress, statusProgress } from '../lib/upload-status.ts';
import { StatementSummary } from './statement-summary.tsx';
import { acceptedUploadToastId } from './upload-form.tsx';
import { StatementYearPrompt } from './statement-year-prompt.tsx';
import { UploadStatusBadge } from './upload-status-badge.tsx';

interface UploadResultProps {
  uploadId: string;
  viewer: { id: string; isAdmin: boolean };
  /** What the upload reply already said, shown until the first poll answers (no skeleton after Upload File). */
  accepted?: { filename: string; status: string };
  onClose: () => void;
  /** Once per upload, when the server has finished with it (completed, failed or another final state). */
  onFinished?: (upload: Upload) => void;
  /** What shows under a completed upload's summary: its transactions. */
  children?: (upload: Upload) => ReactNode;
}

/** One upload followed from the server: progress while it is read, then the statement summary or the reason it failed. */
export function UploadResult({ uploadId, viewer, accepted, onClose, onFinished, children }: UploadResultProps) {
  const query = useUpload(uploadId);
  const queryClient = useQueryClient();
  const finishedFor = useRef<string | null>(null);
  const finished = query.data && !isInProgress(query.data.status) ? query.data : null;

  useEffect(() => {
    if (!finished || finishedFor.current === finished.upload_id) return;
    finishedFor.current = finished.upload_id;
    // The history polls on its own, but should not show "Processing" beside a finished result.
    void queryClient.invalidateQueries({ queryKey: uploadsQueryOptions.queryKey });
    // "File uploaded successfully" has had its say: the outcome is announced now, never beside it.
    toast.dismiss(acceptedUploadToastId(finished.upload_id));
    onFinished?.(finished);
  }, [finished, onFinished, queryClient]);

  if (query.isPending && accepted) {
    return (
      <Card data-testid="upload-result" data-status={accepted.status} aria-busy>
        <CardContent className="grid grid-cols-1 gap-5">
          <div className="flex items-start gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground">
              <FileText className="size-5" aria-hidden />
            </span>
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
              <h2 className="min-w-0 text-base font-semibold [overflow-wrap:anywhere]">{accepted.filename}</h2>
              <UploadStatusBadge status={accepted.status} />
            </div>
          </div>
          <ParseProgress status={isInProgress(accepted.status) ? accepted.status : 'pending_parse'} />
        </CardContent>
      </Card>
    );
  }

  if (query.isPending) {
    return (
      <Card aria-busy aria-label="Loading upload">
        <CardContent className="grid grid-cols-1 gap-4">
          <Skeleton className="h-5 w-2/3 max-w-sm" />
          <Skeleton className="h-2 w-full" />
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        </CardContent>
      </Card>
    );
  }

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3">
          <InlineError>{notFound ? 'This upload no longer exists.' : errorMessage(query.error, 'Failed to load the upload')}</InlineError>
          <div className="flex gap-2">
            {!notFound && (
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                <RotateCcw aria-hidden />
                Try again
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={onClose}>
              Close
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }

  const upload = query.data;
  const canRollback = upload.status === 'completed' && (viewer.isAdmin || upload.uploaded_by?._id === viewer.id);

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card data-testid="upload-result" data-status={upload.status}>
        <CardContent className="grid grid-cols-1 gap-5">
          <div className="flex items-start gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground">
              <FileText className="size-5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h2 className="min-w-0 text-base font-semibold [overflow-wrap:anywhere]">{upload.original_filename}</h2>
                <UploadStatusBadge status={upload.status} />
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {upload.client_id.name} · {formatFileSize(upload.size)} · {formatDateTime(upload.upload_timestamp)}
                {upload.uploaded_by && ` · ${upload.uploaded_by.name}`}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              {canRollback && <RollbackButton upload={upload} />}
              <Button variant="ghost" size="icon" className="size-8" aria-label="Close upload" onClick={onClose}>
                <X aria-hidden />
              </Button>
            </div>
          </div>

          {isInProgress(upload.status) ? (
            <ParseProgress status={upload.status} />
          ) : upload.status === 'failed' ? (
            <div
              role="alert"
              className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 dark:border-red-500/30 dark:bg-red-500/10"
            >
              <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400" aria-hidden />
              <div className="min-w-0">
                <p className="font-semibold text-red-900 dark:text-red-200">The statement could not be read</p>
                <p className="mt-1 text-sm break-words text-red-800 dark:text-red-300" data-testid="upload-error">
                  {upload.error_message ?? 'Upload failed. Please try again.'}
                </p>
              </div>
            </div>
          ) : upload.status === 'completed' ? (
            <StatementSummary upload={upload} />
          ) : upload.status === 'rolled_back' ? (
            <p className="flex items-center gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
              <Undo2 className="size-4 shrink-0" aria-hidden />
              This upload was rolled back: its transactions were removed.
            </p>
          ) : null}
          <StatementYearPrompt upload={upload} />
        </CardContent>
      </Card>
      {upload.status === 'completed' && children?.(upload)}
    </div>
  );
}

const STEPS = [
  { status: 'uploaded', label: 'Uploaded' },
  { status: 'pending_parse', label: 'Waiting to be read' },
  { status: 'processing', label: 'Reading transactions' },
] as const;

/** Where the server is with the statement; the bar keeps moving so the screen never looks stuck. */
function ParseProgress({ status }: { status: string }) {
  const current = status === 'processing' ? 2 : 1;
  const progress = statusProgress(status);
  return (
    <div className="grid gap-3" data-testid="parse-progress">
      <div
        role="progressbar"
        aria-label="Reading the statement"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="relative h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full animate-pulse rounded-full bg-primary transition-[width] duration-700 ease-out motion-reduce:animate-none"
          style={{ width: `${progress}%` }}
        />
      </div>
      <ol className="flex flex-wrap gap-x-5 gap-y-1 text-xs">
        {STEPS.map((step, index) => (
          <li
            key={step.status}
            className={cn(
              'flex items-center gap-1.5',
              index < current && 'text-muted-foreground',
              index === current && 'font-medium text-foreground',
              index > current && 'text-muted-foreground/60',
            )}
          >
            <span
              className={cn(
                'size-1.5 rounded-full',
                index < current ? 'bg-primary' : index === current ? 'animate-pulse bg-primary' : 'bg-muted-foreground/40',
              )}
              aria-hidden
            />
            {step.label}
            {index === current && '…'}
          </li>
        ))}
      </ol>
    </div>
  );
}

function RollbackButton({ upload }: { upload: Upload }) {
  const [open, setOpen] = useState(false);
  const rollback = useRollbackUpload();
  const count = upload.transaction_count;

  async function confirm() {
    try {
      const reply = await rollback.mutateAsync(upload.upload_id);
      // The server's message already counts what was removed and what QuickBooks keeps.
      toast.success(reply.message);
      setOpen(false);
    } catch (error) {
      toast.error(errorMessage(error, 'Rollback failed. Please try again.'));
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden />
        <span className="hidden sm:inline">Roll back</span>
        <span className="sr-only sm:hidden">Roll back</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Roll back this upload?"
        description={`This removes the ${count} ${count === 1 ? 'transaction' : 'transactions'} imported from ${upload.original_filename}. Transactions already pushed to QuickBooks are kept.`}
        confirmLabel="Roll back"
        busyLabel="Rolling back..."
        busy={rollback.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
