/** The categoriser's confidence (0..1) as a whole percentage, or null when it gave none. */
export function formatConfidence(confidence: number | null): string | null {
  if (confidence === null || !Number.isFinite(confidence)) return null;
  return `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`;
}

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** How sure the categoriser was, for the colour of its confidence. */
export function confidenceLevel(confidence: number | null): ConfidenceLevel {
  if (confidence === null || confidence < 0.5) return 'low';
  return confidence >= 0.8 ? 'high' : 'medium';
}

/** Ids are UUIDs; the table shows their first block, enough to tell rows apart and to search by. */
export function shortId(id: string): string {
  return id.split('-')[0] ?? id;
}
