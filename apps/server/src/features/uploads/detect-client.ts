export interface ClientCandidate {
  id: string;
  name: string;
  client_number: number;
}

export type Detection =
  { kind: 'one'; client: ClientCandidate } | { kind: 'several'; clients: ClientCandidate[]; message: string } | { kind: 'none'; message: string };

// Legal suffixes and filler that statements print or omit at will: "HARBOR CAFE LLC" is "Harbor Cafe".
const NOISE_WORDS = new Set(['llc', 'inc', 'incorporated', 'corp', 'corporation', 'co', 'company', 'ltd', 'llp', 'pllc', 'pc', 'pa', 'the', 'and']);

/** Lower-case words without accents, punctuation or the filler in NOISE_WORDS. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !NOISE_WORDS.has(word));
}

/** The brief's rule: the first word of the client's name appears, case-insensitively, in the file name. */
export function matchesFilename(client: ClientCandidate, filename: string): boolean {
  const first = client.name.trim().split(/\s+/)[0]?.toLowerCase();
  return Boolean(first) && filename.toLowerCase().includes(first!);
}

/** The client's name (without legal suffixes) printed as whole words in the statement's text. */
export function matchesStatementText(client: ClientCandidate, text: string): boolean {
  const name = words(client.name);
  if (name.length === 0) return false;
  const haystack = ` ${words(text).join(' ')} `;
  return haystack.includes(` ${name.join(' ')} `);
}

/**
 * Decides which client a statement belongs to from its file name and what the file itself says: the
 * text of a PDF's first page, when it could be read, or for a bank file the clients whose earlier
 * files came from the same bank account (`accountOwners`). Agreement wins; a single match on either
 * side wins when the other side says nothing; anything else is for a person to decide.
 */
export function detectClient(
  clients: ClientCandidate[],
  filename: string,
  statementText: string | null,
  accountOwners: readonly string[] = [],
): Detection {
  const byName = clients.filter((client) => matchesFilename(client, filename));
  const byAccount = clients.filter((client) => accountOwners.includes(client.id));
  const byText = [
    ...(statementText === null ? [] : clients.filter((client) => matchesStatementText(client, statementText) && !byAccount.includes(client))),
    ...byAccount,
  ];
  const both = byName.filter((client) => byText.includes(client));

  if (both.length === 1) return { kind: 'one', client: both[0]! };
  if (byName.length === 1 && byText.length === 0) return { kind: 'one', client: byName[0]! };
  if (byText.length === 1 && byName.length === 0) return { kind: 'one', client: byText[0]! };
  if (byName.length === 1 && byText.length === 1) {
    const content = byAccount.includes(byText[0]!)
      ? `this bank account's earlier files belong to ${byText[0]!.name}`
      : `the statement is addressed to ${byText[0]!.name}`;
    return {
      kind: 'several',
      clients: [byName[0]!, byText[0]!],
      message: `The file name suggests ${byName[0]!.name} but ${content}. Please select manually.`,
    };
  }
  const candidates = [...new Set([...(both.length > 1 ? both : []), ...byName, ...byText])];
  if (candidates.length === 0) return { kind: 'none', message: 'Could not parse client name. Please select manually.' };
  return { kind: 'several', clients: candidates, message: 'Multiple client matches found. Please select manually.' };
}
