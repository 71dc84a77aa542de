/**
 * Runs first, from a file of its own with no imports (decision 081): for a person already signed in,
 * it asks at once for the signed-in shell's files and the language's catalogue (and, off the home,
 * the lists' shared files), which the entry would otherwise ask for only once React and the entry's own
 * code had arrived and run (1.6 s later on a slow line). The names of the files are written in by
 * the build (scripts/precarga.ts); before sign-in it asks for nothing, so the login page stays light.
 */
interface Archivos {
  marco: string[];
  inicio: string[];
  listas: string[];
  catalogos: Record<string, string[]>;
}

const ARCHIVOS = '__PB_PRECARGA__' as unknown as Archivos;

// The session's and the language's keys in localStorage and the default language
// (shell/session/store.ts, i18n/core.ts): this file imports nothing, so that it runs before the
// entry arrives; precarga.test.ts holds them equal.
export const CLAVE_SESION = 'pb.session';
export const CLAVE_IDIOMA = 'pb.lang';
export const IDIOMA_INICIAL = 'es';

function leer(clave: string): string | null {
  try {
    return localStorage.getItem(clave);
  } catch {
    return null;
  }
}

if (import.meta.env.PROD && leer(CLAVE_SESION)) {
  const idioma = leer(CLAVE_IDIOMA) ?? IDIOMA_INICIAL;
  const enInicio = location.pathname === '/';
  const archivos = [...ARCHIVOS.marco, ...(ARCHIVOS.catalogos[idioma] ?? []), ...(enInicio ? ARCHIVOS.inicio : ARCHIVOS.listas)];
  for (const archivo of new Set(archivos)) {
    const enlace = document.createElement('link');
    enlace.rel = 'modulepreload';
    enlace.crossOrigin = '';
    enlace.href = `/${archivo}`;
    document.head.appendChild(enlace);
  }
}
