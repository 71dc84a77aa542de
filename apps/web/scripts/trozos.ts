import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/**
 * How the build groups modules into files (decision 078). Left to itself, Rollup makes one file for
 * every set of screens that shares a module: 198 files, and a route typed in the address bar asked for
 * 60 to 90 of them, most under 3 KB, which a phone's line serves six at a time, one round trip each
 * (8 of the 12 s of a cold /usuarios, issue 54). Here each module goes to the first tier whose roots
 * reach it through static imports:
 *
 * - `entrada`: what the entry itself needs (every page);
 * - `acceso`: what the pages for signing in need beyond that;
 * - `marco`: what the signed-in shell and the home need beyond that;
 * - `tablero`: what the home's charts need beyond that;
 * - `compartido`: what the router's other pages (the beneficiary's phone page) share with the
 *   screens' lists: the text fields, the date parts;
 * - `esquemas`: what they share with the screens' forms: zod with the contract's schemas;
 * - `comun`: what two or more screens' lists share beyond all that (the list, its filters, the
 *   table);
 * - `formularios`: what two or more screens' forms and dialogs share beyond that (react-hook-form,
 *   the form fields); a list opened cold does not load it, a dialog brings it when it opens. The shell
 *   fetches `comun`, `compartido`, `esquemas` and `formularios` at idle after the home;
 * - the rest stays with the one screen (or lazy piece) that uses it, as Rollup chunks it.
 *
 * A form's module is one that imports zod or react-hook-form, directly or through others; a screen's
 * list is what its page reaches without passing through one, its forms what it reaches besides
 * (the dialogs it imports lazily included).
 *
 * A tier's modules import only their own tier and the ones listed before it, so the phone page never
 * loads `comun`, nor the login page anything of the signed-in shell. React, i18next and the query
 * cache keep their named, long-cached files.
 */
