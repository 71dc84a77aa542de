/// <reference types="node" />
// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
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
  'shell/notify/Notifier.tsx',
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
  'shared/auth/useLogin.ts',
  'shared/auth/useLoginForm.ts',
  'features/ciudadania/CiudadaniaPage.tsx',
  'features/ciudadania/motivos.ts',
  'components/textRules.ts',
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

// The entry and the public routes (app/router.tsx); what they import statically is what the login
// page downloads before sign-in.
const PUBLIC_ENTRIES = ['main.tsx', 'features/auth/PrincipalPage.tsx', 'features/auth/LoginPage.tsx', 'features/auth/LoginPlataformaPage.tsx', 'features/ciudadania/CiudadaniaPage.tsx'];

/** Our modules reachable from `entries` through static imports (not `import()`, not `import type`), with what each imports. */
function staticImports(entries: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const pending = entries.map((e) => new URL(`../${e}`, import.meta.url));
  while (pending.length) {
    const url = pending.pop()!;
    if (found.has(url.href) || !/\.tsx?$/.test(url.pathname)) continue;
    const source = readFileSync(url, 'utf8');
    const specs = [...source.matchAll(/^(?:import|export)(?!\s+type\b)[^'";]*?(?:from\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
    found.set(url.href, specs);
    for (const spec of specs.filter((s) => s.startsWith('.'))) {
      const next = ['', '.ts', '.tsx', '/index.ts'].map((ext) => new URL(spec + ext, url)).find((u) => existsSync(u) && /\.(tsx?|json)$/.test(u.pathname));
      if (next) pending.push(next);
    }
  }
  return found;
}

describe('the pages before sign-in', () => {
  it('do not load i18next: their modules use core.ts, the signed-in shell sets i18next up (index.ts)', () => {
    const modules = staticImports(PUBLIC_ENTRIES);
    expect(modules.size).toBeGreaterThan(30);
    const offenders = [...modules].flatMap(([file, specs]) => specs.filter((s) => /^(react-)?i18next$|\/i18n(\/index)?$/.test(s)).map((s) => `${file.split('/src/')[1]} → ${s}`));
    expect(offenders).toEqual([]);
  });
});
