import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { apiLayers } from './apps/api/eslint.layers.js';
import pb from './eslint-rules/index.js';

/** Every package's own code, tests included: where a date is computed. */
const SOURCES = ['apps/api/src/**/*.ts', 'apps/demo/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts', 'e2e/**/*.{ts,js,mjs}', 'bench/**/*.ts'];
/** Where Bolivia's offset and a day's DD/MM/AAAA may be written out: the one date module, and the samples that prove the rules. */
const DATE_HOMES = ['packages/contract/src/fechas.ts', 'apps/api/src/core/layers.test.ts'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  { plugins: { pb } },
  ...apiLayers,
  {
    // No import cycle in the apps (eslint-rules/no-cycle.js).
    files: ['apps/api/src/**/*.ts', 'apps/demo/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/src/test/**'],
    rules: { 'pb/no-cycle': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'pb/web-layers': ['error', { root: 'apps/web/src' }] },
  },
  {
    // The server's message table stays on the server (decision 074): the browser says a key from its catalogues.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/i18n/completo.ts', 'packages/contract/src/mensajes/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@pb/contract/mensajes', message: 'El navegador dice un mensaje por su clave (api/mensajes.ts); la tabla de MENSAJES es del servidor.' }], patterns: [{ group: ['**/mensajes/index.js', '**/mensajes/es.js'], message: 'Los esquemas escriben claves (claveZod), no textos.' }] }],
    },
  },
  {
    // Bolivia's UTC−4 is written once, in the date module (eslint-rules/no-bolivia-offset.js).
    files: SOURCES,
    ignores: DATE_HOMES,
    rules: { 'pb/no-bolivia-offset': 'error' },
  },
  {
    // AAAA-MM-DD → DD/MM/AAAA is diaMesAnio, in the date module (eslint-rules/no-split-reverse-join.js).
    files: SOURCES,
    ignores: DATE_HOMES,
    rules: { 'pb/no-split-reverse-join': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
