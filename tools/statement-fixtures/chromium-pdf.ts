import { chromium, type Browser } from 'playwright-core';

let browser: Browser | null = null;

/** Prints HTML to a Letter PDF with Debian's Chromium, the way a bank's HTML-to-PDF service would. */
export async function htmlToPdf(html: string, options: { landscape?: boolean } = {}): Promise<Buffer> {
  browser ??= await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  await page.setContent(html);
  const pdf = await page.pdf({
    format: 'Letter',
    landscape: options.landscape ?? false,
    margin: { top: '0.5in', bottom: '0.6in', left: '0.5in', right: '0.5in' },
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate:
      '<div style="font-size:8px;width:100%;text-align:center;font-family:Arial">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
  });
  await page.close();
  return pdf;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
