/** The prompt's one-step offer: "Create rule and file the 7 other NETFLIX rows". */
export function fileRowsAction(count: number, vendor: string): string {
  return `Create rule and file the ${count} other ${vendor} ${count === 1 ? 'row' : 'rows'}`;
}

/** What the prompt says about the rows it would file, once counted. */
export function fileRowsNote(count: number, vendor: string, category: string): string {
  if (count === 0) return `No other undecided ${vendor} rows are waiting: the rule files the next statements.`;
  const rows = count === 1 ? `1 other ${vendor} row is` : `${count} other ${vendor} rows are`;
  return `${rows} not yet approved or filed by hand. The rule can file ${count === 1 ? 'it' : 'them'} as ${category} now.`;
}

/** The success toast's description after the rule was created (and perhaps applied). */
export function ruleCreatedDescription(vendor: string, category: string, filed: number | undefined): string {
  const future = `Transactions from "${vendor}" will be categorised as ${category}.`;
  if (filed === undefined) return future;
  return `${future} ${filed} other ${filed === 1 ? 'row was' : 'rows were'} filed now.`;
}

/** The Rules screen's add and edit dialogs: the choice, in the same step, to file the counted rows too. */
export function fileRowsChoice(count: number, vendor: string, category: string): string {
  return `Also file the ${count} undecided ${vendor} ${count === 1 ? 'row' : 'rows'} as ${category} now`;
}
