import { type quickbooksOnline, recategorised } from '@ledgerdesk/contracts';
import { z } from 'zod';

export type ConnectionStatus = z.output<typeof quickbooksOnline.status.response>;

/** A page, not a JSON call (it redirects to Intuit's sign-in), so it has no contract of its own. */
export const CONNECT_PATH = '/api/qbo/:clientId/connect';

/** The brief's pop-up size and status polling. */
export const POPUP_WIDTH = 900;
export const POPUP_HEIGHT = 800;
export const STATUS_POLL_MS = 2000;
/** Intuit's sign-in rarely takes this long; past it the panel stops asking and lets the person try again. */
export const CONNECT_WAIT_MS = 5 * 60 * 1000;

export type ConnectionState = { kind: 'connected'; realmId: string | null } | { kind: 'reconnect'; message: string } | { kind: 'not-connected' };

/** Connected, Not connected, or a once-connected company that needs reconnecting (with the server's reason). */
export function connectionState(status: ConnectionStatus | undefined): ConnectionState {
  if (status?.connected) return { kind: 'connected', realmId: status.realmId };
  if (status?.message) return { kind: 'reconnect', message: status.message };
  return { kind: 'not-connected' };
}

/** `window.open` features for the connection pop-up: 900 × 800, centred over the app's window. */
export function popupFeatures(opener: { screenX: number; screenY: number; outerWidth: number; outerHeight: number }): string {
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - POPUP_HEIGHT) / 2));
  return `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},popup=yes`;
}

const connectedMessage = z.object({ type: z.literal('qbo-connected'), clientId: z.string().optional(), recategorised: recategorised.optional() });
export type ConnectedMessage = z.output<typeof connectedMessage>;

/**
 * The message the server's callback page posts to its opener once the company is connected (with how many open
 * transactions its accounts re-categorised), or null for any other message and another client's.
 */
export function readConnectedMessage(data: unknown, clientId: string): ConnectedMessage | null {
  const parsed = connectedMessage.safeParse(data);
  if (!parsed.success) return null;
  return parsed.data.clientId === undefined || parsed.data.clientId === clientId ? parsed.data : null;
}
