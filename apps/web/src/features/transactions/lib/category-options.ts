import { ASK_CLIENT, type CategoryOption } from '@ledgerdesk/contracts';
import { formatBalance } from '../../../lib/format.ts';

export interface PickerOption {
  /** What is saved in manual_category. */
  label: string;
  /** A second line: the account's type, detail type and balance (a desktop chart). */
  detail: string | null;
  /** Lower-case text that type-ahead searches. */
  search: string;
}

function detailOf(category: CategoryOption): string | null {
  const parts = [category.type, category.detail_type, category.balance === null ? null : `Balance ${formatBalance(category.balance)}`];
  const text = parts.filter((part): part is string => Boolean(part)).join(' · ');
  return text || null;
}

/** The picker's choices: "1480 - Ask Client" (always valid) first, then the client's own categories. */
export function pickerOptions(categories: readonly CategoryOption[]): PickerOption[] {
  const seen = new Set<string>([ASK_CLIENT]);
  const options: PickerOption[] = [{ label: ASK_CLIENT, detail: 'Ask the client what this is', search: ASK_CLIENT.toLowerCase() }];
  for (const category of categories) {
    if (seen.has(category.label)) continue;
    seen.add(category.label);
    const detail = detailOf(category);
    options.push({
      label: category.label,
      detail,
      search: [category.label, category.name, category.number, category.type, category.detail_type].filter(Boolean).join(' ').toLowerCase(),
    });
  }
  return options;
}

function rank(option: PickerOption, query: string): number {
  const label = option.label.toLowerCase();
  if (label.startsWith(query)) return 0;
  // A word of the label starts with it ("soft" finds "6200 - Software", "fuel" finds "…:Fuel").
  if (label.split(/[\s:\-/&,()]+/).some((word) => word.startsWith(query))) return 1;
  if (label.includes(query)) return 2;
  return option.search.includes(query) ? 3 : -1;
}

/** Type-ahead: the options matching every typed word, best matches first, otherwise in list order. */
export function searchOptions(options: readonly PickerOption[], query: string): PickerOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  const ranked: Array<{ option: PickerOption; score: number; index: number }> = [];
  options.forEach((option, index) => {
    let score = 0;
    for (const word of words) {
      const wordRank = rank(option, word);
      if (wordRank === -1) return;
      score += wordRank;
    }
    ranked.push({ option, score, index });
  });
  return ranked.sort((a, b) => a.score - b.score || a.index - b.index).map((entry) => entry.option);
}
