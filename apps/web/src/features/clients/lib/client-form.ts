import { clients, type AccountType, type Client } from '@ledgerdesk/contracts';
import { z } from 'zod';

export const CLIENT_REQUIRED_MESSAGE = 'Name and client number required';
const CLIENT_NUMBER_MESSAGE = 'Client # must be a whole number';

/** What the Add/Edit client form holds: text as typed, turned into the API's payload on submit. */
export interface ClientFormValues {
  name: string;
  client_number: string;
  account_type: AccountType;
  email: string;
  phone: string;
  qb_client_id: string;
  qb_client_secret: string;
  /** Editing an online client with a saved secret: remove it on save. */
  remove_secret: boolean;
}

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  name: '',
  client_number: '',
  account_type: 'online',
  email: '',
  phone: '',
  qb_client_id: '',
  qb_client_secret: '',
  remove_secret: false,
};

export function clientFormValues(client: Client): ClientFormValues {
  return {
    name: client.name,
    client_number: String(client.client_number),
    account_type: client.account_type,
    email: client.email ?? '',
    phone: client.phone ?? '',
    qb_client_id: client.qb_client_id ?? '',
    // The stored secret never comes back; blank keeps it.
    qb_client_secret: '',
    remove_secret: false,
  };
}

/** The last four characters of a saved secret, from the server's mask ('••••••••1234'). */
export function savedSecretEnding(client: Pick<Client, 'qb_client_secret' | 'has_qb_client_secret'>): string | null {
  return client.has_qb_client_secret && client.qb_client_secret ? client.qb_client_secret.slice(-4) : null;
}

export function savedSecretPlaceholder(ending: string): string {
  return `Saved (ends in ${ending}) — leave blank to keep`;
}

const blankToNull = (value: string) => value.trim() || null;

/**
 * Form values → the contract's client payload. Name and number are checked first with the brief's
 * message; the contract then checks the rest (a whole client #, email format, lengths) with the
 * server's own words. QuickBooks keys only travel for an online client: a desktop client has none.
 */
export const clientFormSchema = z
  .object({
    name: z.string(),
    client_number: z.string(),
    account_type: z.enum(clients.accountTypes),
    email: z.string(),
    phone: z.string(),
    qb_client_id: z.string(),
    qb_client_secret: z.string(),
    remove_secret: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (!values.name.trim() || !values.client_number.trim()) {
      ctx.addIssue({ code: 'custom', path: [values.name.trim() ? 'client_number' : 'name'], message: CLIENT_REQUIRED_MESSAGE });
    } else if (!/^\d+$/.test(values.client_number.trim())) {
      ctx.addIssue({ code: 'custom', path: ['client_number'], message: CLIENT_NUMBER_MESSAGE });
    }
  })
  .transform((values): clients.ClientInput => {
    const online = values.account_type === 'online';
    const secret = values.qb_client_secret.trim();
    return {
      name: values.name.trim(),
      client_number: values.client_number.trim(),
      account_type: values.account_type,
      email: blankToNull(values.email),
      phone: blankToNull(values.phone),
      qb_client_id: online ? blankToNull(values.qb_client_id) : null,
      // Absent keeps the saved secret, null removes it.
      qb_client_secret: !online || values.remove_secret ? null : secret || undefined,
    };
  })
  .pipe(clients.clientInput);

export type ClientPayload = z.output<typeof clientFormSchema>;

/** Which form field a server error is about: a 409's `field`, or the first validation issue's path. */
export function fieldOfServerError(details: Record<string, unknown> | undefined): keyof ClientFormValues | null {
  if (!details) return null;
  const issues = details['issues'];
  const candidate =
    typeof details['field'] === 'string'
      ? details['field']
      : Array.isArray(issues) && typeof (issues[0] as { path?: unknown } | undefined)?.path === 'string'
        ? String((issues[0] as { path: string }).path).split('.')[0]
        : null;
  return candidate && candidate in EMPTY_CLIENT_FORM ? (candidate as keyof ClientFormValues) : null;
}
