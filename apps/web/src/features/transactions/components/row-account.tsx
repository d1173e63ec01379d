import { createContext, use } from 'react';
import { Landmark } from 'lucide-react';
import type { Transaction } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';

/** Each statement's account name while the client's list mixes several accounts (see accountNamesByUpload); null otherwise. */
export const RowAccountNames = createContext<ReadonlyMap<string, string> | null>(null);

/** Which of the client's accounts a row was printed on, when the list holds more than one. */
export function RowAccount({ transaction }: { transaction: Transaction }) {
  const name = use(RowAccountNames)?.get(transaction.upload_id);
  if (!name) return null;
  return (
    <Badge variant="outline" title={`Printed on the ${name} statement`} data-testid="row-account">
      <Landmark aria-hidden />
      {name}
    </Badge>
  );
}
