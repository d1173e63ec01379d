import { MessageSquareQuote, Wand2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Transaction } from '@ledgerdesk/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateRule } from '../../rules/index.ts';
import { canBeRuleVendor } from '../lib/rule-vendor.ts';

/**
 * The client's own words beside a row they answered, with the category they imply (proposed, not approved) and
 * one click to file the vendor there from now on, through the rules feature's own call.
 */
export function ClientAnswerNote({ transaction }: { transaction: Pick<Transaction, 'client_id' | 'vendor_name' | 'client_answer'> }) {
  const createRule = useCreateRule();
  const answer = transaction.client_answer;
  if (!answer) return null;
  const category = answer.category;
  const vendor = transaction.vendor_name.trim();

  const makeRule = () => {
    if (!category) return;
    createRule.mutate(
      { client_id: transaction.client_id, vendor_contains: vendor, map_to_account: category },
      {
        onSuccess: () => toast.success('Rule created', { description: `${vendor} is filed as ${category} from now on.` }),
        onError: (error) => toast.error(errorMessage(error, 'The rule could not be created.')),
      },
    );
  };

  return (
    <div className="flex flex-col gap-1 rounded-md bg-primary-soft/60 px-2.5 py-1.5 text-xs text-primary-soft-foreground" data-testid="client-answer">
      <p className="flex items-start gap-1.5">
        <MessageSquareQuote className="mt-px size-3.5 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">
          <span className="font-medium">Client: {answer.choice}</span>
          {answer.note && <> — “{answer.note}”</>}
        </span>
      </p>
      {category && canBeRuleVendor(vendor) && (
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-start whitespace-normal p-0 text-left text-xs"
          disabled={createRule.isPending || createRule.isSuccess}
          onClick={makeRule}
        >
          <Wand2 className="self-start" aria-hidden />
          <span className="min-w-0 break-words">
            Always file {vendor} as {category}
          </span>
        </Button>
      )}
    </div>
  );
}
