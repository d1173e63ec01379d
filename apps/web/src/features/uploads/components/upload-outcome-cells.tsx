import type { Upload } from '@ledgerdesk/contracts';
import { TableCell } from '../../../components/ui/table.tsx';
import { formatFileSize } from '../lib/statement-file.ts';
import { StatementCheckBadges } from './reconciliation-badge.tsx';
import { UploadStatusBadge } from './upload-status-badge.tsx';

/** The Status, Size and Transactions cells of an upload's row, as Upload History and My Uploads both show them. */
export function UploadOutcomeCells({ upload }: { upload: Upload }) {
  return (
    <>
      <TableCell>
        <div className="flex flex-col items-start gap-1">
          <UploadStatusBadge status={upload.status} />
          {upload.status === 'completed' && <StatementCheckBadges upload={upload} />}
        </div>
      </TableCell>
      <TableCell className="hidden text-right whitespace-nowrap text-muted-foreground tabular-nums sm:table-cell">
        {formatFileSize(upload.size)}
      </TableCell>
      <TableCell className="hidden text-right tabular-nums sm:table-cell">{upload.transaction_count}</TableCell>
    </>
  );
}
