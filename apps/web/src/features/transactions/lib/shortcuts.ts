export type ShortcutAction =
  'next' | 'previous' | 'toggle-approval' | 'approve-selection' | 'category' | 'edit' | 'toggle-select' | 'search' | 'help' | 'clear-selection';

/** What the `?` list shows, in order. */
export const SHORTCUT_LIST: ReadonlyArray<{ keys: string[]; label: string }> = [
  { keys: ['j'], label: 'Next transaction' },
  { keys: ['k'], label: 'Previous transaction' },
  { keys: ['a'], label: 'Approve or unapprove the current transaction; with transactions selected, approve the selection' },
  { keys: ['c'], label: 'Choose a category for the current transaction (type to search)' },
  { keys: ['e'], label: 'Correct the current transaction: date, description, vendor, amount or check number' },
  { keys: ['x'], label: 'Select or deselect the current transaction' },
  { keys: ['Shift', 'click'], label: 'Select a range of transactions with the checkboxes' },
  { keys: ['/'], label: 'Search transactions' },
  { keys: ['Esc'], label: 'Clear the selection' },
  { keys: ['?'], label: 'Show these shortcuts' },
];

const KEYS: Record<string, ShortcutAction> = {
  j: 'next',
  k: 'previous',
  a: 'toggle-approval',
  c: 'category',
  e: 'edit',
  x: 'toggle-select',
  '/': 'search',
  '?': 'help',
  Escape: 'clear-selection',
};

/**
 * The review action a key press asks for, or null. Ctrl, Cmd and Alt combinations belong to the browser.
 * With rows selected, `a` approves the selection as "Approve selected" does (asking first about Ask
 * Client rows) rather than toggling the one row the cursor happens to be on.
 */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  { hasSelection = false }: { hasSelection?: boolean } = {},
): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const action = KEYS[event.key] ?? null;
  return action === 'toggle-approval' && hasSelection ? 'approve-selection' : action;
}

/** True when the key press is typing: into a field, a text area, or anything editable. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return false;
}
