/**
 * How a vendor shows up on a statement. Placeholders are filled per transaction:
 * {n3}..{n12} digits, {code} a mixed reference, {store} a store number, {town} a town of the client.
 */
export type Format =
  /** A card purchase: merchant field (cut at 25 characters, as card networks do) and where. */
  | { kind: 'card'; merchant: string; where: 'town' | string }
  /** An ACH entry: originator and entry description, printed in the bank's own layout. */
  | { kind: 'ach'; company: string; entry: string }
  /** Printed as is. */
  | { kind: 'plain'; text: string }
  | { kind: 'check' }
  | { kind: 'zelle'; person: string }
  | { kind: 'venmo'; person: string };

export interface Vendor {
  name: string;
  formats: readonly Format[];
}

export const card = (name: string, ...merchants: string[]): Vendor => ({
  name,
  formats: merchants.map((m) => {
    const [merchant = m, where = 'town'] = m.split(' @ ');
    return { kind: 'card', merchant, where };
  }),
});

export const ach = (name: string, company: string, ...entries: string[]): Vendor => ({
  name,
  formats: entries.map((entry) => ({ kind: 'ach', company, entry })),
});

export const plain = (name: string, ...texts: string[]): Vendor => ({ name, formats: texts.map((text) => ({ kind: 'plain', text })) });

export const either = (name: string, ...vendors: Vendor[]): Vendor => ({ name, formats: vendors.flatMap((v) => v.formats) });
