import { lazy, Suspense, useState } from 'react';
import { CircleHelp, PartyPopper } from 'lucide-react';
import { Logo } from '../../../components/logo.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useQuestionsPage } from '../api/get-questions-page.ts';
import { QuestionCard } from './question-card.tsx';

const ThemeToggle = lazy(() => import('../../../app/layout/theme-toggle.tsx').then((module) => ({ default: module.ThemeToggle })));

/**
 * The page a client opens from the link their bookkeeper sent: no account, phone first, only the rows on this
 * link. Answered rows stay on screen, marked, until the page is reloaded.
 */
export function ClientQuestionsPage({ token }: { token: string }) {
  const page = useQuestionsPage(token);
  const [answered, setAnswered] = useState<Record<string, string>>({});
  const questions = page.data?.questions ?? [];
  const left = questions.filter((question) => !(question.id in answered)).length;

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-xl flex-col px-4 pt-4 pb-12">
      <header className="mb-6 flex items-center justify-between">
        <Logo />
        <Suspense fallback={<div className="size-9" />}>
          <ThemeToggle />
        </Suspense>
      </header>

      {page.isPending ? (
        <div className="flex flex-col gap-4" aria-label="Loading your questions">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : page.isError ? (
        <Message icon={CircleHelp} title="This page is not available">
          {errorMessage(page.error, 'This page could not be loaded. Check your connection and try again.')}
        </Message>
      ) : (
        <main className="flex flex-col gap-4">
          <div>
            <p className="text-sm font-medium text-muted-foreground">{page.data.client_name}</p>
            <h1 className="mt-1 text-2xl font-semibold tracking-tight text-balance">Questions from your bookkeeper</h1>
            <p className="mt-2 text-sm text-muted-foreground">
              We could not tell what {questions.length === 1 ? 'this payment was' : 'these payments were'} from your bank statement. Tap the answer
              that fits; a short note helps. This page works until {formatDate(page.data.expires_at)}.
            </p>
          </div>
          {left > 0 && (
            <p className="text-sm font-medium" role="status" data-testid="questions-left">
              {left} of {questions.length} left to answer
              {page.data.answered_count > 0 && (
                <span className="font-normal text-muted-foreground"> · {page.data.answered_count} answered before</span>
              )}
            </p>
          )}
          {questions.map((question) => (
            <QuestionCard
              key={question.id}
              token={token}
              question={question}
              answered={answered[question.id] ?? null}
              onAnswered={(label) => setAnswered((current) => ({ ...current, [question.id]: label }))}
            />
          ))}
          {left === 0 && (
            <Message icon={PartyPopper} title="Thank you, that’s everything">
              Your answers are with your bookkeeper. You can close this page.
            </Message>
          )}
        </main>
      )}
    </div>
  );
}

function Message({ icon: Icon, title, children }: { icon: typeof CircleHelp; title: string; children: React.ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center" data-testid="questions-message">
      <span className="mb-2 grid size-11 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      <h1 className="text-lg font-semibold">{title}</h1>
      <p className="max-w-sm text-sm text-muted-foreground">{children}</p>
    </Card>
  );
}
