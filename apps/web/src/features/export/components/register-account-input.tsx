import { useId, type KeyboardEvent } from 'react';
import type { RegisterAccount } from '@ledgerdesk/contracts';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

interface RegisterAccountInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The chart's Bank and Credit Card accounts, offered while typing stays possible. */
  accounts: readonly RegisterAccount[];
  disabled?: boolean;
  onEnter?: () => void;
  help?: string;
}

/** The brief's Register Account Name field: free text, with the chart's bank and card accounts offered. */
export function RegisterAccountInput({ value, onChange, accounts, disabled, onEnter, help }: RegisterAccountInputProps) {
  const id = useId();
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && onEnter) {
      event.preventDefault();
      onEnter();
    }
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-input`}>Register Account Name</Label>
      <Input
        id={`${id}-input`}
        list={`${id}-accounts`}
        placeholder="e.g. Checking Account"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="[&::-webkit-calendar-picker-indicator]:opacity-50"
      />
      <datalist id={`${id}-accounts`}>
        {accounts.map((account) => (
          <option key={account.id} value={account.name}>
            {account.type}
          </option>
        ))}
      </datalist>
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {help ?? 'The QuickBooks account where the transactions will be imported.'}
        {accounts.length > 0 && ` From the chart: ${accounts.map((account) => account.name).join(', ')}.`}
      </p>
    </div>
  );
}
