import { shortUploadId } from '../lib/upload-id.ts';

/** An upload's UUID shortened to its first 8 characters; the whole id is in the tooltip and for screen readers. */
export function UploadId({ id }: { id: string }) {
  return (
    <span
      title={id}
      aria-label={`Upload ${id}`}
      className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground/80 tabular-nums"
      data-testid="upload-id"
    >
      {shortUploadId(id)}
    </span>
  );
}
