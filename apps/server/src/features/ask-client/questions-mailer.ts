import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** Sends a questions link to a client, or says it could not; the link never reaches a log. */
export interface QuestionsMailer {
  send(message: { to: string; subject: string; text: string }): Promise<boolean>;
}

/** Null when the firm has not set up SMTP: the screen then offers the link to copy. */
export function createQuestionsMailer(smtp: { url: string; from: string } | null, log: FastifyBaseLogger): QuestionsMailer | null {
  if (!smtp) return null;
  // A slow mail server must not hold the reviewer's request for nodemailer's default two minutes.
  const transport = createTransport(
    { url: smtp.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from: smtp.from },
  );
  return {
    async send(message) {
      try {
        await transport.sendMail(message);
        return true;
      } catch (error) {
        // The code and the server's reply only: the message body (with the link) stays out of the log.
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        log.warn({ code, responseCode }, 'questions email not sent');
        return false;
      }
    },
  };
}
