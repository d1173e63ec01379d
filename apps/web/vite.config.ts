import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The API runs on its own port in development; in production it serves this build itself.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
