import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** The recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-4">
      <div className="grid gap-1 text-sm">
        <p className="font-medium">Save your recovery codes</p>
        <p className="text-muted-foreground">
          If you lose your phone, each code signs you in once instead of the app's code. They are shown only now: copy them or write them down, and
          keep them somewhere safe.
        </p>
      </div>
      <ol
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-md border bg-muted/50 p-4 font-mono text-sm sm:grid-cols-5 sm:gap-x-4"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(codes.join('\n')).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
