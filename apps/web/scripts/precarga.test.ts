import type { RenderedChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { precarga } from './precarga';

const web = (ruta: string) => `/repo/apps/web/src/${ruta}`;

/** A build of the app's shape: the HTML's entry with its imports, the shell, the home, the tiers, the catalogues. */
function trozo(fileName: string, modulo: string | null, imports: string[] = [], extra: Partial<RenderedChunk> = {}): RenderedChunk {
  return { fileName, name: fileName.replace(/^assets\/|-\w+\.js$/g, ''), facadeModuleId: modulo, moduleIds: modulo ? [modulo] : [], imports, isEntry: false, isDynamicEntry: modulo !== null, ...extra } as RenderedChunk;
}
const TROZOS = [
  trozo('assets/index-1.js', web('main.tsx'), ['assets/react-1.js', 'assets/entrada-1.js'], { isEntry: true }),
  trozo('assets/precarga-1.js', web('precarga.ts'), [], { isEntry: true }),
  trozo('assets/react-1.js', null),
  trozo('assets/entrada-1.js', null, ['assets/react-1.js']),
  trozo('assets/Shell-1.js', web('app/layout/Shell.tsx'), ['assets/marco-1.js', 'assets/entrada-1.js']),
  trozo('assets/i18n-2.js', web('i18n/index.ts'), ['assets/i18n-1.js']),
  trozo('assets/i18n-1.js', null),
  trozo('assets/marco-1.js', null, ['assets/acceso-1.js', 'assets/query-1.js']),
  trozo('assets/acceso-1.js', null, ['assets/entrada-1.js']),
  trozo('assets/query-1.js', null),
  trozo('assets/InicioPage-1.js', web('features/inicio/InicioPage.tsx'), ['assets/marco-1.js']),
  trozo('assets/TableroCharts-1.js', web('features/inicio/tablero/TableroCharts.tsx'), ['assets/tablero-1.js']),
  trozo('assets/tablero-1.js', null, ['assets/marco-1.js']),
  trozo('assets/comun-1.js', null, ['assets/compartido-1.js', 'assets/tablero-1.js']),
  trozo('assets/compartido-1.js', null, ['assets/marco-1.js']),
  trozo('assets/formularios-1.js', null, ['assets/comun-1.js']),
  // A page whose chunk also exports to its lazy dialog: Rollup gives it no facade.
  trozo('assets/UsuariosPage-1.js', null, ['assets/comun-1.js'], { moduleIds: [web('features/usuarios/UsuariosPage.tsx')] }),
  trozo('assets/completo-1.js', web('i18n/completo.ts')),
  trozo('assets/en-1.js', web('i18n/en.json')),
  trozo('assets/ay-1.js', web('i18n/ay.json')),
];

function escribir(trozos: RenderedChunk[], codigo = 'const ARCHIVOS = "__PB_PRECARGA__";') {
  const plugin = precarga();
  const handler = (plugin.renderChunk as unknown as { handler: (...a: unknown[]) => { code: string } | null }).handler;
  const chunks = Object.fromEntries(trozos.map((t) => [t.fileName, t]));
  return handler(codigo, chunks['assets/precarga-1.js'], {}, { chunks });
}

describe('the files a signed-in page asks for ahead', () => {
  it('names the shell’s, the home’s, the lists’ and each catalogue’s files with what they import, never the entry’s', () => {
    const escrito = escribir(TROZOS);
    const archivos = JSON.parse(escrito!.code.slice('const ARCHIVOS = ('.length, -');'.length)) as Record<string, unknown>;
    const ordenados = (v: unknown) => [...(v as string[])].sort();
    expect(ordenados(archivos.marco)).toEqual(['assets/Shell-1.js', 'assets/acceso-1.js', 'assets/i18n-1.js', 'assets/i18n-2.js', 'assets/marco-1.js', 'assets/query-1.js']);
    expect(ordenados(archivos.inicio)).toEqual(['assets/InicioPage-1.js', 'assets/TableroCharts-1.js', 'assets/acceso-1.js', 'assets/marco-1.js', 'assets/query-1.js', 'assets/tablero-1.js']);
    // The lists' tiers, not the forms' (a dialog brings them when it opens).
    expect(ordenados(archivos.listas)).toEqual(['assets/acceso-1.js', 'assets/compartido-1.js', 'assets/comun-1.js', 'assets/marco-1.js', 'assets/query-1.js', 'assets/tablero-1.js']);
    expect(archivos.catalogos).toEqual({ es: ['assets/completo-1.js'], en: ['assets/en-1.js'], ay: ['assets/ay-1.js'] });
  });

  it('leaves every other chunk as it is', () => {
    expect(escribir(TROZOS, 'export const x = 1;')).toBeNull();
  });

  it('fails the build when a file it names is gone, rather than ask for nothing', () => {
    expect(() => escribir(TROZOS.filter((t) => t.name !== 'comun'))).toThrow(/precarga/);
  });
});
