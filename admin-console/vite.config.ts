import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the API at /admin/ (router basename '/admin'); `pnpm dev` proxies /api to the API on :3000.
export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { target: 'es2020', sourcemap: false, chunkSizeWarningLimit: 2500 },
});
