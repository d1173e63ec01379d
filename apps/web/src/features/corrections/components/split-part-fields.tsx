import { useState, type ReactNode } from 'react';
import { ChevronsUpDown, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import { CategoryPicker, type PickerOption } from '../../transactions/index.ts';
import type { SplitPartDraft } from '../lib/split-remainder.ts';

interface SplitPartFieldsProps {
  index: number;
  part: SplitPartDraft;
  onChange: (part: SplitPartDraft) => void;
  /** Absent while the split has only its two parts. */
  onRemove?: () => void;
  options: readonly PickerOption[];
  pickerFootnote?: ReactNode;
}

/** One part of a split: its category (the review's own picker), its amount and a memo. */
export function SplitPartFields({ index, part, onChange, onRemove, options, pickerFootnote }: SplitPartFieldsProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const name = `Part ${index + 1}`;
  return (
    <li className="grid gap-2 rounded-lg border bg-muted/30 p-3 sm:grid-cols-[minmax(0,1fr)_7.5rem_auto]" data-testid="split-part">
      <CategoryPicker
        options={options}
        value={part.category}
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        onSelect={(category) => onChange({ ...part, category })}
        footnote={pickerFootnote}
      >
        <Button
          variant="outline"
          aria-label={`${name} category: ${part.category ?? 'none'}`}
          className={cn('w-full min-w-0 justify-between gap-1 px-3 font-normal', !part.category && 'text-muted-foreground')}
        >
          <span className="truncate">{part.category ?? 'Choose a category'}</span>
          <ChevronsUpDown className="opacity-60" aria-hidden />
        </Button>
      </CategoryPicker>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>
          $
        </span>
        <Input
          aria-label={`${name} amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={part.amount}
          onChange={(event) => onChange({ ...part, amount: event.target.value })}
          className="pl-7 text-right tabular-nums"
        />
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove part ${index + 1}`}
        title={onRemove ? 'Remove this part' : 'A split has at least two parts'}
        disabled={!onRemove}
        onClick={onRemove}
        className="hidden sm:inline-flex"
      >
        <Trash2 aria-hidden />
      </Button>
      <div className="flex gap-2 sm:col-span-3">
        <Input
          aria-label={`${name} memo`}
          placeholder="Memo (optional)"
          value={part.memo}
          onChange={(event) => onChange({ ...part, memo: event.target.value })}
        />
        {/* On a phone the remove button sits beside the memo, under the part's amount. */}
        <Button variant="ghost" size="icon" aria-label={`Remove part ${index + 1}`} disabled={!onRemove} onClick={onRemove} className="sm:hidden">
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