const BIBLIOTECAS: Array<[RegExp, string]> = [
  [/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, 'react'],
  [/[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/, 'i18n'],
  [/[\\/]node_modules[\\/]@tanstack[\\/]/, 'query'],
];

/** What makes a module a form's: the schemas' library and the forms' (decision 081). */
const DE_FORMULARIO = /[\\/]node_modules[\\/](zod|react-hook-form)[\\/]/;

const src = (ruta: string) => new RegExp(`[\\\\/]apps[\\\\/]web[\\\\/]src[\\\\/]${ruta.replace(/\//g, '[\\\\/]')}\\.tsx?$`);

const ENTRADA = src('main');
/** The pages for signing in, recovering a password, signing up (router.tsx's `PublicOnly`). */
const ACCESO = [src('features/(auth|accesoCuenta|ciudadania)/\\w+Page')];
const MARCO = [src('app/layout/Shell'), src('i18n/index'), src('features/inicio/InicioPage')];
/** The home's charts, which it loads after its figures: part of its first screen, not of every signed-in page. */
const TABLERO = [src('features/inicio/tablero/TableroCharts')];
/** The screens' own loaders, and what the shell preloads for them (app/layout/precargarListas.ts). */
const CARGADORES_DE_PANTALLAS = [src('app/screens'), src('app/layout/precargarListas')];
/** What the router loads besides the shell (the public pages, the placeholder, the catalogue): what it reaches stays out of `comun`. */
const PUBLICAS = [src('app/router')];

/** The tiers' roots keep files of their own (the manifest's keys, a page's own code); only what they import is grouped. */
const RAICES = [ENTRADA, ...ACCESO, ...MARCO, ...TABLERO];

type Plan = Map<string, string>;

function planDe(meta: ManualChunkMeta): Plan {
  const ids = [...meta.getModuleIds()];
  const info = (id: string) => meta.getModuleInfo(id)!;
  const cierre = (raices: string[], fuera: Set<string> = new Set()) => {
    const vistos = new Set<string>();
    const pendientes = raices.filter((id) => !fuera.has(id));
    while (pendientes.length) {
      const id = pendientes.pop()!;
      if (vistos.has(id)) continue;
      vistos.add(id);
      for (const dep of info(id).importedIds) if (!fuera.has(dep) && !vistos.has(dep)) pendientes.push(dep);
    }
    return vistos;
  };
  const buscar = (patrones: RegExp[]) => ids.filter((id) => patrones.some((p) => p.test(id)));
  const dinamicosDe = (patrones: RegExp[]) => buscar(patrones).flatMap((id) => info(id).dynamicallyImportedIds);

  const plan: Plan = new Map();
  const asignados = new Set<string>();
  const tier = (nombre: string, modulos: Iterable<string>) => {
    for (const id of modulos) {
      plan.set(id, nombre);
      asignados.add(id);
    }
  };
  for (const [patron, nombre] of BIBLIOTECAS) tier(nombre, cierre(ids.filter((id) => patron.test(id)), asignados));
  tier('entrada', cierre(buscar([ENTRADA]), asignados));
  tier('acceso', cierre(buscar(ACCESO), asignados));
  tier('marco', cierre(buscar(MARCO), asignados));
  tier('tablero', cierre(buscar(TABLERO), asignados));

  // Forms: the modules that import zod or react-hook-form, directly or through others.
  const importadores = new Map<string, string[]>();
  for (const id of ids) {
    for (const dep of info(id).importedIds) {
      const de = importadores.get(dep);
      if (de) de.push(id);
      else importadores.set(dep, [id]);
    }
  }
  const deFormulario = new Set<string>();
  const porVer = ids.filter((id) => DE_FORMULARIO.test(id));
  while (porVer.length) {
    const id = porVer.pop()!;
    if (deFormulario.has(id)) continue;
    deFormulario.add(id);
    porVer.push(...(importadores.get(id) ?? []));
  }
  const fueraDeLista = new Set([...asignados, ...deFormulario]);

  const marco = new Set(buscar(MARCO));
  const publicas = cierre(dinamicosDe(PUBLICAS).filter((id) => !marco.has(id)), asignados);
  const usosEnListas = new Map<string, number>();
  const usos = new Map<string, number>();
  const contar = (cuenta: Map<string, number>, modulos: Iterable<string>) => {
    for (const id of modulos) cuenta.set(id, (cuenta.get(id) ?? 0) + 1);
  };
  for (const raiz of new Set(dinamicosDe(CARGADORES_DE_PANTALLAS))) {
    // The page itself is counted even when it is a form; what its list reaches stops at every form.
    const lista = new Set([raiz, ...cierre([...info(raiz).importedIds], fueraDeLista)]);
    const dialogos = [...lista].flatMap((id) => info(id).dynamicallyImportedIds);
    contar(usosEnListas, lista);
    contar(usos, cierre([raiz, ...dialogos], asignados));
  }
  const enLista = (id: string) => usosEnListas.has(id) && !deFormulario.has(id);
  tier('comun', [...usosEnListas].filter(([id, n]) => n >= 2 && enLista(id) && !publicas.has(id)).map(([id]) => id));
  tier('formularios', [...usos].filter(([id, n]) => n >= 2 && !asignados.has(id) && !publicas.has(id)).map(([id]) => id));
  // Rollup puts a module that a tier's module imports and no tier names into that tier: what a public
  // page shares with the screens (the text fields; zod, the contract) must be named, or it would fall
  // into `comun` and bring all of it to the beneficiary's phone.
  tier('compartido', [...publicas].filter((id) => enLista(id)));
  tier('esquemas', [...publicas].filter((id) => usos.has(id) && !enLista(id)));
  return plan;
}

export function trozos(): GetManualChunk {
  let plan: Plan | undefined;
  let deLaConstruccion: ManualChunkMeta['getModuleInfo'] | undefined;
  return (id, meta) => {
    if (deLaConstruccion !== meta.getModuleInfo) {
      plan = planDe(meta);
      deLaConstruccion = meta.getModuleInfo;
    }
    return RAICES.some((raiz) => raiz.test(id)) ? undefined : plan!.get(id);
  };
}
