/** The brief's client auto-detection: the first word of a client's name, anywhere in the file name. */

export interface ClientOption {
  _id: string;
  name: string;
  client_number: number;
}

export type ClientDetection<C extends ClientOption = ClientOption> =
  | { kind: 'none' }
  | { kind: 'one'; client: C }
  /** Several clients match equally well: a person has to choose. */
  | { kind: 'many'; clients: C[] };

function words(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean);
}

/**
 * Finds the client a statement's file name belongs to, case-insensitively. The brief matches the
 * first word of each name; when that leaves several ("Harbor Cafe" and "Harbor Marine" for
 * harbor-statement.pdf), the one with more of its other words in the file name wins, and a tie
 * stays a question for the person.
 */
export function detectClient<C extends ClientOption>(filename: string, clients: readonly C[]): ClientDetection<C> {
  const haystack = filename.toLowerCase();
  const scored = clients.flatMap((client) => {
    const [first, ...rest] = words(client.name);
    if (!first || !haystack.includes(first)) return [];
    return [{ client, score: rest.filter((word) => haystack.includes(word)).length }];
  });
  if (scored.length === 0) return { kind: 'none' };
  const best = Math.max(...scored.map((entry) => entry.score));
  const leaders = scored.filter((entry) => entry.score === best).map((entry) => entry.client);
  return leaders.length === 1 && leaders[0] ? { kind: 'one', client: leaders[0] } : { kind: 'many', clients: leaders };
}
