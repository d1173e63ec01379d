/** A before/after value as lines a bookkeeper reads: `approved: yes`, `manual_category: 6200 - Software`. */
export function valueLines(value: unknown): Array<{ label: string; text: string }> {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') return [{ label: 'value', text: show(value) }];
  if (Array.isArray(value)) return value.map((item, index) => ({ label: String(index + 1), text: show(item) }));
  return Object.entries(value as Record<string, unknown>).map(([key, item]) => ({ label: key.replace(/_/g, ' '), text: show(item) }));
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') {
    // A bulk update's rows: one line per transaction.
    if (Array.isArray(value)) return value.map((item) => show(item)).join('\n');
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key.replace(/_/g, ' ')}: ${show(item)}`)
      .join(', ');
  }
  return String(value);
}
