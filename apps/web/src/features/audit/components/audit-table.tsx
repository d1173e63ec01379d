import { Eye, RotateCcw } from 'lucide-react';
import type { AuditEntry } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

interface AuditTableProps {
  entries: readonly AuditEntry[];
  /** Admins only: workers read their own log without the rollback button. */
  canRollback: boolean;
  onView: (entry: AuditEntry) => void;
  onRollback: (entry: AuditEntry) => void;
}

export function AuditTable({ entries, canRollback, onView, onRollback }: AuditTableProps) {
  return (
    <Table containerClassName="border-t" className="min-w-[860px]" data-testid="audit-table">
      <TableHeader>
        <TableRow>
          <TableHead>Timestamp</TableHead>
          <TableHead>User</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Target Type</TableHead>
          <TableHead>Target ID</TableHead>
          <TableHead>Details</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} data-testid="audit-row">
            <TableCell className="whitespace-nowrap text-muted-foreground" title={entry.timestamp}>
              <span className="block">{formatDate(entry.timestamp)}</span>
              <span className="block text-xs">{timeFormat.format(new Date(entry.timestamp))}</span>
            </TableCell>
            <TableCell>
              <p className="max-w-32 truncate" title={entry.userName}>
                {entry.userName}
              </p>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <Badge variant={entry.action === 'Rollback' ? 'warning' : 'neutral'}>{entry.action}</Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap">{entry.targetType}</TableCell>
            <TableCell>
              <p className="max-w-24 truncate font-mono text-xs" title={entry.targetId}>
                {entry.targetId}
              </p>
            </TableCell>
            <TableCell>
              <p className="max-w-60 truncate" title={entry.details}>
                {entry.details}
              </p>
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="icon" className="size-8" aria-label={`Details of ${entry.action}`} title="Details" onClick={() => onView(entry)}>
                  <Eye aria-hidden />
                </Button>
                {canRollback && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Roll back ${entry.action}`}
                    title={entry.rollbackBlockedReason ?? 'Roll back'}
                    disabled={!entry.canRollback}
                    onClick={() => onRollback(entry)}
                  >
                    <RotateCcw aria-hidden />
                  </Button>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
