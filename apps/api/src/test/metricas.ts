import { expect } from 'vitest';
import { textoMetricas } from '../core/metricas.js';
import type { TestApp } from './harness.js';

/** One series of the exposition text: its metric's name and its labels. */
function series(texto: string): Array<{ nombre: string; etiquetas: Record<string, string> }> {
  return texto
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [, nombre, cuerpo] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s/.exec(l) ?? [];
      const etiquetas = Object.fromEntries([...(cuerpo ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { nombre: nombre ?? l, etiquetas };
    });
}

const NOMBRE_DEL_CODIGO = /^[A-Za-z_]{1,40}$/;

/**
 * The metrics never carry personal data (issue 52): after the calls a test made, a scrape holds
 * none of `textos` (documents, names, tokens the test used), and every label of ours is a value of
 * a bounded set the code knows: a route's template, an operation's name (of the registry, or of a
 * test's own feature), a status code, a name written in the code.
 */
export async function sinDatosPersonales(t: TestApp, textos: string[]): Promise<void> {
  const { texto } = await textoMetricas(t.metricas);
  // Names and labels, without the samples' values: a byte count may hold a document's digits by chance.
  const sinValores = texto
    .split('\n')
    .map((l) => (l.startsWith('#') ? l : l.includes('}') ? l.slice(0, l.lastIndexOf('}') + 1) : l.split(' ')[0]))
    .join('\n');
  for (const x of textos.filter((s) => s.length >= 4)) expect(sinValores, `las métricas contienen «${x}»`).not.toContain(x);
  // The process's registry outlives each file's app (the files of a worker share their imports): an
  // operation another file's test feature registered is still a name from code, never a caller's text.
  const operaciones = new Set(t.registry.map((o) => o.name));
  const nombreGraphql = (v: string) => operaciones.has(v) || (/^[_A-Za-z][_0-9A-Za-z]{0,60}$/.test(v) && !/\d{4,}/.test(v));
  const malas: string[] = [];
  for (const s of series(texto).filter((x) => x.nombre.startsWith('pb_'))) {
    for (const [k, v] of Object.entries(s.etiquetas)) {
      const bien =
        k === 'le' ||
        (k === 'ruta' && (v === 'sin_ruta' || (/^\/[\w\-/:.*]*$/.test(v) && !/\d{4,}/.test(v)))) ||
        (k === 'operacion' && nombreGraphql(v)) ||
        (k === 'estado' && /^(\d{3}|total|libres|esperando|maximo)$/.test(v)) ||
        (k === 'metodo' && /^[A-Z]{3,7}$/.test(v)) ||
        (['tipo', 'resultado', 'cupo', 'trabajo', 'pool', 'cola'].includes(k) && NOMBRE_DEL_CODIGO.test(v));
      if (!bien) malas.push(`${s.nombre} ${k}="${v}"`);
    }
  }
  expect(malas).toEqual([]);
}
