export function formatAmount(cents: number, options: { dollar?: boolean; grouping?: boolean } = {}): string {
  const { dollar = false, grouping = true } = options;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const digits = grouping ? whole.toLocaleString('en-US') : String(whole);
  return `${dollar ? '$' : ''}${digits}.${String(abs % 100).padStart(2, '0')}`;
}

/** "-$1,234.56" */
export function signed(cents: number, options: { dollar?: boolean; grouping?: boolean } = {}): string {
  return `${cents < 0 ? '-' : ''}${formatAmount(cents, options)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function parts(iso: string): { y: number; m: number; d: number } {
  const [y, m, d] = iso.split('-').map(Number);
  return { y: y ?? 0, m: m ?? 0, d: d ?? 0 };
}

const pad = (n: number) => String(n).padStart(2, '0');

export const dateFormats = {
  mmdd: (iso: string) => `${pad(parts(iso).m)}/${pad(parts(iso).d)}`,
  md: (iso: string) => `${parts(iso).m}/${parts(iso).d}`,
  mmddyy: (iso: string) => `${pad(parts(iso).m)}/${pad(parts(iso).d)}/${pad(parts(iso).y % 100)}`,
  mmddyyyy: (iso: string) => `${pad(parts(iso).m)}/${pad(parts(iso).d)}/${parts(iso).y}`,
  monDd: (iso: string) => `${MONTHS[parts(iso).m - 1]} ${parts(iso).d}`,
  ddMON: (iso: string) => `${pad(parts(iso).d)} ${MONTHS[parts(iso).m - 1]?.toUpperCase()}`,
  iso: (iso: string) => iso,
  long: (iso: string) => `${LONG[parts(iso).m - 1]} ${parts(iso).d}, ${parts(iso).y}`,
  /** "02-Jun-2026" */
  ddMonYyyy: (iso: string) => `${pad(parts(iso).d)}-${MONTHS[parts(iso).m - 1]}-${parts(iso).y}`,
  /** "2026/06/02" */
  yyyymmdd: (iso: string) => iso.replaceAll('-', '/'),
};

export function addDays(iso: string, days: number): string {
  const t = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
