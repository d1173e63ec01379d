import type { Locator, Page } from 'playwright-core';

/** A review row on either layout: the table's row on a desktop, the card on a phone. */
export const reviewRows = (page: Page) => page.locator('[data-row-id]');

/**
 * Where each thing a reviewer needs on a phone card sits: date, vendor, amount, category and approval
 * must lie inside the screen's width (nothing off to the side, nothing cut), the two buttons a thumb's
 * height (44 px).
 */
export async function cardReach(card: Locator, screenWidth: number) {
  const parts = {
    date: card.getByTestId('row-date'),
    vendor: card.getByTestId('vendor-name'),
    amount: card.getByTestId('row-amount'),
    category: card.getByRole('button', { name: /^Manual category for|^Change the split of/ }),
    approve: card.getByRole('button', { name: /^(✓ Approved|○ Pending)/ }),
  };
  const problems: string[] = [];
  for (const [name, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox();
    if (!box) problems.push(`${name}: not shown`);
    else if (box.x < 0 || box.x + box.width > screenWidth + 0.5)
      problems.push(`${name}: outside the screen (${Math.round(box.x)}..${Math.round(box.x + box.width)})`);
    else if ((name === 'category' || name === 'approve') && box.height < 44) problems.push(`${name}: ${Math.round(box.height)} px tall`);
    else if (name === 'amount' && (await locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1))) problems.push('amount: cut');
  }
  return problems;
}
