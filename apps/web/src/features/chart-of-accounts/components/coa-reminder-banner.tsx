import { TriangleAlert, Upload, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

interface CoaReminderBannerProps {
  clientName: string;
  onUpload: () => void;
  onDismiss: () => void;
}

/** The yellow reminder after the COA dialog of a newly created desktop client was cancelled. */
export function CoaReminderBanner({ clientName, onUpload, onDismiss }: CoaReminderBannerProps) {
  return (
    <div
      role="region"
      aria-label="Chart of Accounts reminder"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <TriangleAlert className="size-5 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium">{clientName} has no Chart of Accounts yet.</p>
        <p className="mt-0.5 text-amber-900/80 dark:text-amber-100/75">
          Upload it so this desktop client's transactions can be categorised and exported.
        </p>
      </div>
      <div className="flex items-center gap-2 sm:shrink-0">
        <Button
          size="sm"
          onClick={onUpload}
          className="bg-amber-600 text-white hover:bg-amber-600/90 dark:bg-amber-400 dark:text-amber-950 dark:hover:bg-amber-400/90"
        >
          <Upload aria-hidden />
          Upload COA
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Dismiss reminder"
          onClick={onDismiss}
          className="text-amber-900/70 hover:bg-amber-100 hover:text-amber-950 dark:text-amber-100/70 dark:hover:bg-amber-400/15 dark:hover:text-amber-50"
        >
          <X aria-hidden />
        </Button>
      </div>
    </div>
  );
}
