import { detectAccountMarker } from './detect-account-marker.ts';

/**
 * "Statement period activity summary      Account number: 1010287744": a bank may print the account's number only
 * beside a section's heading (Wells Fargo's summary box), a line read as the heading and not for a number. An account
 * that no other line numbered takes the last four digits of the first such line among its own lines (`text`, its
 * cells); a card member's number is no account's.
 */
export function numberInHeading(text: readonly string[]): string | null {
  for (const cells of text) {
    const marker = detectAccountMarker(cells);
    if (marker && !marker.card) return marker.last4;
  }
  return null;
}
