import { describe, expect, it } from 'vitest';
import { productBeforeNumber } from './product-before-number.ts';

describe('productBeforeNumber', () => {
  it('reads a brand name run straight into the account number label', () => {
    expect(productBeforeNumber(['Activity', ' Virtual Wallet Spend Account Number: XX-XXXX-2203'], '2203')).toBe('Virtual Wallet Spend');
    expect(productBeforeNumber(['Header  Virtual Wallet Growth Account Number: XX-XXXX-2238'], '2238')).toBe('Virtual Wallet Growth');
  });

  it("takes another account's name for none", () => {
    expect(productBeforeNumber(['Virtual Wallet Growth Account Number: XX-XXXX-2238'], '2211')).toBeNull();
  });

  it("takes no label's lead, bank name or lower-case words for a name", () => {
    expect(productBeforeNumber(['Primary account number: XX-XXXX-2203'], '2203')).toBeNull();
    expect(productBeforeNumber(['Your Account Number: 1234'], '1234')).toBeNull();
    expect(productBeforeNumber(['U.S. Bank National Association Account Number 1-532-0917-4468'], '4468')).toBeNull();
    expect(productBeforeNumber(['Tell us your name and account number.'], '1234')).toBeNull();
  });
});
