import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { trozos } from './scripts/trozos';
import { precarga } from './scripts/precarga';

// MUI's ThemeProvider also imports the CSS-variables provider, which a theme without CSS variables
// (ours) never uses; its plain provider is not in MUI's package exports, so it is reached by path.
const muiStyles = path.dirname(createRequire(import.meta.url).resolve('@mui/material/styles'));

// React Router ships its production build beside the development one, but its package exports name
// only the development files (with their warnings and checks): the build takes the production ones,
// reached by path (issue 33: 4 KB gzip of every page).
const reactRouter = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');

const api = 'http://localhost:3000';
const proxied = ['/auth', '/api', '/graphql', '/health'];

export default defineConfig(({ command }) => ({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react(), precarga()],
  resolve: {
    // The shared contract is used from source, so the web app builds without a prior contract build. Its
    // sub-paths let a screen take one module without the index's schemas (zod, about 40 KB gzip):
    // `/valores` holds the roles, states, limits and the amounts' and dates' rules (decisions 076, 081).
    alias: [
      ...Object.entries({ '': 'index.ts', '/mensajes': 'mensajes/index.ts', '/mensajes/es': 'mensajes/es.ts', '/mensajes/campos': 'mensajes/campos-es.ts', '/mensajes/clave': 'mensajes/mensaje.ts', '/valores': 'valores/index.ts' }).map(([sub, file]) => ({
        find: new RegExp(`^@pb/contract${sub}$`),
        replacement: new URL(`../../packages/contract/src/${file}`, import.meta.url).pathname,
      })),
      { find: '@mui/material/styles/ThemeProviderNoVars', replacement: path.join(muiStyles, 'ThemeProviderNoVars.mjs') },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouter, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouter, 'dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the bench reads it to weigh what the login page loads.
    manifest: true,
    rollupOptions: {
      // src/precarga.ts is an entry of its own, so that it runs before React and the entry arrive (decision 081).
      input: { index: new URL('./index.html', import.meta.url).pathname, precarga: new URL('./src/precarga.ts', import.meta.url).pathname },
      output: {
        manualChunks: trozos(),
      },
    },
  },
}));
