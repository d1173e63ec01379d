import { useId, useState } from 'react';
import type { CsvMapping, CsvMappingQuestion } from '@ledgerdesk/contracts';
import { TableProperties } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/utils.ts';
import { type AmountStyle, assignColumn, mappingProblem, roleOfColumn, withAmountStyle } from '../lib/csv-mapping.ts';

const NONE = 'none';
/** A choice too long for its box is cut with an ellipsis on one line, not wrapped and centred. */
const TRIGGER = 'w-full min-w-0 [&>span]:truncate [&>span]:text-left';

interface CsvMappingDialogProps {
  /** The server's question; the dialog is open while there is one. */
  question: CsvMappingQuestion | null;
  message: string;
  filename: string;
  sending: boolean;
  onConfirm: (mapping: CsvMapping) => void;
  onCancel: () => void;
}

/**
 * The mapping step of a bank CSV the server could not read for sure: the file's first rows, and a select per
 * role. What is chosen is sent back with the same file and remembered for this client's next file of this shape.
 */
export function CsvMappingDialog(props: CsvMappingDialogProps) {
  if (!props.question) return null;
  // A new question (another suggestion or reason) starts from its suggestion; the same one keeps what was chosen.
  return <MappingStep key={JSON.stringify([props.question.suggested, props.question.doubts])} {...props} question={props.question} />;
}

function MappingStep({ question, message, filename, sending, onConfirm, onCancel }: CsvMappingDialogProps & { question: CsvMappingQuestion }) {
  const [mapping, setMapping] = useState<CsvMapping>(question.suggested);
  const ids = useId();

  const width = question.columns.length;
  const style: AmountStyle = mapping.amount === null ? 'split' : 'one';
  const problem = mappingProblem(mapping);
  const headerRows = Math.min(mapping.header_rows, question.preview.length);
  const aboveChoices = Array.from({ length: Math.max(question.preview.length - 1, 1) }, (_, rows) => rows);
  const set = (role: Parameters<typeof assignColumn>[1]) => (value: string) =>
    setMapping(assignColumn(mapping, role, value === NONE ? null : Number(value)));

  const columnSelect = (role: Parameters<typeof assignColumn>[1], label: string, optional = false) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${ids}-${role}`}>{label}</Label>
      <Select
        value={mapping[role] === null || mapping[role] === undefined ? NONE : String(mapping[role])}
        onValueChange={set(role)}
        disabled={sending}
      >
        <SelectTrigger id={`${ids}-${role}`} className={TRIGGER} data-role={role}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {optional && <SelectItem value={NONE}>None</SelectItem>}
          {question.columns.map((name, column) => (
            <SelectItem key={column} value={String(column)}>
              {name === `Column ${column + 1}` ? name : `${name} (column ${column + 1})`}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !sending && onCancel()}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-4xl grid-rows-[auto_minmax(0,1fr)_auto] overflow-hidden p-0 sm:p-0"
        aria-describedby={`${ids}-about`}
      >
        <DialogHeader className="px-5 pt-5 sm:px-6 sm:pt-6">
          <DialogTitle className="flex items-center gap-2">
            <TableProperties className="size-5 text-primary" aria-hidden />
            Which columns are which?
          </DialogTitle>
          <DialogDescription id={`${ids}-about`}>
            {message} <span className="font-medium text-foreground">{filename}</span> will be read this way, and this client&apos;s next file laid out
            the same way too.
          </DialogDescription>
        </DialogHeader>

        <div className="grid min-h-0 gap-4 overflow-y-auto px-5 sm:px-6">
          {question.doubts.length > 0 && (
            <ul
              className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
              data-testid="csv-doubts"
            >
              {question.doubts.map((doubt) => (
                <li key={doubt}>{doubt}</li>
              ))}
            </ul>
          )}

          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {columnSelect('date', 'Date')}
            {columnSelect('description', 'Description')}
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-style`}>Amounts</Label>
              <Select value={style} onValueChange={(value) => setMapping(withAmountStyle(mapping, value as AmountStyle, width))} disabled={sending}>
                <SelectTrigger id={`${ids}-style`} className={TRIGGER}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="one">One column, minus is money out</SelectItem>
                  <SelectItem value="split">Debit and credit columns</SelectItem>
                </SelectContent>
              </Select>
            </div>
            {style === 'one' ? (
              columnSelect('amount', 'Amount')
            ) : (
              <>
                {columnSelect('debit', 'Debit (money out)')}
                {columnSelect('credit', 'Credit (money in)')}
              </>
            )}
            {columnSelect('balance', 'Balance', true)}
            {columnSelect('check', 'Check number', true)}
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-order`}>Dates</Label>
              <Select
                value={mapping.date_order}
                onValueChange={(value) => setMapping({ ...mapping, date_order: value as CsvMapping['date_order'] })}
                disabled={sending}
              >
                <SelectTrigger id={`${ids}-order`} className={TRIGGER}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="month_first">Month first: 03/04 is Mar 4</SelectItem>
                  <SelectItem value="day_first">Day first: 03/04 is Apr 3</SelectItem>
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-above`}>Rows above the transactions</Label>
              <Select
                value={String(mapping.header_rows)}
                onValueChange={(value) => setMapping({ ...mapping, header_rows: Number(value) })}
                disabled={sending}
              >
                <SelectTrigger id={`${ids}-above`} className={TRIGGER}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {aboveChoices.map((rows) => (
                    <SelectItem key={rows} value={String(rows)}>
                      {rows === 0 ? 'None' : rows === 1 ? '1 row' : `${rows} rows`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>

          <div className="overflow-x-auto rounded-lg border" role="region" aria-label="The file's first rows" tabIndex={0}>
            <table className="w-full text-left text-xs" data-testid="csv-preview">
              <thead className="bg-muted/60">
                <tr>
                  {question.columns.map((name, column) => {
                    const role = roleOfColumn(mapping, column);
                    return (
                      <th key={column} scope="col" className="px-3 py-2 align-bottom font-medium whitespace-nowrap">
                        <span className={cn('block text-[0.7rem] tracking-wide uppercase', role ? 'text-primary' : 'text-muted-foreground')}>
                          {role ?? 'Not used'}
                        </span>
                        <span className="block font-normal text-muted-foreground">{name}</span>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {question.preview.map((row, index) => {
                  const skipped = index < headerRows;
                  return (
                    <tr
                      key={index}
                      className={cn('border-t', skipped && 'bg-muted/30 text-muted-foreground line-through decoration-muted-foreground/50')}
                      data-skipped={skipped || undefined}
                    >
                      {row.map((cell, column) => (
                        <td
                          key={column}
                          className={cn(
                            'max-w-64 truncate px-3 py-1.5 whitespace-nowrap',
                            !skipped && roleOfColumn(mapping, column) === null && 'text-muted-foreground',
                          )}
                          title={cell}
                        >
                          {cell}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {problem && <InlineError>{problem}</InlineError>}
        </div>

        <DialogFooter className="border-t px-5 py-4 sm:px-6">
          <Button variant="outline" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={() => onConfirm(mapping)} disabled={sending || problem !== null}>
            {sending && <Spinner className="size-4 text-current" label="Uploading" />}
            {sending ? 'Uploading...' : 'Import with these columns'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
