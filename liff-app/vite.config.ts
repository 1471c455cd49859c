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
    // One stylesheet, loaded with the page (docs/decisions.md "Few files on a screen's first view"): a screen's own
    // CSS arriving after its code restyled and laid the whole page out again, in the first view's longest task.
    cssCodeSplit: false,
    chunkSizeWarningLimit: 800,
    // The size script reads which chunks each route loads from here.
    manifest: true,
    rollupOptions: {
      // The contract's modules only build data and TypeBox objects: what the app does not use of them (its
      // schemas above all) has no reason to be in the bundle.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]api[\\/]contract[\\/]/.test(id) },
      // Few files per screen (docs/decisions.md "Few files on a screen's first view"): left to itself Rolldown cut
      // 73 chunks, and opening /saving appended 35 preload links before its first render. What the shell imports
      // is one chunk; a shared module under 10 KB is copied into the screens that use it rather than fetched.
      output: {
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 10_000 },
        },
      },
    },
  },
});
