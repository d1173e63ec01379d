import { CircleCheck, FileWarning, LoaderCircle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useCoaStatus } from '../api/get-coa-status.ts';

/** A desktop client's chart of accounts state: Checking, No COA, or COA Uploaded with file and date. */
export function CoaStatusBadge({ clientId }: { clientId: string }) {
  const status = useCoaStatus(clientId);

  if (status.isPending) {
    return (
      <Badge variant="neutral" data-testid="coa-status">
        <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
        Checking
      </Badge>
    );
  }
  if (status.isError) {
    return (
      <span className="text-xs text-destructive" data-testid="coa-status" title={errorMessage(status.error, '')}>
        Status unavailable
      </span>
    );
  }
  const details = status.data.has_csv_uploaded ? status.data.coa_details : null;
  if (!details) {
    return (
      <Badge variant="warning" data-testid="coa-status">
        <FileWarning aria-hidden />
        No COA
      </Badge>
    );
  }
  return (
    <div className="grid max-w-56 gap-1" data-testid="coa-status">
      <Badge variant="success">
        <CircleCheck aria-hidden />
        COA Uploaded
      </Badge>
      <span className="truncate text-xs text-muted-foreground" title={details.filename}>
        {details.filename}
      </span>
      <span className="text-xs text-muted-foreground">{formatDate(details.uploaded_at)}</span>
    </div>
  );
}
