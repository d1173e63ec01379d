import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useQuestionLinks } from '../api/get-question-links.ts';
import { useRevokeQuestionLink } from '../api/revoke-question-link.ts';

const STATUS = { open: 'primary', expired: 'neutral', revoked: 'warning' } as const;
const LABEL = { open: 'Open', expired: 'Expired', revoked: 'Withdrawn' } as const;

/**
 * The links already sent for this client (a worker's own), with how many were answered, how many still wait on the
 * client (a row the reviewer settled no longer does), and a way to withdraw one.
 */
export function QuestionLinksList({ clientId }: { clientId: string }) {
  const links = useQuestionLinks(clientId);
  const revoke = useRevokeQuestionLink();
  if (!links.data?.length) return null;

  // min-w-0: the dialog lays its parts out in a grid, where a long row would otherwise widen it past its edge.
  return (
    <div className="flex min-w-0 flex-col gap-2 border-t pt-3">
      <h3 className="text-sm font-medium">Links sent</h3>
      <ul className="flex max-h-48 flex-col gap-1.5 overflow-y-auto text-sm">
        {links.data.map((link) => (
          <li key={link.id} className="flex items-center gap-2" data-testid="questions-link-row">
            <span className="min-w-0 flex-1 truncate">
              {formatDate(link.created_at)} · {link.answered_count} of {link.question_count} answered
              {link.status === 'open' && ` · ${link.waiting_count} waiting`}
            </span>
            <Badge variant={STATUS[link.status]} title={link.status === 'open' ? `Works until ${formatDate(link.expires_at)}` : undefined}>
              {LABEL[link.status]}
            </Badge>
            {link.status === 'open' && (
              <Button size="sm" variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate(link)}>
                Withdraw
              </Button>
            )}
          </li>
        ))}
      </ul>
      {revoke.isError && <InlineError>{errorMessage(revoke.error, 'The link could not be withdrawn. Try again.')}</InlineError>}
    </div>
  );
}
