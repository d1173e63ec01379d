import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDebouncedValue } from '../../transactions/index.ts';
import { useRulePreview } from '../api/preview-rule.ts';
import { fileRowsChoice } from '../lib/rule-prompt.ts';

export interface RowsToFile {
  /** Undecided rows the rule as typed would file; 0 while counting, when none match, or when the count failed. */
  count: number;
  counting: boolean;
  /** The count could not be had: no choice is offered, and saving files nothing. */
  failed: boolean;
}

/** How many of the client's undecided rows the rule as typed would file, counted by the server once typing pauses. */
export function useRowsToFile(clientId: string | null, vendor: string, category: string, enabled: boolean): RowsToFile {
  const typed = enabled && clientId && vendor.length >= 2 && category ? `${vendor}\n${category}` : null;
  const settled = useDebouncedValue(typed, 300);
  const [settledVendor = '', settledCategory = ''] = settled?.split('\n') ?? [];
  const preview = useRulePreview(settled && clientId ? { clientId, vendor_contains: settledVendor, map_to_account: settledCategory } : null);
  const counting = typed !== null && (settled !== typed || preview.isFetching);
  const failed = !counting && preview.isError;
  return { count: !counting && !failed && typed !== null && preview.data ? preview.data.filed_count : 0, counting, failed };
}

interface FileRowsChoiceProps {
  rows: RowsToFile;
  vendor: string;
  category: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * In the same step as saving a rule, the choice to file the rows it matches now (the prompt's one-step offer),
 * instead of a second "Apply the rule now?" after saving.
 */
export function FileRowsChoice({ rows, vendor, category, checked, onCheckedChange }: FileRowsChoiceProps) {
  if (rows.failed) return null;
  return (
    <div className="min-h-6 text-sm" data-testid="rule-file-rows" aria-live="polite">
      {rows.counting ? (
        <Skeleton className="h-5 w-64" aria-label="Counting the matching rows" />
      ) : rows.count === 0 ? (
        <p className="text-muted-foreground">No undecided rows match it now: the rule files the next statements.</p>
      ) : (
        <div className="flex items-start gap-2">
          <Checkbox id="rule-file-rows" className="mt-0.5" checked={checked} onCheckedChange={(next) => onCheckedChange(next === true)} />
          <Label htmlFor="rule-file-rows" className="leading-snug break-words">
            {fileRowsChoice(rows.count, vendor, category)}
          </Label>
        </div>
      )}
    </div>
  );
}
