import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStateSigner } from './qbo-oauth-state.ts';

describe('OAuth state signing', () => {
  const signer = createStateSigner(crypto.randomBytes(32));

  it('accepts its own state and returns its id', () => {
    const { id, state } = signer.issue();
    expect(signer.verify(state)).toBe(id);
  });

  it('refuses a forged, altered or foreign state', () => {
    const { id, state } = signer.issue();
    expect(signer.verify(`${id}.forged`)).toBeNull();
    expect(signer.verify(`${id}x.${state.split('.')[1]}`)).toBeNull();
    expect(signer.verify(createStateSigner(crypto.randomBytes(32)).issue().state)).toBeNull();
    expect(signer.verify(id)).toBeNull();
    expect(signer.verify(`${state}.extra`)).toBeNull();
  });
});
