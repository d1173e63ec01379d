// An 'Active' or 'Status' column says No/False/Inactive for an inactive account; IIF says HIDDEN=Y.
// An empty or unrecognised value leaves the account active, as QuickBooks lists only active ones by default.
const INACTIVE_VALUES = new Set(['no', 'n', 'false', '0', 'inactive', 'deleted', 'hidden']);
const YES_VALUES = new Set(['yes', 'y', 'true', '1']);

export function isAccountActive(activeValue: string, hiddenValue: string): boolean {
  const active = activeValue.trim().toLowerCase();
  const hidden = hiddenValue.trim().toLowerCase();
  return !INACTIVE_VALUES.has(active) && !YES_VALUES.has(hidden);
}
