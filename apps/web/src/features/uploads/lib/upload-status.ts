import type { Upload } from '@ledgerdesk/contracts';

/** Statuses during which the server is still reading the statement: screens poll while one is shown. */
const IN_PROGRESS = new Set<string>(['pending_parse', 'processing']);

export function isInProgress(status: string): boolean {
  return IN_PROGRESS.has(status);
}

/** The brief's colours: completed green, pending_parse secondary, processing warning, failed red, else neutral. */
export type StatusTone = 'success' | 'secondary' | 'warning' | 'danger' | 'neutral';

export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'completed':
      return 'success';
    case 'pending_parse':
      return 'secondary';
    case 'processing':
      return 'warning';
    case 'failed':
      return 'danger';
    default:
      return 'neutral';
  }
}

const LABELS: Record<string, string> = {
  pending_parse: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  rolled_back: 'Rolled back',
};

export function statusLabel(status: string): string {
  const label = LABELS[status];
  if (label) return label;
  const spaced = status.replace(/_/g, ' ').trim();
  return spaced ? spaced.charAt(0).toUpperCase() + spaced.slice(1) : 'Unknown';
}

/** How far along an upload is, for a progress bar: the server reports steps, not percentages. */
export function statusProgress(status: string): number {
  if (status === 'pending_parse') return 35;
  if (status === 'processing') return 70;
  return 100;
}

/** The My Uploads Details column: the brief's texts per status. */
export function uploadDetail(upload: Pick<Upload, 'status' | 'error_message'>): string {
  if (upload.status === 'failed') return upload.error_message ?? 'Upload failed. Please try again.';
  if (isInProgress(upload.status)) return 'Processing...';
  if (upload.status === 'completed') return 'Ready for review';
  if (upload.status === 'rolled_back') return 'Rolled back';
  return '—';
}

export interface UploadCounts {
  total: number;
  completed: number;
  /** pending_parse and processing together. */
  processing: number;
  failed: number;
}

export function countUploads(uploads: readonly Pick<Upload, 'status'>[]): UploadCounts {
  const counts: UploadCounts = { total: uploads.length, completed: 0, processing: 0, failed: 0 };
  for (const { status } of uploads) {
    if (status === 'completed') counts.completed++;
    else if (isInProgress(status)) counts.processing++;
    else if (status === 'failed') counts.failed++;
  }
  return counts;
}

/** The My Uploads search: the file name or the client's name, ignoring case and surrounding spaces. */
export function filterUploads<U extends Pick<Upload, 'original_filename' | 'client_id'>>(uploads: readonly U[], query: string): U[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...uploads];
  return uploads.filter((upload) => upload.original_filename.toLowerCase().includes(needle) || upload.client_id.name.toLowerCase().includes(needle));
}
