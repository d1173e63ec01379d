import { ListTree } from 'lucide-react';
import type { QboAccount } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { useAccounts, useRefreshAccounts } from '../api/get-accounts.ts';
import { AccountListCard } from './account-list-card.tsx';

/** The company's accounts, which are the online client's categories: number, full name, type, inactive marked. */
export function ChartOfAccountsCard({ clientId, connected }: { clientId: string; connected: boolean }) {
  const query = useAccounts(clientId, { enabled: connected });
  const refresh = useRefreshAccounts(clientId);
  return (
    <AccountListCard<QboAccount>
      title="Chart of Accounts"
      description="Accounts of the client's QuickBooks company, used as its categories."
      icon={<ListTree className="size-5" aria-hidden />}
      connected={connected}
      query={query}
      refresh={refresh}
      failureToast="Failed to load Chart of Accounts"
      maxHeightClass="max-h-[300px]"
      testId="qb-chart-of-accounts"
      notConnectedText="Connect QuickBooks to load the chart of accounts."
      emptyText="The company has no accounts yet."
      itemKey={(account) => account.id}
      renderItem={(account) => (
        <div className={account.active ? undefined : 'text-muted-foreground'} data-testid="qb-account">
          <p className="flex min-w-0 items-center gap-2">
            {account.number && <span className="shrink-0 font-mono text-xs text-muted-foreground">{account.number}</span>}
            <span className="min-w-0 truncate font-medium" title={account.fullName}>
              {account.fullName}
            </span>
            {!account.active && <Badge variant="outline">Inactive</Badge>}
          </p>
          <p className="truncate text-xs text-muted-foreground">
            {account.type}
            {account.sub_type && ` · ${account.sub_type}`}
          </p>
        </div>
      )}
    />
  );
}
