export const auditCsvColumns = ['Timestamp', 'User', 'Action', 'Target Type', 'Target ID', 'Details'] as const;

/**
 * One CSV cell. A cell starting with = + - or @ is prefixed with ' so a spreadsheet shows it as text instead
 * of running it as a formula (CSV injection: a vendor name on a statement is attacker-controlled text).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export const auditCsvFileName = (now: Date) => `audit_logs_${now.toISOString().slice(0, 10)}.csv`;
