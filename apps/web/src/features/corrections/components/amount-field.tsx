import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import type { RowDraft } from '../lib/row-draft.ts';

interface AmountFieldProps {
  id: string;
  amount: string;
  direction: RowDraft['direction'];
  onAmount: (amount: string) => void;
  onDirection: (direction: RowDraft['direction']) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

const DIRECTIONS = [
  { value: 'out', label: 'Money out', icon: ArrowUpRight, tone: 'text-red-700 dark:text-red-400' },
  { value: 'in', label: 'Money in', icon: ArrowDownLeft, tone: 'text-emerald-700 dark:text-emerald-400' },
] as const;

/** An amount as a bookkeeper reads a statement: how much, and whether it came in or went out (never a bare minus). */
export function AmountField({ id, amount, direction, onAmount, onDirection, invalid, describedBy, disabled = false }: AmountFieldProps) {
  return (
    <div className="grid gap-2 sm:grid-cols-[auto_1fr]">
      <div role="radiogroup" aria-label="Money in or out" className="grid grid-cols-2 rounded-md border border-input bg-muted/60 p-0.5">
        {DIRECTIONS.map(({ value, label, icon: Icon, tone }) => {
          const checked = direction === value;
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={checked}
              disabled={disabled}
              onClick={() => onDirection(value)}
              className={cn(
                'inline-flex h-8 items-center justify-center gap-1.5 rounded-[5px] px-3 text-xs font-medium whitespace-nowrap text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring',
                checked && 'bg-card text-foreground shadow-xs',
                'disabled:cursor-not-allowed disabled:opacity-50',
              )}
            >
              <Icon className={cn('size-3.5', checked && tone)} aria-hidden />
              {label}
            </button>
          );
        })}
      </div>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>
          $
        </span>
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          onChange={(event) => onAmount(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          className="pl-7 tabular-nums"
        />
      </div>
    </div>
  );
}
