import { useId } from 'react';
import type { RegisterAccount } from '@ledgerdesk/contracts';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';

interface RegisterAccountSelectProps {
  value: string;
  onChange: (value: string) => void;
  /** The chart's Bank and Credit Card accounts: the only names the server takes as a register. */
  accounts: readonly RegisterAccount[];
  /** Still loading the chart's accounts. */
  loading?: boolean;
  disabled?: boolean;
}

/**
 * The Export screen's Register Account Name: a choice among the chart's bank and credit card accounts (the
 * server refuses any other name, and QuickBooks Desktop would create a stray account for an unknown one).
 */
export function RegisterAccountSelect({ value, onChange, accounts, loading, disabled }: RegisterAccountSelectProps) {
  const id = useId();
  const none = !loading && accounts.length === 0;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Register Account Name</Label>
      <Select value={value} onValueChange={onChange} disabled={disabled || none}>
        <SelectTrigger id={id} aria-label="Register Account Name" aria-describedby={`${id}-help`}>
          <SelectValue placeholder={loading ? 'Loading the chart’s accounts…' : 'Choose an account'} />
        </SelectTrigger>
        <SelectContent>
          {accounts.map((account) => (
            <SelectItem key={account.id} value={account.name}>
              {account.name}
              <span className="ml-2 text-xs text-muted-foreground">{account.type}</span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {none
          ? 'The chart of accounts has no bank or credit card account: upload a chart that has the account these transactions belong to.'
          : 'The QuickBooks account where the transactions will be imported: a bank or credit card account of the chart.'}
      </p>
    </div>
  );
}
