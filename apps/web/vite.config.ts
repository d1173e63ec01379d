import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The API runs on its own port in development; in production it serves this build itself.
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    // `npm run bench:web` follows the manifest to weigh what each first screen downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        // pdf.js (the statement viewer) is large and only needed once a statement is opened: its own chunk, loaded on demand.
        codeSplitting: { groups: [{ name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist/ }] },
      },
    },
  },
});
