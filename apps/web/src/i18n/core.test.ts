/// <reference types="node" />
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SECTIONS } from './core';
import es from './es.json';

// What renders before sign-in (the entry, the public routes, the frame and error pages): their
// texts must be in core.ts's sections, since the rest of Spanish arrives with the signed-in shell.
const PUBLIC_FILES = [
  'api/http.ts',
  'app/PageLoading.tsx',
  'app/errors/ErrorPage.tsx',
  'app/errors/RouteErrorBoundary.tsx',
  'app/layout/Footer.tsx',
  'app/layout/PublicFrame.tsx',
  'app/notify/Notifier.tsx',
  'app/progress/GlobalProgress.tsx',
  'components/FormCheckbox.tsx',
  'components/FormTextField.tsx',
  'components/LanguageSelect.tsx',
  'components/LanguageSelectMenu.tsx',
  'components/OutlinedField.tsx',
  'components/PasswordField.tsx',
  'components/passwordToggle.tsx',
  'components/dialogs/ConfirmDialog.tsx',
  'features/auth/AccessCard.tsx',
  'features/auth/LoginPage.tsx',
  'features/auth/LoginPlataformaPage.tsx',
  'features/auth/NitLoginForm.tsx',
  'features/auth/PrincipalPage.tsx',
  'features/auth/UserLoginForm.tsx',
  'features/auth/useLogin.ts',
];

describe('the Spanish texts the login page carries', () => {
  it('cover every catalogue section the pages before sign-in use', () => {
    const sections = new Set(Object.keys(es));
    for (const file of PUBLIC_FILES) {
      const source = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
      const used = [...source.matchAll(/['"`]([a-zA-Z]+)(?:\.[\w.${}]+)?['"`]/g)].map((m) => m[1]!).filter((s) => sections.has(s));
      for (const section of used) expect(PUBLIC_SECTIONS, `${file} uses ${section}`).toContain(section);
    }
  });
});
