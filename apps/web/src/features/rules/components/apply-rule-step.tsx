import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApplyRule } from '../api/apply-rule.ts';

interface ApplyRuleStepProps {
  rule: { _id: string; client_id: string; vendor_contains: string; map_to_account: string };
  onDone: () => void;
}

/**
 * The second step after a rule is saved: file the transactions no one has decided yet by it now,
 * rather than only from the next statement on.
 */
export function ApplyRuleStep({ rule, onDone }: ApplyRuleStepProps) {
  const apply = useApplyRule();

  async function run() {
    try {
      const reply = await apply.mutateAsync(rule);
      toast.success('Rule applied', { description: reply.message });
      onDone();
    } catch (error) {
      toast.error('Failed to apply rule', { description: errorMessage(error, 'Please try again.') });
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Apply the rule now?</DialogTitle>
        <DialogDescription>
          Re-categorise the undecided transactions (not approved, no manual category, not pushed) whose vendor contains "
          {rule.vendor_contains}" as {rule.map_to_account}.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" disabled={apply.isPending} onClick={onDone}>
          Not now
        </Button>
        <Button disabled={apply.isPending} onClick={() => void run()}>
          {apply.isPending && <Spinner className="size-4 text-current" label="Applying" />}
          {apply.isPending ? 'Applying...' : 'Apply Rule'}
        </Button>
      </DialogFooter>
    </>
  );
}
