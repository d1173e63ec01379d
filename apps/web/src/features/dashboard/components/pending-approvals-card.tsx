import { ListChecks } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { PendingApproval } from '../lib/dashboard-data.ts';
import { EmptyState, SectionError, TableCard, TableSkeleton, type SectionProps } from './table-card.tsx';
import { UploadId } from './upload-id.tsx';

export function PendingApprovalsCard({ section, onRetry, retrying }: SectionProps<PendingApproval>) {
  const rows = section?.ok ? section.rows : [];

  return (
    <TableCard
      id="pending-approvals"
      title="Pending Approvals"
      description="Uploads with transactions nobody has approved yet, oldest first."
      count={section?.ok ? { shown: rows.length, total: rows.length, noun: ['upload', 'uploads'] } : undefined}
    >
      {section === undefined ? (
        <TableSkeleton label="Loading pending approvals" />
      ) : !section.ok ? (
        <SectionError message={errorMessage(section.error, 'Failed to load pending approvals')} onRetry={onRetry} retrying={retrying} />
      ) : rows.length === 0 ? (
        <EmptyState icon={ListChecks} title="Nothing waiting for approval" description="Uploads with transactions still to approve appear here." />
      ) : (
        <Table containerClassName="border-t">
          <TableHeader>
            <TableRow>
              <TableHead>Upload ID</TableHead>
              <TableHead>Client</TableHead>
              <TableHead className="text-right">Transactions</TableHead>
              <TableHead className="text-right">Pending count</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.uploadId} data-upload-id={row.uploadId}>
                <TableCell>
                  <UploadId id={row.uploadId} />
                </TableCell>
                <TableCell className="max-w-64 min-w-32 truncate font-medium" title={row.client}>
                  {row.client}
                </TableCell>
                <TableCell className="text-right tabular-nums">{row.transactionCount}</TableCell>
                <TableCell className="text-right">
                  <Badge variant="warning" className="ml-auto tabular-nums" data-testid="pending-count">
                    {row.pendingCount}
                  </Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TableCard>
  );
}
