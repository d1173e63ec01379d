import { useId, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { askClient, type PublicQuestion } from '@ledgerdesk/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/utils.ts';
import { useAnswerQuestion } from '../api/answer-question.ts';
import { dollars, printedDay } from '../lib/format.ts';

interface QuestionCardProps {
  token: string;
  question: PublicQuestion;
  /** The choice's words once answered (here or earlier in this visit). */
  answered: string | null;
  onAnswered: (choiceLabel: string) => void;
}

/** One row as the bank printed it, "What was this?", the choices as large tap targets and an optional note. */
export function QuestionCard({ token, question, answered, onAnswered }: QuestionCardProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const answer = useAnswerQuestion();
  const ids = useId();
  const out = question.amount < 0;
  const chosen = question.choices.find((candidate) => candidate.key === choice);

  const submit = () => {
    if (!chosen) return;
    answer.mutate({ token, questionId: question.id, choice: chosen.key, note }, { onSuccess: () => onAnswered(chosen.label) });
  };

  return (
    <Card className="overflow-hidden" aria-labelledby={`${ids}-what`} data-testid="question">
      <div className="flex flex-col gap-1 border-b bg-muted/40 px-4 py-3">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="text-muted-foreground">{printedDay(question.transaction_date)}</span>
          <span className={cn('font-semibold tabular-nums', out ? 'text-foreground' : 'text-emerald-700 dark:text-emerald-400')}>
            {out ? 'Paid out ' : 'Received '}
            {dollars(question.amount)}
          </span>
        </div>
        <p className="font-mono text-sm leading-snug font-medium break-words" data-testid="question-description">
          {question.description}
        </p>
      </div>

      {answered ? (
        <p className="flex items-center gap-2 px-4 py-4 text-sm" role="status">
          <CheckCircle2 className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
          <span>
            Thank you. You said: <strong>{answered}</strong>
          </span>
        </p>
      ) : (
        <div className="flex flex-col gap-4 px-4 py-4">
          <fieldset className="flex flex-col gap-2">
            <legend id={`${ids}-what`} className="mb-2 text-base font-semibold">
              What was this?
            </legend>
            <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
              {question.choices.map((option) => (
                <label
                  key={option.key}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-card px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                    choice === option.key ? 'border-primary bg-primary-soft text-primary-soft-foreground' : 'hover:bg-accent',
                  )}
                >
                  <input
                    type="radio"
                    name={`${ids}-choice`}
                    value={option.key}
                    checked={choice === option.key}
                    onChange={() => setChoice(option.key)}
                    className="size-4 accent-primary"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-note`} className="text-sm font-medium">
              Anything we should know? <span className="font-normal text-muted-foreground">(optional)</span>
            </label>
            <textarea
              id={`${ids}-note`}
              value={note}
              maxLength={askClient.MAX_ANSWER_NOTE}
              onChange={(event) => setNote(event.target.value)}
              rows={2}
              placeholder="For example: printer paper for the office"
              className="w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 sm:text-sm"
            />
          </div>
          {answer.isError && (
            <InlineError>{errorMessage(answer.error, 'Your answer could not be sent. Check your connection and try again.')}</InlineError>
          )}
          <Button size="lg" className="w-full" disabled={!chosen || answer.isPending} onClick={submit}>
            {answer.isPending ? 'Sending…' : 'Send answer'}
          </Button>
        </div>
      )}
    </Card>
  );
}
