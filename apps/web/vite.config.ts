import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:3000';
const proxied = ['/auth', '/api', '/graphql', '/health'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Use the shared contract from source, so the web app builds without a prior contract build.
    alias: { '@pb/contract': fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: true }])),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
});
