// Loaded as a blocking script in <head> so the page is painted in the right scheme at once,
// without a white flash for dark-mode users. A separate file rather than an inline script
// because the server's Content-Security-Policy (script-src 'self') blocks inline code.
/* global document, matchMedia */
// Keep in step with src/lib/theme.ts: storage key "theme", class "dark" on <html>.
(function () {
  try {
    var stored = localStorage.getItem('theme');
    var dark = stored ? stored === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage can be blocked (privacy settings); the light default is fine then.
  }
})();
