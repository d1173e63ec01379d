// Intuit stamps responses and MetaData in the company's time zone with an offset ("2025-03-14T09:17:31.892-07:00").
// The stand-in's companies all live in US Pacific daylight time so the shape, not the zone, is what clients meet.
const OFFSET_MS = -7 * 3600_000;

export function intuitTime(at: Date = new Date()): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().replace('Z', '-07:00');
}

/** MetaData times carry no milliseconds. */
export function intuitMetaTime(at: Date = new Date()): string {
  return intuitTime(at).replace(/\.\d{3}/, '');
}
