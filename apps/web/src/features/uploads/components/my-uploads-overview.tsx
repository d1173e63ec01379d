import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck, FileStack, FileUp, LoaderCircle, RotateCcw, Search, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';
import { useUploads } from '../api/get-uploads.ts';
import { formatFileSize } from '../lib/statement-file.ts';
import { countUploads, filterUploads, isInProgress, uploadDetail } from '../lib/upload-status.ts';
import { StatementYearPrompt } from './statement-year-prompt.tsx';
import { UploadOutcomeCells } from './upload-outcome-cells.tsx';

/** The worker's My Uploads screen body: counts, a search and the table, from the server (own uploads only). */
export function MyUploadsOverview({ uploadPath }: { uploadPath: (uploadId: string | null) => string }) {
  const uploads = useUploads();
  const [search, setSearch] = useState('');

  if (uploads.isPending) {
    return (
      <div className="grid grid-cols-1 gap-6" aria-busy aria-label="Loading uploads">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-24 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-9 max-w-sm" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }

  if (uploads.isError) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <InlineError>{errorMessage(uploads.error, 'Failed to load uploads')}</InlineError>
        <Button variant="outline" size="sm" onClick={() => void uploads.refetch()}>
          <RotateCcw aria-hidden />
          Try again
        </Button>
      </Card>
    );
  }

  const counts = countUploads(uploads.data);
  const shown = filterUploads(uploads.data, search);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="upload-counts">
        <CountCard label="Total Uploads" value={counts.total} icon={<FileStack aria-hidden />} tone="bg-primary-soft text-primary-soft-foreground" />
        <CountCard
          label="Completed"
          value={counts.completed}
          icon={<CircleCheck aria-hidden />}
          tone="bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
        />
        <CountCard
          label="Processing"
          value={counts.processing}
          icon={<LoaderCircle className={cn(counts.processing > 0 && 'animate-spin motion-reduce:animate-none')} aria-hidden />}
          tone="bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300"
        />
        <CountCard
          label="Failed"
          value={counts.failed}
          icon={<CircleAlert aria-hidden />}
          tone="bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300"
        />
      </div>

      <Card>
        <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="relative w-full sm:max-w-sm">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search by filename or client"
              aria-label="Search uploads"
              className="pl-9"
            />
          </div>
          <Button asChild variant="outline" className="self-start sm:self-auto">
            <Link to={uploadPath(null)}>
              <FileUp aria-hidden />
              Upload Files
            </Link>
          </Button>
        </div>

        {shown.length === 0 ? (
          <div className="mx-5 mb-6 flex flex-col items-center rounded-lg border border-dashed px-4 py-12 text-center sm:mx-6">
            {uploads.data.length === 0 ? (
              <>
                <FileUp className="mb-3 size-8 text-muted-foreground" aria-hidden />
                <p className="font-medium">No uploads found.</p>
                <p className="mt-1 text-sm text-muted-foreground">Upload your first file to get started.</p>
              </>
            ) : (
              <>
                <SearchX className="mb-3 size-8 text-muted-foreground" aria-hidden />
                <p className="font-medium">No uploads match your search.</p>
              </>
            )}
          </div>
        ) : (
          <Table containerClassName="border-t" data-testid="my-uploads">
            <TableHeader>
              <TableRow>
                <TableHead>Filename</TableHead>
                <TableHead className="hidden md:table-cell">Client</TableHead>
                <TableHead className="hidden md:table-cell">Date</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="hidden text-right sm:table-cell">Size</TableHead>
                <TableHead className="hidden text-right sm:table-cell">Transactions</TableHead>
                <TableHead className="hidden sm:table-cell">Details</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((upload) => (
                <TableRow key={upload.upload_id} data-upload-id={upload.upload_id}>
                  <TableCell className="max-w-52 sm:max-w-64 lg:max-w-80">
                    <Link
                      to={uploadPath(upload.upload_id)}
                      className="block truncate font-medium underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
                      title={upload.original_filename}
                    >
                      {upload.original_filename}
                    </Link>
                    {/* Smaller screens fold the hidden columns in here. */}
                    <p className="truncate text-xs text-muted-foreground md:hidden">
                      {upload.client_id.name} · {formatDateTime(upload.upload_timestamp)}
                    </p>
                    <p className="text-xs text-muted-foreground sm:hidden">
                      {formatFileSize(upload.size)} · {upload.transaction_count} {upload.transaction_count === 1 ? 'transaction' : 'transactions'}
                    </p>
                    <p className={cn('mt-1 text-xs sm:hidden', detailTone(upload.status))}>{uploadDetail(upload)}</p>
                    <StatementYearPrompt upload={upload} compact />
                  </TableCell>
                  <TableCell className="hidden max-w-48 truncate md:table-cell">{upload.client_id.name}</TableCell>
                  <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
                    {formatDateTime(upload.upload_timestamp)}
                  </TableCell>
                  <UploadOutcomeCells upload={upload} />
                  <TableCell className={cn('hidden min-w-40 text-sm sm:table-cell lg:min-w-48', detailTone(upload.status))}>
                    {uploadDetail(upload)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </div>
  );
}

function detailTone(status: string): string | undefined {
  if (status === 'failed') return 'text-destructive';
  if (isInProgress(status)) return 'text-amber-700 dark:text-amber-300';
  if (status === 'completed') return 'text-emerald-700 dark:text-emerald-400';
  return 'text-muted-foreground';
}

function CountCard({ label, value, icon, tone }: { label: string; value: number; icon: ReactNode; tone: string }) {
  return (
    <Card className="flex items-center gap-3 p-4 sm:p-5">
      <span className={cn('grid size-9 shrink-0 place-items-center rounded-lg sm:size-10 [&_svg]:size-5', tone)}>{icon}</span>
      <div className="min-w-0">
        <p className="text-xs leading-tight font-medium text-muted-foreground sm:text-sm">{label}</p>
        <p className="text-2xl font-semibold tabular-nums" data-testid={`count-${label.toLowerCase().replace(/\s+/g, '-')}`}>
          {value}
        </p>
      </div>
    </Card>
  );
}
