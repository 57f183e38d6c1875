// The back office is a single-page app served by the API under /admin (apps/api/src/routes/admin-app.ts),
// so the storefront's pages carry none of its JavaScript. Assets get content hashes: cached for a year.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '4000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 500 },
  // `npm run dev -w @dukan/admin`: the API answers /api on its own port.
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/auth': `http://127.0.0.1:${apiPort}` } },
});
