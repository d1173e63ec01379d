import { useId, type ReactNode } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/utils.ts';
import type { DraftErrors, RowDraft } from '../lib/row-draft.ts';
import { AmountField } from './amount-field.tsx';

interface RowFieldsProps {
  draft: RowDraft;
  onChange: (draft: RowDraft) => void;
  errors: DraftErrors;
  /** A line under a field, e.g. what the statement printed there before it was corrected. */
  hints?: Partial<Record<keyof RowDraft, string | null>>;
  /** The amount cannot change here (a split row's parts must change with it); the hint says why. */
  amountLocked?: boolean;
}

function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground" data-testid="printed-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Date, description, vendor, amount in or out, check number: the fields of a row, shared by the edit and add dialogs. */
export function RowFields({ draft, onChange, errors, hints = {}, amountLocked = false }: RowFieldsProps) {
  const base = useId();
  const id = (field: keyof RowDraft) => `${base}-${field}`;
  const described = (field: keyof RowDraft) =>
    [errors[field] && `${id(field)}-error`, hints[field] && `${id(field)}-hint`].filter(Boolean).join(' ') || undefined;
  const set = (changes: Partial<RowDraft>) => onChange({ ...draft, ...changes });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={id('date')} label="Date" error={errors.date} hint={hints.date}>
        <Input
          id={id('date')}
          type="date"
          value={draft.date}
          onChange={(event) => set({ date: event.target.value })}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={described('date')}
        />
      </Field>
      {/* Beside the date from sm up; last on a phone, where the fields stack in reading order. */}
      <Field
        id={id('checkNumber')}
        label="Check number (optional)"
        error={errors.checkNumber}
        hint={hints.checkNumber}
        className="order-last sm:order-none"
      >
        <Input
          id={id('checkNumber')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.checkNumber}
          onChange={(event) => set({ checkNumber: event.target.value })}
          aria-invalid={errors.checkNumber ? true : undefined}
          aria-describedby={described('checkNumber')}
        />
      </Field>
      <Field id={id('description')} label="Description" error={errors.description} hint={hints.description} className="sm:col-span-2">
        <Input
          id={id('description')}
          autoComplete="off"
          placeholder="As the statement prints it"
          value={draft.description}
          onChange={(event) => set({ description: event.target.value })}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={described('description')}
        />
      </Field>
      <Field id={id('vendor')} label="Vendor (payee, optional)" error={errors.vendor} hint={hints.vendor} className="sm:col-span-2">
        <Input
          id={id('vendor')}
          autoComplete="off"
          value={draft.vendor}
          onChange={(event) => set({ vendor: event.target.value })}
          aria-invalid={errors.vendor ? true : undefined}
          aria-describedby={described('vendor')}
        />
      </Field>
      <Field id={id('amount')} label="Amount" error={errors.amount} hint={hints.amount} className="sm:col-span-2">
        <AmountField
          id={id('amount')}
          amount={draft.amount}
          direction={draft.direction}
          onAmount={(amount) => set({ amount })}
          onDirection={(direction) => set({ direction })}
          invalid={Boolean(errors.amount)}
          describedBy={described('amount')}
          disabled={amountLocked}
        />
      </Field>
    </div>
  );
}
