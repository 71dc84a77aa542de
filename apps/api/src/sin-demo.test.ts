import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The production start loads no simulator (decision 074): from the entry (main.ts), every static import
 * and re-export, type-only ones too, is followed through the API's files (./x.js is x.ts) and the
 * workspaces' sources (@pb/contract, @pb/api/…), stopping at node_modules; none may reach the demo
 * workspace (apps/demo: the simulators, the demo's people and seed) nor oidc-provider or smtp-server.
 * The demo comes in only through demo.ts `cargarDemo`, a dynamic import of a name, when asked for.
 */
const raiz = fileURLToPath(new URL('../../../', import.meta.url));
const ENTRADA = path.join(raiz, 'apps/api/src/main.ts');
const PROHIBIDOS = ['oidc-provider', 'smtp-server'];
const DEMO = path.join(raiz, 'apps/demo/');

/** Each workspace package's folder, by name (the root package.json's workspaces). */
const paquetes = new Map<string, string>(
  (JSON.parse(readFileSync(path.join(raiz, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.map((w) => [
    (JSON.parse(readFileSync(path.join(raiz, w, 'package.json'), 'utf8')) as { name: string }).name,
    path.join(raiz, w),
  ]),
);

/** The specifiers of a file's static imports and re-exports (dynamic `import()` is not followed). */
function importsDe(archivo: string, texto: string): string[] {
  const fuente = ts.createSourceFile(archivo, texto, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const out: string[] = [];
  for (const s of fuente.statements) {
    if ((ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier)) out.push(s.moduleSpecifier.text);
    if (ts.isImportEqualsDeclaration(s) && ts.isExternalModuleReference(s.moduleReference) && ts.isStringLiteral(s.moduleReference.expression)) out.push(s.moduleReference.expression.text);
  }
  return out;
}

const comoTs = (p: string) => [p.replace(/\.js$/, '.ts'), p.replace(/\.js$/, '.tsx'), path.join(p, 'index.ts')].find((c) => existsSync(c));

/** A specifier as a source file of the repository, or the npm package it names. */
function resolver(desde: string, spec: string): { archivo: string } | { paquete: string } {
  if (spec.startsWith('.')) {
    const archivo = comoTs(path.resolve(path.dirname(desde), spec));
    if (!archivo) throw new Error(`${path.relative(raiz, desde)}: no se encuentra ${spec}`);
    return { archivo };
  }
  const partes = spec.split('/');
  const nombre = spec.startsWith('@') ? partes.slice(0, 2).join('/') : partes[0]!;
  const carpeta = paquetes.get(nombre);
  if (!carpeta) return { paquete: nombre };
  // A workspace: its source (@pb/x → src/index.ts, @pb/x/a/b.js → src/a/b.ts), as its package.json exports name it.
  const sub = spec.slice(nombre.length + 1);
  const exportado = (JSON.parse(readFileSync(path.join(carpeta, 'package.json'), 'utf8')) as { exports?: Record<string, { types?: string }> }).exports?.[`./${sub}`]?.types;
  const archivo = exportado ? comoTs(path.join(carpeta, exportado.replace(/^\.\/dist\//, 'src/').replace(/\.d\.ts$/, '.js'))) : comoTs(path.join(carpeta, 'src', sub || 'index.js'));
  if (!archivo) throw new Error(`${path.relative(raiz, desde)}: no se encuentra ${spec}`);
  return { archivo };
}

/** Walks the static graph from `entrada`; answers every file reached and each forbidden step with the chain that leads to it. */
function recorrer(entrada: string, leer: (archivo: string) => string = (a) => readFileSync(a, 'utf8')) {
  const camino = new Map<string, string[]>([[entrada, [path.relative(raiz, entrada)]]]);
  const pendientes = [entrada];
  const prohibidos: string[] = [];
  while (pendientes.length) {
    const archivo = pendientes.pop()!;
    for (const spec of importsDe(archivo, leer(archivo))) {
      const destino = resolver(archivo, spec);
      const cadena = [...camino.get(archivo)!, spec];
      if ('paquete' in destino) {
        if (PROHIBIDOS.includes(destino.paquete)) prohibidos.push(cadena.join(' → '));
        continue;
      }
      if (destino.archivo.startsWith(DEMO)) {
        prohibidos.push(cadena.join(' → '));
        continue;
      }
      if (camino.has(destino.archivo)) continue;
      camino.set(destino.archivo, [...camino.get(archivo)!, path.relative(raiz, destino.archivo)]);
      pendientes.push(destino.archivo);
    }
  }
  return { archivos: [...camino.keys()].map((a) => path.relative(raiz, a)), prohibidos };
}

describe('the production start (apps/api/src/main.ts)', () => {
  it('reaches, by its static imports, no module of apps/demo, nor oidc-provider or smtp-server', () => {
    const { archivos, prohibidos } = recorrer(ENTRADA);
    expect(prohibidos).toEqual([]);
    // The whole server is walked (the app, the seed, every feature, the contract's sources), not a part of it.
    expect(archivos).toEqual(expect.arrayContaining(['apps/api/src/server.ts', 'apps/api/src/app.ts', 'apps/api/src/db/seed/index.ts', 'apps/api/src/modules/cpts/service.ts', 'apps/api/src/integrations/correo/client.ts', 'packages/contract/src/index.ts']));
    expect(archivos.length).toBeGreaterThan(300);
  });

  it('fails on a static import of the demo or of a simulator package, however deep', () => {
    const servidor = path.join(raiz, 'apps/api/src/server.ts');
    const conDemo = (a: string) => readFileSync(a, 'utf8') + (a === servidor ? "\nimport { demo } from '@pb/demo';\nexport type { Ciudadano } from '@pb/demo/integrations/ciudadania/ciudadanos.js';\nimport 'smtp-server';\n" : '');
    expect(recorrer(ENTRADA, conDemo).prohibidos).toEqual([
      'apps/api/src/main.ts → apps/api/src/server.ts → @pb/demo',
      'apps/api/src/main.ts → apps/api/src/server.ts → @pb/demo/integrations/ciudadania/ciudadanos.js',
      'apps/api/src/main.ts → apps/api/src/server.ts → smtp-server',
    ]);
  });

  it('the simulators\' packages are the demo\'s dependencies, not the API\'s', () => {
    const deps = (w: string) => {
      const p = JSON.parse(readFileSync(path.join(raiz, w, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
      return Object.keys({ ...p.dependencies, ...p.devDependencies });
    };
    for (const p of PROHIBIDOS) {
      expect(deps('apps/api')).not.toContain(p);
      expect(deps('apps/api')).not.toContain(`@types/${p}`);
      expect(deps('apps/demo')).toContain(p);
    }
  });
});
