import { describe, expect, it } from 'vitest';
import { connectionState, popupFeatures, readConnectedMessage, type ConnectionStatus } from './connection.ts';

const status = (changes: Partial<ConnectionStatus>): ConnectionStatus => ({
  connected: false,
  realmId: null,
  token_expires_at: null,
  refresh_token_expires_at: null,
  message: null,
  ...changes,
});

describe('connectionState', () => {
  it('is connected with the company id', () => {
    expect(connectionState(status({ connected: true, realmId: '9130' }))).toEqual({ kind: 'connected', realmId: '9130' });
  });

  it('needs reconnecting when the server says why', () => {
    const message = 'QuickBooks refused the saved sign-in. Connect again.';
    expect(connectionState(status({ message }))).toEqual({ kind: 'reconnect', message });
  });

  it('is not connected otherwise, or before the status has loaded', () => {
    expect(connectionState(status({}))).toEqual({ kind: 'not-connected' });
    expect(connectionState(undefined)).toEqual({ kind: 'not-connected' });
  });
});

describe('popupFeatures', () => {
  it('asks for a 900 by 800 pop-up centred over the window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1500, outerHeight: 1000 })).toBe('width=900,height=800,left=400,top=150,popup=yes');
  });

  it('never places it off the screen', () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 375, outerHeight: 667 })).toBe('width=900,height=800,left=0,top=0,popup=yes');
  });
});

describe('readConnectedMessage', () => {
  it('accepts the callback page’s message for this client, with what its accounts re-categorised', () => {
    expect(readConnectedMessage({ type: 'qbo-connected', clientId: 'c1' }, 'c1')).toEqual({ type: 'qbo-connected', clientId: 'c1' });
    expect(readConnectedMessage({ type: 'qbo-connected' }, 'c1')).toEqual({ type: 'qbo-connected' });
    expect(readConnectedMessage({ type: 'qbo-connected', clientId: 'c1', recategorised: { considered_count: 9, changed_count: 7 } }, 'c1')).toEqual({
      type: 'qbo-connected',
      clientId: 'c1',
      recategorised: { considered_count: 9, changed_count: 7 },
    });
  });

  it('ignores other messages, other clients and counts that are not counts', () => {
    expect(readConnectedMessage({ type: 'qbo-connected', clientId: 'c2' }, 'c1')).toBeNull();
    expect(readConnectedMessage({ type: 'something-else', clientId: 'c1' }, 'c1')).toBeNull();
    expect(
      readConnectedMessage({ type: 'qbo-connected', clientId: 'c1', recategorised: { considered_count: -1, changed_count: 'all' } }, 'c1'),
    ).toBeNull();
    expect(readConnectedMessage('qbo-connected', 'c1')).toBeNull();
    expect(readConnectedMessage(null, 'c1')).toBeNull();
  });
});
