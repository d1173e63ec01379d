import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Recategorised } from '@ledgerdesk/contracts';
import { recategorisedWords } from '@ledgerdesk/contracts/wording';
import { useQueryClient } from '@tanstack/react-query';
import { buildPath } from '../../../lib/api-client.ts';
import { clientAreaToast } from '../../../lib/toast.ts';
import { connectionStatusQueryOptions, getConnectionStatus, useConnectionStatus } from '../api/get-connection-status.ts';
import { otherKeys, qboKeys } from '../api/query-keys.ts';
import { CONNECT_PATH, CONNECT_WAIT_MS, type ConnectedMessage, STATUS_POLL_MS, popupFeatures, readConnectedMessage } from '../lib/connection.ts';
import { pollUntil } from '../lib/poll.ts';
import { useAbortable } from './use-abortable.ts';

/**
 * Connect: Intuit's sign-in opens in a 900 × 800 pop-up and the panel asks for the status every 2 s
 * until it reads connected (the brief). It stops on success, when the panel closes (this hook
 * unmounts), after CONNECT_WAIT_MS, or early when the callback page posts `qbo-connected`, which also says how many
 * open transactions the company's accounts re-categorised.
 */
export function useConnect(clientId: string) {
  const queryClient = useQueryClient();
  const status = useConnectionStatus(clientId);
  const [waiting, setWaiting] = useState(false);
  const polling = useAbortable();
  const nudges = useRef(new EventTarget());
  // What the company's accounts did to the open transactions (from the callback page), and whether the toast is up.
  const recategorised = useRef<Recategorised | undefined>(undefined);
  const announced = useRef(false);

  function announce() {
    announced.current = true;
    const words = recategorised.current && recategorisedWords(recategorised.current, 'with its accounts');
    clientAreaToast.success('QuickBooks Connected', words || undefined);
    // The company's accounts are now the client's categories, and its open rows were re-categorised with them.
    void queryClient.invalidateQueries({ queryKey: qboKeys.all(clientId) });
    for (const queryKey of [otherKeys.clientCategories(clientId), otherKeys.clientTransactions(clientId), otherKeys.uploadTransactions]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }

  const onConnectedMessage = useEffectEvent((message: ConnectedMessage) => {
    recategorised.current = message.recategorised;
    // The status can read connected while the server is still re-categorising: the toast then learns the count late.
    if (announced.current) announce();
    nudges.current.dispatchEvent(new Event('nudge'));
  });

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      // Only our own callback page may hurry the check; anything else waits for the next poll.
      const message = event.origin === window.location.origin ? readConnectedMessage(event.data, clientId) : null;
      if (message) onConnectedMessage(message);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [clientId]);

  async function waitForConnection() {
    setWaiting(true);
    const outcome = await pollUntil(
      async () => {
        // Through the query cache, so the badge follows every answer.
        const latest = await queryClient.fetchQuery({ ...connectionStatusQueryOptions(clientId), staleTime: 0 });
        return latest.connected ? latest : undefined;
      },
      { intervalMs: STATUS_POLL_MS, timeoutMs: CONNECT_WAIT_MS, signal: polling.start(), nudges: nudges.current },
    );
    if (outcome.kind === 'aborted') return;
    setWaiting(false);
    if (outcome.kind === 'timeout') {
      clientAreaToast.error('QuickBooks did not confirm the connection', 'Click Connect to try again.');
      return;
    }
    announce();
  }

  async function connect() {
    // Opened at once, inside the click, or the browser's pop-up blocker stops it; the address follows.
    const popup = window.open('', 'qbo-connect', popupFeatures(window));
    if (!popup) {
      clientAreaToast.error('The pop-up was blocked', 'Allow pop-ups for this site, then click Connect again.');
      return;
    }
    setWaiting(true);
    recategorised.current = undefined;
    announced.current = false;
    // The pop-up is signed in by the access-token cookie: a call through the API client first renews
    // an expired session, which rewrites the cookie.
    await getConnectionStatus(clientId).catch(() => undefined);
    popup.location.href = buildPath(CONNECT_PATH, { clientId });
    popup.focus();
    void waitForConnection();
  }

  function stopWaiting() {
    polling.stop();
    setWaiting(false);
  }

  return { status, waiting, connect, stopWaiting };
}
