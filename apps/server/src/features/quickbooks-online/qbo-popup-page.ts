import crypto from 'node:crypto';

export interface PopupPage {
  html: string;
  /** Sent as this page's Content-Security-Policy: only its own inline script (by nonce) may run. */
  csp: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The small page the Connect pop-up ends on. On success it tells the window that opened it (only if
 * that window is the app's own origin) and closes itself; either way it says in words what happened.
 */
export function renderPopupPage(options: {
  title: string;
  message: string;
  appOrigin: string;
  connectedClientId?: string;
  recategorised?: { considered_count: number; changed_count: number };
}): PopupPage {
  const nonce = crypto.randomBytes(16).toString('base64');
  const script = options.connectedClientId
    ? `<script nonce="${nonce}">
try { if (window.opener) window.opener.postMessage(${JSON.stringify({ type: 'qbo-connected', clientId: options.connectedClientId, recategorised: options.recategorised })}, ${JSON.stringify(options.appOrigin)}); } catch (e) {}
setTimeout(function () { window.close(); }, 1500);
</script>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem;color:#111}h1{font-size:1.25rem}p{line-height:1.5}</style>
</head>
<body>
<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>
<p>You can close this window.</p>
${script}
</body>
</html>`;
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return { html, csp };
}
