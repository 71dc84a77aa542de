import type { RenderedChunk } from 'rollup';
import type { Plugin } from 'vite';

/**
 * Writes into `src/precarga.ts` the files it asks for ahead (decision 081): the signed-in shell's,
 * the home's, the lists' shared files and each language's catalogue, each with the files it imports.
 * A route's own page is not among them: it is small, and asked for ahead it only waited for a free
 * connection behind the rest. The names are written before the minifier, as Rollup gives them then
 * (their hashes still placeholders, which Rollup replaces in the final code as in the imports).
 */
const MARCADOR = /(['"])__PB_PRECARGA__\1/;

const modulo = (ruta: string) => (id: string | null) => id !== null && id.replace(/\\/g, '/').endsWith(`/apps/web/src/${ruta}`);

export function precarga(): Plugin {
  return {
    name: 'pb:precarga',
    // Its own file, named in the HTML's head before the entry: it runs when it arrives, not after React.
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const propio = bundle && Object.values(bundle).find((t) => t.type === 'chunk' && modulo('precarga.ts')(t.facadeModuleId));
        if (!propio) return html;
        return html.replace('</title>', `</title>\n    <script type="module" async crossorigin src="/${propio.fileName}"></script>`);
      },
    },
    renderChunk: {
      order: 'pre',
      handler(code, chunk, _options, meta) {
        if (!MARCADOR.test(code)) return null;
        const trozos = Object.values(meta.chunks);
        const cierre = (raices: RenderedChunk[]) => {
          const vistos = new Set<string>();
          const pendientes = raices.map((t) => t.fileName);
          while (pendientes.length) {
            const archivo = pendientes.pop()!;
            if (vistos.has(archivo)) continue;
            vistos.add(archivo);
            pendientes.push(...(meta.chunks[archivo]?.imports ?? []));
          }
          return vistos;
        };
        const de = (...pruebas: Array<(t: RenderedChunk) => boolean>) => {
          const raices = trozos.filter((t) => pruebas.some((p) => p(t)));
          if (raices.length !== pruebas.length) throw new Error(`precarga: ${pruebas.length} trozos buscados, ${raices.length} hallados`);
          return raices;
        };
        // By the module a chunk holds: a chunk that also exports to others has no facade.
        const porModulo = (ruta: string) => (t: RenderedChunk) => t.moduleIds.some(modulo(ruta));
        const porNombre = (nombre: string) => (t: RenderedChunk) => t.name === nombre && !t.isEntry && !t.facadeModuleId;
        // What the HTML already names (the entry and its imports) is not asked for twice.
        const entrada = cierre(trozos.filter((t) => t.isEntry && t.fileName !== chunk.fileName));
        const lista = (raices: RenderedChunk[]) => [...cierre(raices)].filter((archivo) => !entrada.has(archivo));
        const archivos = {
          marco: lista(de(porModulo('app/layout/Shell.tsx'), porModulo('i18n/index.ts'))),
          inicio: lista(de(porModulo('features/inicio/InicioPage.tsx'), porModulo('features/inicio/tablero/TableroCharts.tsx'))),
          listas: lista(de(porNombre('comun'), porNombre('compartido'), porNombre('tablero'))),
          catalogos: {
            es: lista(de(porModulo('i18n/completo.ts'))),
            en: lista(de(porModulo('i18n/en.json'))),
            ay: lista(de(porModulo('i18n/ay.json'))),
          },
        };
        return { code: code.replace(MARCADOR, `(${JSON.stringify(archivos)})`), map: null };
      },
    },
  };
}
