import { MessageCircleQuestion } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useClientQuestionsSummary } from '../api/get-client-questions-summary.ts';
import { waitedFor } from '../lib/format.ts';

/** The dashboard's "Questions for clients": per client, what was sent, answered and still waiting, and for how long. */
export function ClientQuestionsCard() {
  const summary = useClientQuestionsSummary();

  return (
    <Card aria-labelledby="client-questions-title" data-testid="client-questions" className="min-w-0">
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle id="client-questions-title">Questions for clients</CardTitle>
        <CardDescription>Rows sent to clients to explain, and how long the unanswered ones have waited.</CardDescription>
      </CardHeader>
      {summary.isPending ? (
        <div className="px-5 pb-5 sm:px-6 sm:pb-6" aria-label="Loading questions for clients">
          <Skeleton className="h-16 w-full" />
        </div>
      ) : summary.isError ? (
        <InlineError className="px-5 pb-5 sm:px-6 sm:pb-6">{errorMessage(summary.error, 'Failed to load questions for clients')}</InlineError>
      ) : summary.data.length === 0 ? (
        <p className="flex items-center gap-2 px-5 pb-5 text-sm text-muted-foreground sm:px-6 sm:pb-6">
          <MessageCircleQuestion className="size-4" aria-hidden />
          No questions sent yet. Send rows to a client from the Transactions screen.
        </p>
      ) : (
        <Table containerClassName="border-t">
          <TableHeader>
            <TableRow>
              <TableHead>Client</TableHead>
              <TableHead className="text-right">Sent</TableHead>
              <TableHead className="text-right">Answered</TableHead>
              <TableHead className="text-right">Waiting</TableHead>
              <TableHead>Oldest waiting</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {summary.data.map((row) => (
              <TableRow key={row.client_id} data-client-id={row.client_id}>
                <TableCell className="max-w-64 min-w-32 truncate font-medium" title={row.client}>
                  {row.client}
                </TableCell>
                <TableCell className="text-right tabular-nums">{row.sent}</TableCell>
                <TableCell className="text-right tabular-nums">{row.answered}</TableCell>
                <TableCell className="text-right">
                  <Badge variant={row.waiting > 0 ? 'warning' : 'neutral'} className="ml-auto tabular-nums">
                    {row.waiting}
                  </Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">
                  {row.oldest_waiting_since ? waitedFor(row.oldest_waiting_since) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
