import { describe, expect, it } from 'vitest';
import { parseSketch } from './fixtures/text-layout.ts';

// French banks print a balance unsigned in the column of its side: under Débit when overdrawn.

describe('a balance line in the column of its side', () => {
  it('reads a French balance under Débit as overdrawn, before the rows and after the total', () => {
    const account = parseSketch(`
BANQUE DES TILLEULS                              Relevé de compte
Compte courant n° 0002045218
Période du 01/01/2025 au 31/01/2025

Date        Libellé                          Débit          Crédit
            SOLDE PRÉCÉDENT AU 31/12/2024    500,00
03/01/2025  CARTE X1234 MONOPRIX             100,00
05/01/2025  VIR SEPA RECU /DE SARL MOREAU                   500,00
09/01/2025  PRLV SEPA EDF                    734,56
            TOTAL DES OPÉRATIONS             834,56         500,00
            NOUVEAU SOLDE AU 31/01/2025      834,56
`).accounts[0];
    expect(account).toMatchObject({ opening_balance_cents: -50_000, closing_balance_cents: -83_456, reconciliation: { reconciled: true } });
  });

  it('lets a label that names its side win over the column', () => {
    const account = parseSketch(`
Compte courant n° 0002045218
Période du 01/01/2025 au 31/01/2025
Date        Libellé                          Débit          Crédit
            SOLDE CRÉDITEUR AU 31/12/2024    500,00
03/01/2025  CARTE X1234 MONOPRIX             100,00
            SOLDE CRÉDITEUR AU 31/01/2025    400,00
`).accounts[0];
    expect(account).toMatchObject({ opening_balance_cents: 50_000, closing_balance_cents: 40_000, reconciliation: { reconciled: true } });
  });

  it('leaves an English beginning balance set at the right edge, over Withdrawals, as printed', () => {
    const account = parseSketch(`
Business Checking  Account number: 1234567890
Statement period June 1, 2026 - June 30, 2026
Date     Description                       Deposits    Withdrawals
         Beginning balance                                  100.00
6/2      ACME PAYROLL                         500.00
6/5      SHELL OIL 123                                      100.00
         Ending balance                                     500.00
`).accounts[0];
    expect(account).toMatchObject({ opening_balance_cents: 10_000, closing_balance_cents: 50_000, reconciliation: { reconciled: true } });
  });
});
