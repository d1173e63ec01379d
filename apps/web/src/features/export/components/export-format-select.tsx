import { useId } from 'react';
import type { ExportFormat } from '@ledgerdesk/contracts';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';

export const FORMAT_LABELS: Record<ExportFormat, string> = {
  bank_transactions: 'Bank transactions (checks, deposits, card charges)',
  journal_entries: 'Journal entries',
};

interface ExportFormatSelectProps {
  value: ExportFormat;
  onChange: (value: ExportFormat) => void;
  formats: readonly ExportFormat[];
  disabled?: boolean;
}

/** The brief's desktop export formats: journal_entries and bank_transactions. */
export function ExportFormatSelect({ value, onChange, formats, disabled }: ExportFormatSelectProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Export format</Label>
      <Select value={value} onValueChange={(next) => onChange(next as ExportFormat)} disabled={disabled}>
        <SelectTrigger id={id} aria-label="Export format">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {formats.map((format) => (
            <SelectItem key={format} value={format}>
              {FORMAT_LABELS[format]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
