import { useId } from 'react';
import { exports, type ExportFormat } from '@ledgerdesk/contracts';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';

export const FORMAT_LABELS: Record<ExportFormat, string> = {
  bank_transactions: 'Bank transactions',
  journal_entries: 'Journal entries',
};

const FORMAT_HELP: Record<ExportFormat, string> = {
  bank_transactions: 'Checks and deposits on a bank register; charges and refunds on a credit card register.',
  journal_entries: 'One general journal entry per transaction, between the register and its category.',
};

interface ExportFormatSelectProps {
  value: ExportFormat;
  onChange: (value: ExportFormat) => void;
  /** The server's list for the client; both desktop formats until it has answered. */
  formats: readonly ExportFormat[] | undefined;
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
          {(formats?.length ? formats : exports.exportFormats).map((format) => (
            <SelectItem key={format} value={format}>
              {FORMAT_LABELS[format]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p className="text-xs text-muted-foreground">{FORMAT_HELP[value]}</p>
    </div>
  );
}
