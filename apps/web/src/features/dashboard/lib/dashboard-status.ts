/**
 * The brief's dashboard colours: completed or success green, pending warning, failed red. Upload
 * statuses still being read (pending_parse, processing) count as pending; anything else is neutral.
 */
export type DashboardTone = 'success' | 'warning' | 'danger' | 'neutral';

const TONES: Record<string, DashboardTone> = {
  completed: 'success',
  success: 'success',
  pending: 'warning',
  pending_parse: 'warning',
  processing: 'warning',
  // Some rows went, some did not: a push to finish, not one that failed.
  partial: 'warning',
  failed: 'danger',
  error: 'danger',
};

export function dashboardTone(status: string): DashboardTone {
  return TONES[status.trim().toLowerCase()] ?? 'neutral';
}

const LABELS: Record<string, string> = {
  pending_parse: 'Pending',
  rolled_back: 'Rolled back',
};

/** "completed" → "Completed", "pending_parse" → "Pending", "rolled_back" → "Rolled back". */
export function dashboardStatusLabel(status: string): string {
  const key = status.trim().toLowerCase();
  const known = LABELS[key];
  if (known) return known;
  const spaced = key.replace(/_/g, ' ');
  return spaced ? spaced.charAt(0).toUpperCase() + spaced.slice(1) : 'Unknown';
}

/** Upload statuses during which the server is still reading the statement: the dashboard polls while one shows. */
export function isStillReading(status: string): boolean {
  return status === 'pending_parse' || status === 'processing';
}
