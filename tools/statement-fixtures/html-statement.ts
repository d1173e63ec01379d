import { escapeHtml } from './chromium-pdf.ts';

export const baseCss = `
  body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9pt; color: #111; margin: 0; }
  h1 { font-size: 15pt; margin: 0 0 6pt; } h2 { font-size: 11pt; margin: 14pt 0 4pt; }
  table { width: 100%; border-collapse: collapse; }
  th { text-align: left; border-bottom: 1px solid #555; padding: 2pt 4pt; font-size: 8.5pt; }
  td { padding: 1.5pt 4pt; vertical-align: top; }
  .num { text-align: right; white-space: nowrap; }
  tr { break-inside: avoid; }
  .addr { margin: 14pt 0 14pt 10pt; line-height: 1.25; }
  .box { border: 1px solid #999; padding: 6pt; margin: 10pt 0; font-size: 8.5pt; }
`;

export const esc = escapeHtml;

export function page(body: string, css = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${baseCss}${css}</style></head><body>${body}</body></html>`;
}

export function address(lines: string[]): string {
  return `<div class="addr">${lines.map(esc).join('<br>')}</div>`;
}
