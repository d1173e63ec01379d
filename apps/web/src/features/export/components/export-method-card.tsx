import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import { LoadError, SkeletonRows } from '../../../components/load-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { useExportOptions } from '../api/get-export-options.ts';
import { exportCardFacts } from '../lib/export-method.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5 first:pt-0 last:pb-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2 text-sm font-medium">{children}</dd>
    </div>
  );
}

/** The brief's export card: export method, category source and "requires COA", from the client type. */
export function ExportMethodCard({ options, canManageClients }: { options: ReturnType<typeof useExportOptions>; canManageClients: boolean }) {
  const data = options.data;
  const facts = data ? exportCardFacts(data) : null;
  return (
    <Card data-testid="export-method">
      <CardHeader>
        <CardTitle>Export method</CardTitle>
        <CardDescription>How this client's transactions reach QuickBooks.</CardDescription>
      </CardHeader>
      <CardContent>
        {options.isPending ? (
          <SkeletonRows label="Loading export method" rows={3} rowClassName="h-5" className="gap-3" />
        ) : !data || !facts ? (
          <LoadError message={errorMessage(options.error, 'Failed to load export options')} onRetry={() => void options.refetch()} />
        ) : (
          <>
            <dl className="divide-y">
              <Fact label="Export method">{facts.method}</Fact>
              <Fact label="Category source">{facts.source}</Fact>
              <Fact label="Requires COA">
                <span data-testid="requires-coa">{facts.requiresCoa}</span>
                {data.requires_coa &&
                  (data.has_coa ? (
                    <Badge variant="success">
                      <FileText aria-hidden />
                      COA uploaded
                    </Badge>
                  ) : (
                    <Badge variant="warning">No COA uploaded</Badge>
                  ))}
              </Fact>
            </dl>
            {data.requires_coa && !data.has_coa && canManageClients && (
              <p className="mt-3 text-sm">
                <Link to="/clients" className="font-medium text-primary underline-offset-4 hover:underline">
                  Upload the chart of accounts
                </Link>{' '}
                before exporting: QuickBooks Desktop creates an account for any name it does not know.
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
