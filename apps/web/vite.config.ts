import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Writes a Brotli and a gzip copy beside every text file of the build; the server sends the one the browser
 * accepts (`preCompressed` in the server's web-app plugin), so nothing is compressed per request and the
 * first load travels at its compressed size.
 */
function precompress(): Plugin {
  return {
    name: 'ledgerdesk-precompress',
    apply: 'build',
    writeBundle({ dir }, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|mjs|css|html|svg|json)$/.test(fileName) || !dir) continue;
        const file = path.join(dir, fileName);
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

// React Router's package exports name only its development build, whose dev warnings stay in the bundle
// (remix-run/react-router#14102); a build takes the production one it ships beside it.
const reactRouterProduction = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  // The API runs on its own port in development; in production it serves this build itself.
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    // `npm run bench:web` follows the manifest to weigh what each first screen downloads.
    manifest: true,
    // Every browser we support preloads modules natively (Chrome 66, Firefox 115, Safari 17): no polyfill in
    // the sign-in page's first load.
    modulePreload: { polyfill: false },
    // The same browsers run ES2022 as written (class fields, top-level await): nothing down-levelled.
    target: 'es2022',
    rolldownOptions: {
      output: {
        // pdf.js (the statement viewer) is large and only needed once a statement is opened: its own chunk, loaded on demand.
        codeSplitting: { groups: [{ name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist/ }] },
      },
    },
  },
}));
