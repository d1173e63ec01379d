import { describe, expect, it } from 'vitest';
import { isNetworkName } from './network-name.ts';

describe('isNetworkName', () => {
  it("takes a network and its tier for the network's name", () => {
    expect(isNetworkName('Visa Signature')).toBe(true);
    expect(isNetworkName('World Elite Mastercard')).toBe(true);
  });
  it("keeps a product's own words", () => {
    expect(isNetworkName('Business Visa Signature')).toBe(false);
    expect(isNetworkName('VISA PLATINUM REWARDS')).toBe(false);
    expect(isNetworkName('Venture Rewards')).toBe(false);
  });
});
