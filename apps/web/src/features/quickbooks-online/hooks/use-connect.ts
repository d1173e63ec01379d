import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { buildPath } from '../../../lib/api-client.ts';
import { clientAreaToast } from '../../../lib/toast.ts';
import { connectionStatusQueryOptions, getConnectionStatus, useConnectionStatus } from '../api/get-connection-status.ts';
import { otherKeys, qboKeys } from '../api/query-keys.ts';
import { CONNECT_PATH, CONNECT_WAIT_MS, STATUS_POLL_MS, isConnectedMessage, popupFeatures } from '../lib/connection.ts';
import { pollUntil } from '../lib/poll.ts';
import { useAbortable } from './use-abortable.ts';

/**
 * Connect: Intuit's sign-in opens in a 900 × 800 pop-up and the panel asks for the status every 2 s
 * until it reads connected (the brief). It stops on success, when the panel closes (this hook
 * unmounts), after CONNECT_WAIT_MS, or early when the callback page posts `qbo-connected`.
 */
export function useConnect(clientId: string) {
  const queryClient = useQueryClient();
  const status = useConnectionStatus(clientId);
  const [waiting, setWaiting] = useState(false);
  const polling = useAbortable();
  const nudges = useRef(new EventTarget());

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      // Only our own callback page may hurry the check; anything else waits for the next poll.
      if (event.origin === window.location.origin && isConnectedMessage(event.data, clientId)) {
        nudges.current.dispatchEvent(new Event('nudge'));
      }
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
    clientAreaToast.success('QuickBooks Connected');
    // The company's accounts are now the client's categories.
    void queryClient.invalidateQueries({ queryKey: qboKeys.all(clientId) });
    void queryClient.invalidateQueries({ queryKey: otherKeys.clientCategories(clientId) });
  }

  async function connect() {
    // Opened at once, inside the click, or the browser's pop-up blocker stops it; the address follows.
    const popup = window.open('', 'qbo-connect', popupFeatures(window));
    if (!popup) {
      clientAreaToast.error('The pop-up was blocked', 'Allow pop-ups for this site, then click Connect again.');
      return;
    }
    setWaiting(true);
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
