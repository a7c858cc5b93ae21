import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The operator console (docs/console.md): Preact through Vite's own JSX transform (Oxc), built into
// dist/console/, which the server serves at /console (src/console/static.ts). Nothing loads from
// another origin: every script and style is a file of the build.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/console/',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/console/', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // One entry chunk: no inline preload helper, so the page needs no inline script (CSP: script-src 'self').
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: true,
    reportCompressedSize: false,
  },
  logLevel: 'warn',
});
