import { Landmark } from 'lucide-react';
import type { RegisterAccount } from '@ledgerdesk/contracts';
import { useRefreshRegisterAccounts, useRegisterAccounts } from '../api/get-register-accounts.ts';
import { AccountListCard } from './account-list-card.tsx';

/** The company's bank and credit card accounts: the registers statements are pushed to. */
export function RegisterAccountsCard({ clientId, connected }: { clientId: string; connected: boolean }) {
  const query = useRegisterAccounts(clientId, { enabled: connected });
  const refresh = useRefreshRegisterAccounts(clientId);
  return (
    <AccountListCard<RegisterAccount>
      title="Register Accounts"
      description="Bank and credit card accounts that transactions are registered to."
      icon={<Landmark className="size-5" aria-hidden />}
      connected={connected}
      query={query}
      refresh={refresh}
      failureToast="Failed to load register accounts"
      maxHeightClass="max-h-[200px]"
      testId="qb-register-accounts"
      notConnectedText="Connect QuickBooks to load the register accounts."
      emptyText="Add a bank or credit card account in QuickBooks first."
      itemKey={(account) => account.id}
      renderItem={(account) => (
        <div className="flex min-w-0 items-center justify-between gap-2" data-testid="qb-register-account">
          <span className="min-w-0 truncate font-medium" title={account.name}>
            {account.name}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground">{account.type}</span>
        </div>
      )}
    />
  );
}
