import { CloudUpload, FileDown } from 'lucide-react';
import type { AccountType } from '@ledgerdesk/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip.tsx';

/**
 * Push to QuickBooks (online clients) or Export IIF (desktop clients). Both arrive with the QuickBooks
 * issues; until then the button is shown, disabled, with a hint that says so.
 */
export function QuickBooksActions({ accountType }: { accountType: AccountType }) {
  const online = accountType === 'online';
  const hint = online
    ? 'Pushing to QuickBooks Online arrives with the QuickBooks issues.'
    : 'Exporting an IIF file for QuickBooks Desktop arrives with the QuickBooks issues.';
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A disabled button gets no pointer or focus events; the wrapper carries the hint. */}
        <span tabIndex={0} className="inline-flex rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring" data-testid="quickbooks-action">
          <Button variant="outline" disabled aria-describedby="quickbooks-action-hint">
            {online ? <CloudUpload aria-hidden /> : <FileDown aria-hidden />}
            {online ? 'Push to QuickBooks' : 'Export IIF'}
          </Button>
          <span id="quickbooks-action-hint" className="sr-only">
            {hint}
          </span>
        </span>
      </TooltipTrigger>
      <TooltipContent>{hint}</TooltipContent>
    </Tooltip>
  );
}
