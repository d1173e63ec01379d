import { useState } from 'react';
import type { Rule } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateRule } from '../api/create-rule.ts';
import { ApplyRuleStep } from './apply-rule-step.tsx';

export interface RulePrompt {
  clientId: string;
  vendor_contains: string;
  map_to_account: string;
}

interface RulePromptDialogProps {
  prompt: RulePrompt | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Create Auto-Categorization Rule": asked after a manual category, so the next statement files this
 * vendor by itself. Once created, it offers to apply the rule to the undecided transactions now.
 * Give each prompt its own `key`, so a new prompt starts at the first step.
 */
export function RulePromptDialog({ prompt, open, onOpenChange }: RulePromptDialogProps) {
  const createRule = useCreateRule();
  const [created, setCreated] = useState<Rule | null>(null);
  const busy = createRule.isPending;

  function close() {
    onOpenChange(false);
  }

  async function create() {
    if (!prompt) return;
    try {
      const rule = await createRule.mutateAsync({
        client_id: prompt.clientId,
        vendor_contains: prompt.vendor_contains,
        map_to_account: prompt.map_to_account,
      });
      toast.success('Rule Created', {
        description: `Transactions from "${rule.vendor_contains}" will be categorised as ${rule.map_to_account}.`,
      });
      setCreated(rule);
    } catch (error) {
      toast.error('Error Creating Rule', { description: errorMessage(error, 'Failed to create rule') });
      close();
    }
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
        {created ? (
          <ApplyRuleStep rule={created} onDone={close} />
        ) : (
          <>
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
            <DialogFooter>
              <Button variant="outline" disabled={busy} onClick={close}>
                No, Skip
              </Button>
              <Button disabled={busy} onClick={() => void create()}>
                {busy && <Spinner className="size-4 text-current" label="Creating" />}
                {busy ? 'Creating...' : 'Yes, Create Rule'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
