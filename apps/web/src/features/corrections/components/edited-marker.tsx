import { PencilLine } from 'lucide-react';
import type { CorrectableField, Transaction } from '@ledgerdesk/contracts';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip.tsx';
import { printedText } from '../lib/printed-value.ts';

/** A small pencil beside a corrected value; its tooltip (and its name, for screen readers) says what the statement printed. */
export function EditedMarker({ transaction, field }: { transaction: Pick<Transaction, 'edited_fields' | 'printed'>; field: CorrectableField }) {
  const printed = printedText(transaction, field);
  if (printed === null) return null;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          role="img"
          tabIndex={0}
          aria-label={`Corrected. ${printed}`}
          data-testid="edited-marker"
          data-field={field}
          className="inline-flex shrink-0 rounded-sm align-middle text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={(event) => event.stopPropagation()}
        >
          <PencilLine className="size-3.5" aria-hidden />
        </span>
      </TooltipTrigger>
      <TooltipContent>Corrected. {printed}</TooltipContent>
    </Tooltip>
  );
}
