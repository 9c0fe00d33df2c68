import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// The dev server forwards every backend path to an embedded server (`pnpm start`), so the app talks to one origin
// in development exactly as in production, where the server serves the built files itself.
const api = process.env.ACADEMY_API ?? 'http://127.0.0.1:8080';
const backendPaths = ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1', '/config.json', '/_mailbox', '/_checkout'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(backendPaths.map((path) => [path, { target: api, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // bench/bundle-size.mjs reads the manifest to add up each route's initial JavaScript.
    manifest: true,
    // Per-route chunks come from the lazy routes; this only keeps the size warning meaningful for them.
    chunkSizeWarningLimit: 300,
  },
});
