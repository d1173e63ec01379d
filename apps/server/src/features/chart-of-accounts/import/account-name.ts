export interface AccountName {
  /** Number carried by the leaf segment ('6110 · Fuel'), when there is one. */
  leafNumber: string | null;
  name: string;
  fullName: string;
  parentFullName: string | null;
}

// QuickBooks Desktop writes 'number · name' for every level of a sub-account when account numbers are on:
// '1000 · CASH AND BANK:1010 · Bank - Scotia'. The separator is U+00B7 (byte 0xB7 in its cp1252 exports);
// see shared/research/qbo-iif.md section 4. Only the middle dot counts: ' - ' stays part of names such as
// 'Meals - 50%'. The number must hold a digit so that a name like 'Meals · Travel' keeps its words.
const NUMBER_PREFIX = /^([A-Za-z0-9.-]*\d[A-Za-z0-9.-]*)\s*\u00B7\s*/;

/** Splits a QuickBooks account name on ':' into its parent chain, dropping each level's number prefix. */
export function parseAccountName(raw: string): AccountName | null {
  const segments = raw
    .split(':')
    .map((segment) => segment.replace(/\s+/g, ' ').trim())
    .filter((segment) => segment !== '')
    .map((segment) => {
      const prefix = NUMBER_PREFIX.exec(segment);
      return prefix ? { number: prefix[1] ?? null, name: segment.slice(prefix[0].length).trim() } : { number: null, name: segment };
    })
    .filter((segment) => segment.name !== '');
  const leaf = segments.at(-1);
  if (!leaf) return null;
  const names = segments.map((segment) => segment.name);
  return {
    leafNumber: leaf.number,
    name: leaf.name,
    fullName: names.join(':'),
    parentFullName: names.length > 1 ? names.slice(0, -1).join(':') : null,
  };
}
