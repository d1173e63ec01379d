import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CircleCheck, FileSpreadsheet, Upload, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import type { FirstRunStep } from '../lib/first-run.ts';

/** The admin dashboard of a firm with no statements yet: the next step, not three empty tables. */
export function FirstRunGuide({ next }: { next: FirstRunStep }) {
  const clientsDone = next.step === 'upload';
  return (
    <Card data-testid="first-run-guide">
      <CardHeader>
        <CardTitle>Get your firm started</CardTitle>
        <CardDescription>
          Two steps and Ledgerdesk has work for your team: statements in, transactions categorised and ready to review.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3">
          <Step
            number={1}
            done={clientsDone}
            title="Add a client"
            text="Name the business, its client number and whether its books are in QuickBooks Online or QuickBooks Desktop."
            action={
              !clientsDone && (
                <Button asChild>
                  <Link to="/clients">
                    <Users aria-hidden />
                    Add a client
                  </Link>
                </Button>
              )
            }
          />
          <Step
            number={2}
            current={clientsDone}
            title="Upload a bank statement"
            text="A PDF statement from the client's bank or card. Its transactions are read, checked against the balances and categorised."
            action={
              clientsDone && (
                <Button asChild>
                  <Link to="/upload">
                    <Upload aria-hidden />
                    Upload a statement
                  </Link>
                </Button>
              )
            }
          >
            <p className="mt-2 flex gap-2 text-sm text-muted-foreground">
              <FileSpreadsheet className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>For a QuickBooks Desktop client, upload its chart of accounts first: its categories come from it.</span>
            </p>
            {clientsDone && next.chartsMissing.length > 0 && (
              <div className="mt-3 rounded-lg border border-dashed px-3 py-2.5 text-sm" data-testid="charts-missing">
                <p className="font-medium">Still without a chart of accounts</p>
                <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
                  {next.chartsMissing.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
                <Link to="/clients" className="mt-2 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
                  Upload charts on the Clients screen
                  <ArrowRight className="size-3.5" aria-hidden />
                </Link>
              </div>
            )}
          </Step>
        </ol>
      </CardContent>
    </Card>
  );
}

interface StepProps {
  number: number;
  title: string;
  text: string;
  done?: boolean;
  current?: boolean;
  action?: ReactNode;
  children?: ReactNode;
}

function Step({ number, title, text, done = false, current = !done, action, children }: StepProps) {
  return (
    <li
      className={cn(
        'flex flex-col gap-4 rounded-lg border p-4 sm:flex-row sm:items-start',
        current ? 'border-primary/40 bg-primary-soft/40' : 'bg-muted/30',
      )}
      aria-current={current ? 'step' : undefined}
    >
      <span
        className={cn(
          'grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold',
          done ? 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300' : 'bg-primary text-primary-foreground',
        )}
      >
        {done ? <CircleCheck className="size-4" aria-label="Done" /> : number}
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('font-medium', done && 'text-muted-foreground line-through decoration-1')}>{title}</p>
        <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        {children}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </li>
  );
}
