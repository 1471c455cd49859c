import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import * as contract from '../api/contract/index';
import { browserContract } from './build/browser-contract';

// Served by the API at /; `pnpm dev` proxies /api to the API on :3000.
export default defineConfig({
  // The contract without its schemas: calls as method and path (build/browser-contract.ts).
  plugins: [browserContract(contract, fileURLToPath(new URL('../api/contract/index.ts', import.meta.url))), react()],
  // Preact's React compatibility layer instead of react-dom (docs/decisions.md "Preact under the React components"): the same
  // components and hooks, a tenth of the script a phone must download and parse before anything shows.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  base: '/',
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // The size script reads which chunks each route loads from here.
    manifest: true,
    rollupOptions: {
      // The contract's modules only build data and TypeBox objects: what the app does not use of them (its
      // schemas above all) has no reason to be in the bundle.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]api[\\/]contract[\\/]/.test(id) },
    },
  },
});
