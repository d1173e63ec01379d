import { useState } from 'react';
import { Link } from 'react-router';
import { Eye, FileClock, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { RecentUpload } from '../lib/dashboard-data.ts';
import { filterRecentUploads } from '../lib/dashboard-search.ts';
import { shortUploadId, transactionsPath } from '../lib/upload-id.ts';
import { DashboardStatusBadge } from './dashboard-status-badge.tsx';
import { EmptyState, SectionError, TableCard, TableSearch, TableSkeleton, type SectionProps } from './table-card.tsx';
import { UploadId } from './upload-id.tsx';

export function RecentUploadsCard({ section, onRetry, retrying }: SectionProps<RecentUpload>) {
  const [search, setSearch] = useState('');
  const rows = section?.ok ? section.rows : [];
  const shown = filterRecentUploads(rows, search);

  return (
    <TableCard
      id="recent-uploads"
      title="Recent Uploads"
      description="Statements your team uploaded, newest first."
      count={section?.ok ? { shown: shown.length, total: rows.length, noun: ['upload', 'uploads'] } : undefined}
      tools={<TableSearch label="Search recent uploads" placeholder="Search by client or uploader" value={search} onChange={setSearch} />}
    >
      {section === undefined ? (
        <TableSkeleton label="Loading recent uploads" rows={4} />
      ) : !section.ok ? (
        <SectionError message={errorMessage(section.error, 'Failed to load recent uploads')} onRetry={onRetry} retrying={retrying} />
      ) : rows.length === 0 ? (
        <EmptyState icon={FileClock} title="No uploads yet" description="Uploaded statements appear here with their status." />
      ) : shown.length === 0 ? (
        <EmptyState icon={SearchX} title="No uploads match your search." />
      ) : (
        <Table containerClassName="border-t">
          <TableHeader>
            <TableRow>
              <TableHead>Upload ID</TableHead>
              <TableHead>Client</TableHead>
              <TableHead>Uploaded By</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Transactions</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((upload) => (
              <TableRow key={upload.uploadId} data-upload-id={upload.uploadId}>
                <TableCell>
                  <UploadId id={upload.uploadId} />
                </TableCell>
                <TableCell className="max-w-56 min-w-32 truncate font-medium" title={upload.client}>
                  {upload.client}
                </TableCell>
                <TableCell className="max-w-48 min-w-28 truncate" title={upload.uploaded_by ?? undefined}>
                  {upload.uploaded_by ?? <span className="text-muted-foreground">—</span>}
                </TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">
                  <time dateTime={upload.date}>{formatDateTime(upload.date)}</time>
                </TableCell>
                <TableCell>
                  <DashboardStatusBadge status={upload.status} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{upload.transactionCount}</TableCell>
                <TableCell className="text-right">
                  <Button asChild variant="outline" size="sm">
                    <Link to={transactionsPath(upload.uploadId)} aria-label={`View upload ${shortUploadId(upload.uploadId)} for ${upload.client}`}>
                      <Eye aria-hidden />
                      View
                    </Link>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TableCard>
  );
}
