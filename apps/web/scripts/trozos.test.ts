import type { ManualChunkMeta, ModuleInfo } from 'rollup';
import { describe, expect, it } from 'vitest';
import { trozos } from './trozos';

const web = (ruta: string) => `/repo/apps/web/src/${ruta}`;
const lib = (ruta: string) => `/repo/node_modules/${ruta}`;

/** A small app with the same shape as ours: the entry, the router's public and signed-in pages, the screens' loaders. */
const GRAFO: Record<string, { estaticos?: string[]; dinamicos?: string[] }> = {
  [web('main.tsx')]: { estaticos: [lib('react/index.js'), web('app/router.tsx'), web('components/base.ts')] },
  [lib('react/index.js')]: {},
  [web('components/base.ts')]: {},
  [web('app/router.tsx')]: {
    estaticos: [web('app/screens.ts')],
    dinamicos: [web('features/auth/LoginPage.tsx'), web('features/miSaldo/ruta.tsx'), web('app/layout/Shell.tsx'), web('i18n/index.ts'), web('features/inicio/InicioPage.tsx')],
  },
  [web('app/screens.ts')]: { dinamicos: [web('features/a/APage.tsx'), web('features/b/BPage.tsx'), web('features/c/CPage.tsx')] },
  [web('features/auth/LoginPage.tsx')]: { estaticos: [web('components/OutlinedField.tsx')] },
  [web('components/OutlinedField.tsx')]: {},
  [web('app/layout/Shell.tsx')]: { estaticos: [web('components/Menu.tsx'), web('components/OutlinedField.tsx')] },
  [web('components/Menu.tsx')]: {},
  [web('i18n/index.ts')]: {},
  [web('features/inicio/InicioPage.tsx')]: { estaticos: [web('components/Cifra.tsx')], dinamicos: [web('features/inicio/tablero/TableroCharts.tsx')] },
  [web('components/Cifra.tsx')]: {},
  [web('features/inicio/tablero/TableroCharts.tsx')]: { estaticos: [web('components/money.ts')] },
  [web('components/money.ts')]: {},
  [web('features/a/APage.tsx')]: { estaticos: [web('components/list/ListPage.tsx'), web('components/money.ts')], dinamicos: [web('features/a/ADialog.tsx')] },
  [web('features/b/BPage.tsx')]: { estaticos: [web('components/list/ListPage.tsx'), web('components/TextField.tsx')], dinamicos: [web('features/b/BDialog.tsx')] },
  [web('features/c/CPage.tsx')]: { estaticos: [web('components/solo.ts'), web('features/c/CForm.tsx')] },
  [web('components/list/ListPage.tsx')]: { estaticos: [web('components/list/ListTable.tsx')] },
  [web('components/list/ListTable.tsx')]: {},
  [web('components/solo.ts')]: {},
  [web('components/TextField.tsx')]: {},
  [web('features/a/ADialog.tsx')]: { estaticos: [web('components/FormTextField.tsx'), web('components/dialogs/FormDialog.tsx'), lib('zod/index.js')] },
  [web('features/b/BDialog.tsx')]: { estaticos: [web('components/FormTextField.tsx'), web('components/dialogs/FormDialog.tsx'), lib('zod/index.js')] },
  [web('features/c/CForm.tsx')]: { estaticos: [lib('react-hook-form/index.js')] },
  [web('components/FormTextField.tsx')]: { estaticos: [lib('react-hook-form/index.js')] },
  [web('components/dialogs/FormDialog.tsx')]: {},
  [lib('react-hook-form/index.js')]: {},
  [web('features/miSaldo/ruta.tsx')]: { estaticos: [lib('zod/index.js'), web('components/TextField.tsx')] },
  [lib('zod/index.js')]: {},
};

const meta: ManualChunkMeta = {
  getModuleIds: () => Object.keys(GRAFO)[Symbol.iterator](),
  getModuleInfo: (id) => {
    const nodo = GRAFO[id];
    return nodo ? ({ id, importedIds: nodo.estaticos ?? [], dynamicallyImportedIds: nodo.dinamicos ?? [] } as unknown as ModuleInfo) : null;
  },
};

describe('the build tiers', () => {
  const trozo = (id: string) => trozos()(id, meta);

  it('names the libraries every page loads, and leaves the tiers’ roots in files of their own', () => {
    expect(trozo(lib('react/index.js'))).toBe('react');
    for (const raiz of ['main.tsx', 'features/auth/LoginPage.tsx', 'app/layout/Shell.tsx', 'features/inicio/InicioPage.tsx', 'features/inicio/tablero/TableroCharts.tsx']) {
      expect(trozo(web(raiz))).toBeUndefined();
    }
  });

  it('puts each module in the first tier that needs it: entry, login, shell with the home, charts', () => {
    expect(trozo(web('components/base.ts'))).toBe('entrada');
    expect(trozo(web('app/router.tsx'))).toBe('entrada');
    expect(trozo(web('components/OutlinedField.tsx'))).toBe('acceso');
    expect(trozo(web('components/Menu.tsx'))).toBe('marco');
    expect(trozo(web('components/Cifra.tsx'))).toBe('marco');
    expect(trozo(web('components/money.ts'))).toBe('tablero');
  });

  it('groups what two screens’ lists share, and leaves one screen’s own module to it', () => {
    expect(trozo(web('components/list/ListPage.tsx'))).toBe('comun');
    expect(trozo(web('components/list/ListTable.tsx'))).toBe('comun');
    expect(trozo(web('components/solo.ts'))).toBeUndefined();
    expect(trozo(web('features/a/APage.tsx'))).toBeUndefined();
  });

  it('puts what the screens’ forms and lazy dialogs share in `formularios`, apart from the lists', () => {
    expect(trozo(lib('react-hook-form/index.js'))).toBe('formularios');
    expect(trozo(web('components/FormTextField.tsx'))).toBe('formularios');
    // Imports no form library, but only the dialogs use it: a list opened cold does not load it.
    expect(trozo(web('components/dialogs/FormDialog.tsx'))).toBe('formularios');
    expect(trozo(web('features/a/ADialog.tsx'))).toBeUndefined();
    expect(trozo(web('features/c/CForm.tsx'))).toBeUndefined();
  });

  it('keeps what a public page shares with the screens out of `comun` and `formularios`, so the phone page loads neither', () => {
    expect(trozo(web('components/TextField.tsx'))).toBe('compartido');
    expect(trozo(lib('zod/index.js'))).toBe('esquemas');
    expect(trozo(web('features/miSaldo/ruta.tsx'))).toBeUndefined();
  });
});
