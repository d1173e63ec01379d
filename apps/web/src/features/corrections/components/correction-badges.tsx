import { Ban, Hand } from 'lucide-react';
import type { Transaction } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';

/** "Excluded" and "Added by hand": what a reviewer did to the statement's list of rows. */
export function CorrectionBadges({ transaction }: { transaction: Pick<Transaction, 'excluded' | 'added_by_hand'> }) {
  return (
    <>
      {transaction.excluded && (
        <Badge variant="neutral" className="no-underline" title="Left out of the statement, QuickBooks and IIF files" data-testid="excluded-badge">
          <Ban aria-hidden />
          Excluded
        </Badge>
      )}
      {transaction.added_by_hand && (
        <Badge variant="primary" title="The parser missed this row; a reviewer added it" data-testid="added-by-hand-badge">
          <Hand aria-hidden />
          Added by hand
        </Badge>
      )}
    </>
  );
}
