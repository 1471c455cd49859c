import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the API at /; `pnpm dev` proxies /api to the API on :3000.
export default defineConfig({
  plugins: [react()],
  base: '/',
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // The size script reads which chunks each route loads from here.
    manifest: true,
    rollupOptions: {
      // The contract's schema modules only build TypeBox objects: when the app uses just a helper such as
      // imageSrc(), nothing else of the contract (nor TypeBox) belongs in the bundle.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]api[\\/]contract[\\/]/.test(id) },
    },
  },
});
