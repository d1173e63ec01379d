import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateRule } from '../api/create-rule.ts';
import { useRulePreview } from '../api/preview-rule.ts';
import { fileRowsAction, fileRowsNote, ruleCreatedDescription } from '../lib/rule-prompt.ts';

export interface RulePrompt {
  clientId: string;
  vendor_contains: string;
  map_to_account: string;
  /** The row whose manual category raised the prompt: not one of the "other" rows. */
  transactionId?: string | undefined;
}

interface RulePromptDialogProps {
  prompt: RulePrompt | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Create Auto-Categorization Rule": asked after a manual category, so the next statement files this
 * vendor by itself. When the client's other undecided rows match, it offers in the same step to file them
 * too, counted by the server before the rule exists ("Create rule and file the 7 other NETFLIX rows").
 */
export function RulePromptDialog({ prompt, open, onOpenChange }: RulePromptDialogProps) {
  const createRule = useCreateRule();
  const preview = useRulePreview(
    open && prompt
      ? { clientId: prompt.clientId, vendor_contains: prompt.vendor_contains, map_to_account: prompt.map_to_account, except: prompt.transactionId }
      : null,
  );
  const busy = createRule.isPending;
  const filing = busy && createRule.variables.apply === true;
  const count = preview.data?.filed_count;

  function close() {
    onOpenChange(false);
  }

  async function create(apply: boolean) {
    if (!prompt) return;
    try {
      const rule = await createRule.mutateAsync({
        client_id: prompt.clientId,
        vendor_contains: prompt.vendor_contains,
        map_to_account: prompt.map_to_account,
        ...(apply && { apply: true }),
      });
      toast.success('Rule Created', { description: ruleCreatedDescription(rule.vendor_contains, rule.map_to_account, rule.filed_count) });
    } catch (error) {
      toast.error('Error Creating Rule', { description: errorMessage(error, 'Failed to create rule') });
    }
    close();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Auto-Categorization Rule</DialogTitle>
          <DialogDescription>File this vendor's future transactions under the same category automatically?</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-xs font-medium text-muted-foreground">Vendor</dt>
            <dd className="font-medium break-words" data-testid="rule-prompt-vendor">
              {prompt?.vendor_contains}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs font-medium text-muted-foreground">Category</dt>
            <dd className="font-medium break-words" data-testid="rule-prompt-category">
              {prompt?.map_to_account}
            </dd>
          </div>
        </dl>
        {/* The count decides the offer; a failed count leaves the brief's two buttons. */}
        <div className="min-h-5 text-sm text-muted-foreground" data-testid="rule-prompt-other-rows" aria-live="polite">
          {preview.isPending && open ? (
            <Skeleton className="h-5 w-64" aria-label="Counting the other rows" />
          ) : count !== undefined && prompt ? (
            fileRowsNote(count, prompt.vendor_contains, prompt.map_to_account)
          ) : null}
        </div>
        <DialogFooter className="sm:flex-wrap">
          <Button variant="outline" disabled={busy} onClick={close}>
            No, Skip
          </Button>
          <Button variant={count ? 'outline' : 'default'} disabled={busy} onClick={() => void create(false)}>
            {busy && !filing && <Spinner className="size-4 text-current" label="Creating" />}
            {busy && !filing ? 'Creating...' : 'Yes, Create Rule'}
          </Button>
          {count !== undefined && count > 0 && prompt && (
            // Its own full-width line above the brief's two buttons: the vendor's name can be long.
            <Button className="h-auto min-h-9 w-full whitespace-normal sm:order-first" disabled={busy} onClick={() => void create(true)}>
              {filing && <Spinner className="size-4 text-current" label="Creating" />}
              {filing ? 'Creating...' : fileRowsAction(count, prompt.vendor_contains)}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
