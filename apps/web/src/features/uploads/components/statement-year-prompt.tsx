import { useId, useState, type FormEvent } from 'react';
import { CalendarClock, CalendarX } from 'lucide-react';
import { toast } from 'sonner';
import { uploads, type Upload } from '@ledgerdesk/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useStatementYear } from '../api/get-statement-year.ts';
import { useSetStatementYear } from '../api/set-statement-year.ts';

const QUESTION = 'This statement does not print a year. Which year is it?';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const day = (mmdd: string) => `${MONTHS[Number(mmdd.slice(0, 2)) - 1] ?? ''} ${Number(mmdd.slice(3))}`;

/**
 * Asks for the year of a statement that prints none, and re-dates its rows. `compact` is a table
 * row's version: a button that opens the same question.
 */
export function StatementYearPrompt({ upload, compact = false }: { upload: Upload; compact?: boolean }) {
  if (upload.status !== 'completed' || !upload.year_missing) return null;
  if (!compact) {
    return (
      <div
        className="rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-500/30 dark:bg-amber-500/10"
        data-testid="statement-year-prompt"
      >
        <YearForm upload={upload} />
      </div>
    );
  }
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="mt-1 h-7 border-amber-300 px-2 text-xs text-amber-900 dark:border-amber-500/40 dark:text-amber-200"
        >
          <CalendarX aria-hidden />
          Which year?
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80 p-4" data-testid="statement-year-popover">
        <YearForm upload={upload} />
      </PopoverContent>
    </Popover>
  );
}

function YearForm({ upload }: { upload: Upload }) {
  const inputId = useId();
  const question = useStatementYear(upload.upload_id);
  const setYear = useSetStatementYear();
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = typed ?? (question.data ? String(question.data.suggested_year) : '');
  const span = question.data?.first_day && question.data.last_day ? question.data : null;
  const crossesNewYear = span ? (span.first_day as string) > (span.last_day as string) : false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The contract's own rule, so the screen and the server say the same thing.
    const checked = uploads.setYear.body.safeParse({ year: /^\d{4}$/.test(value) ? Number(value) : Number.NaN });
    if (!checked.success) {
      setProblem(
        /^\d{4}$/.test(value) ? (checked.error.issues[0]?.message ?? 'Enter the statement’s year') : 'Enter the statement’s year as four digits',
      );
      return;
    }
    setProblem(null);
    try {
      const reply = await setYear.mutateAsync({ id: upload.upload_id, year: checked.data.year });
      toast.success(reply.message);
    } catch (error) {
      setProblem(errorMessage(error, 'The year could not be set. Please try again.'));
    }
  }

  return (
    <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <div className="flex items-start gap-2">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden />
        <div className="min-w-0 text-sm">
          <p className="font-medium text-amber-950 dark:text-amber-100">{QUESTION}</p>
          {span && (
            <p className="mt-0.5 text-muted-foreground">
              Its rows run from {day(span.first_day as string)} to {day(span.last_day as string)}
              {crossesNewYear ? '; the December rows take the year before.' : '.'}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor={inputId}>Statement year</Label>
          <Input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            className="w-28 tabular-nums"
            value={value}
            disabled={question.isPending}
            aria-invalid={problem !== null}
            onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <Button type="submit" size="sm" className="h-9" disabled={setYear.isPending || question.isPending}>
          {setYear.isPending ? 'Setting year…' : 'Set year'}
        </Button>
      </div>
      {question.isError && <InlineError>{errorMessage(question.error, 'Failed to load the statement’s dates')}</InlineError>}
      {problem && <InlineError>{problem}</InlineError>}
    </form>
  );
}
