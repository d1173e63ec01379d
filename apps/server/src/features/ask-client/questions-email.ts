import { plural, usDate } from '../audit/index.ts';

/** The email a client receives: who asks, how many rows, the link and until when it works. */
export function questionsEmail(clientName: string, count: number, url: string, expiresAt: string) {
  return {
    subject: `${plural(count, 'question')} about your bank transactions`,
    text: [
      `Hello ${clientName},`,
      '',
      `We could not tell what ${count === 1 ? 'one transaction was' : `${count} transactions were`} from your statements. Please tell us on this page (no sign-in needed):`,
      '',
      url,
      '',
      `The link works until ${usDate(expiresAt)}. Reply to this email if anything is unclear.`,
    ].join('\n'),
  };
}
