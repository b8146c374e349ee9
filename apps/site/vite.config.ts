import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The site's pages live at the root paths (/, /2026/events/42, …); only its assets are served
 * under /vite/ (spec section 9: base path /vite/). The Koa server serves `dist/` and fills the
 * placeholders of index.html; workspace packages resolve to their TypeScript source through
 * their `exports`, so nothing needs building first.
 */
export default defineConfig({
  base: '/vite/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
  preview: { host: '127.0.0.1' },
  server: { host: '127.0.0.1' },
});
