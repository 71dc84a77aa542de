import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n/core';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root en index.html');

void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
