import { InlineError } from '../../../components/ui/inline-message.tsx';

/** A refused export: the server's sentence, and every name or row it lists under it. */
export function ExportRefusal({ message, problems }: { message: string; problems: readonly string[] }) {
  return (
    <div className="grid gap-1.5 rounded-lg border border-destructive/30 bg-destructive/5 p-3" data-testid="export-refusal">
      <InlineError>{message}</InlineError>
      {problems.length > 0 && (
        <ul className="ml-6 list-disc text-sm break-words text-destructive">
          {problems.map((problem, index) => (
            <li key={`${index}-${problem}`}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
