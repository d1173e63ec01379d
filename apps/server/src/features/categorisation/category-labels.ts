import { ASK_CLIENT } from '@ledgerdesk/contracts';

/** `6110 - Automobile Expense:Fuel` → `Automobile Expense:Fuel`; a bare name stays as it is. */
export function categoryName(label: string): string {
  return label.replace(/^\s*\d[\d.-]*\s+-\s+/, '').trim();
}

/** Compares names the way people write them: case, spacing and `&` vs `and` do not matter. */
export function nameKey(label: string): string {
  return categoryName(label)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\s*:\s*/g, ':')
    .replace(/\s+/g, ' ')
    .trim();
}

const leafOf = (key: string) => key.slice(key.lastIndexOf(':') + 1);

/**
 * One client's labels, and the ways another label can be turned into one of them. Everything the
 * categoriser returns goes through here, so it never answers with a label the client does not have.
 */
export interface ClientLabels {
  /** The client's own label for `label`: itself, or the label with the same name under another number. */
  resolve(label: string): string | undefined;
  /**
   * The client's label for a category name used by another client: the same full name; else the nearest
   * parent it has (`Car & Truck:Gas` → `Car & Truck`); else a bare name matching the other's last part
   * (`Software` ↔ `Office Expenses:Software`), when only one label fits.
   */
  byName(key: string): string | undefined;
}

export function clientLabels(categories: readonly string[]): ClientLabels {
  const labels = new Set([...categories, ASK_CLIENT]);
  const byFullName = uniqueIndex(categories, nameKey);
  const byLeaf = uniqueIndex(categories, (label) => leafOf(nameKey(label)));
  const bareByName = uniqueIndex(
    categories.filter((label) => !nameKey(label).includes(':')),
    nameKey,
  );
  return {
    resolve: (label) => (labels.has(label) ? label : byFullName.get(nameKey(label))),
    byName: (key) => {
      for (let name = key; ; name = name.slice(0, name.lastIndexOf(':'))) {
        const label = byFullName.get(name);
        if (label !== undefined) return label;
        if (!name.includes(':')) break;
      }
      // One side must be a bare name, or "Auto:Other" would land in "Taxes:Other".
      return key.includes(':') ? bareByName.get(leafOf(key)) : byLeaf.get(key);
    },
  };
}

/** Index by `keyOf`, leaving out keys that more than one label share: those cannot be told apart. */
function uniqueIndex(labels: readonly string[], keyOf: (label: string) => string): Map<string, string | undefined> {
  const index = new Map<string, string | undefined>();
  for (const label of labels) {
    const key = keyOf(label);
    index.set(key, index.has(key) ? undefined : label);
  }
  return index;
}
