import { Link } from 'react-router';
import { FileUp } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';

/**
 * Shown to someone who has not uploaded anything yet: what uploading does and where the results appear.
 * `linkToUpload` offers the Upload screen (from My Uploads); on the Upload screen the form is right above.
 */
export function FirstUploadHint({ linkToUpload = false, className }: { linkToUpload?: boolean; className?: string }) {
  return (
    <Card className={cn('flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6', className)} data-testid="first-upload-hint">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <FileUp className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium">You have not uploaded any statements yet</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Upload a PDF bank statement{linkToUpload ? '' : ' above'}: Ledgerdesk reads its transactions and suggests a category for each, ready for
          review on the Transactions screen. Every file you send is listed {linkToUpload ? 'here' : 'below'} with its status.
        </p>
      </div>
      {linkToUpload && (
        <Button asChild className="shrink-0">
          <Link to="/upload">Upload Files</Link>
        </Button>
      )}
    </Card>
  );
}
