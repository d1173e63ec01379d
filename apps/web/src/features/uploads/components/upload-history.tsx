import { Link } from 'react-router';
import { Eye, FileClock, History } from 'lucide-react';
import { LoadError, SkeletonRows } from '../../../components/load-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';
import { useUploads } from '../api/get-uploads.ts';
import { StatementYearPrompt } from './statement-year-prompt.tsx';
import { UploadOutcomeCells } from './upload-outcome-cells.tsx';

interface UploadHistoryProps {
  isAdmin: boolean;
  /** The upload whose result is open, marked in the table. */
  selectedId: string | null;
  onView: (uploadId: string) => void;
}

/** The brief's history table under the upload card: everyone's uploads for an admin, one's own for a worker. */
export function UploadHistory({ isAdmin, selectedId, onView }: UploadHistoryProps) {
  const uploads = useUploads();
  const title = isAdmin ? 'Upload History' : 'My Uploads';

  return (
    <Card aria-labelledby="upload-history-title">
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle id="upload-history-title">{title}</CardTitle>
        <CardDescription>
          {isAdmin ? 'Every statement uploaded by your team, newest first.' : 'Statements you have uploaded, newest first.'}
        </CardDescription>
      </CardHeader>

      {uploads.isPending ? (
        <SkeletonRows label="Loading uploads" rows={3} rowClassName="h-10" className="px-5 pb-6 sm:px-6" />
      ) : uploads.isError ? (
        <LoadError
          message={errorMessage(uploads.error, 'Failed to load uploads')}
          onRetry={() => void uploads.refetch()}
          className="px-5 pb-6 sm:px-6"
        />
      ) : uploads.data.length === 0 ? (
        <div className="mx-5 mb-6 flex flex-col items-center rounded-lg border border-dashed px-4 py-10 text-center sm:mx-6">
          <FileClock className="mb-3 size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">No uploads yet</p>
          <p className="mt-1 text-sm text-muted-foreground">Uploaded statements appear here with their status.</p>
        </div>
      ) : (
        <Table containerClassName="border-t" data-testid="upload-history">
          <TableHeader>
            <TableRow>
              <TableHead>Filename</TableHead>
              <TableHead className="hidden md:table-cell">Client</TableHead>
              {isAdmin && <TableHead className="hidden lg:table-cell">Uploaded By</TableHead>}
              <TableHead className="hidden md:table-cell">Date</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="hidden text-right sm:table-cell">Size</TableHead>
              <TableHead className="hidden text-right sm:table-cell">Transactions</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {uploads.data.map((upload) => (
              <TableRow
                key={upload.upload_id}
                data-upload-id={upload.upload_id}
                aria-selected={upload.upload_id === selectedId}
                className={cn(upload.upload_id === selectedId && 'bg-primary-soft/50 hover:bg-primary-soft/60')}
              >
                <TableCell className="max-w-40 sm:max-w-64">
                  <p className="truncate font-medium" title={upload.original_filename}>
                    {upload.original_filename}
                  </p>
                  <p className="truncate text-xs text-muted-foreground md:hidden">
                    {upload.client_id.name} · {formatDateTime(upload.upload_timestamp)}
                  </p>
                  <StatementYearPrompt upload={upload} compact />
                </TableCell>
                <TableCell className="hidden max-w-48 truncate md:table-cell">{upload.client_id.name}</TableCell>
                {isAdmin && (
                  <TableCell className="hidden max-w-48 truncate lg:table-cell" title={upload.uploaded_by?.email}>
                    {upload.uploaded_by?.name ?? '—'}
                  </TableCell>
                )}
                <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
                  {formatDateTime(upload.upload_timestamp)}
                </TableCell>
                <UploadOutcomeCells upload={upload} />
                <TableCell className="text-right">
                  <Button variant="ghost" size="sm" onClick={() => onView(upload.upload_id)} aria-label={`View ${upload.original_filename}`}>
                    <Eye aria-hidden />
                    <span className="hidden sm:inline">View</span>
                  </Button>
                  <Button asChild variant="ghost" size="sm">
                    <Link to={`/logs?target_type=Upload&target_id=${upload.upload_id}`} aria-label={`History of ${upload.original_filename}`}>
                      <History aria-hidden />
                      <span className="hidden sm:inline">History</span>
                    </Link>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
