import type { Client } from '@ledgerdesk/contracts';

/** Case and inner spacing do not make a different client: "Acme  holdings" is "ACME Holdings". */
export function clientNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The client that already goes by this name, if any (the one being edited does not count). Two
 * clients may share a name, so this only decides whether to ask first.
 */
export function clientWithSameName<T extends Pick<Client, '_id' | 'name'>>(
  name: string,
  clients: readonly T[],
  exceptId: string | null = null,
): T | undefined {
  const key = clientNameKey(name);
  if (!key) return undefined;
  return clients.find((client) => client._id !== exceptId && clientNameKey(client.name) === key);
}
