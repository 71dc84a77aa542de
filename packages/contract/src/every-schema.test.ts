import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';

/**
 * Generated over every schema the contract exports: a field added later is covered without a new
 * test. No field accepts U+0000 (PostgreSQL cannot store it), and no id-like field accepts a number
 * written loosely or beyond 2³¹−1.
 */

type Path = string[];
const def = (s: z.ZodType) => (s as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;

/** The object inside optional / nullable / default / pipe / transform wrappers, if any (after a preprocess, the schema it feeds). */
function objeto(s: z.ZodType): z.ZodObject | null {
  if (s instanceof z.ZodObject) return s;
  const d = def(s);
  const inner = (d.innerType ?? (d.in instanceof z.ZodTransform ? d.out : d.in)) as z.ZodType | undefined;
  return inner ? objeto(inner) : null;
}

/** Every leaf field of a schema, nested objects included, as paths. */
function hojas(s: z.ZodType, prefijo: Path = []): Path[] {
  const o = objeto(s);
  if (!o) return [prefijo];
  return Object.entries(o.shape).flatMap(([k, v]) => hojas(v as z.ZodType, [...prefijo, k]));
}

function con(path: Path, valor: unknown): unknown {
  if (path.length === 0) return valor;
  const [k, ...resto] = path;
  return { [k!]: con(resto, valor) };
}

/** Input schemas only: the answers' (`<x>Respuesta`, decision 044) describe what the server sends. */
const esquemas = (Object.entries(contract) as Array<[string, unknown]>).filter((e): e is [string, z.ZodType] => e[1] instanceof z.ZodType && !e[0].endsWith('Respuesta'));
const casos = esquemas.flatMap(([nombre, s]) => hojas(s).map((path) => ({ nombre, s, path, campo: `${nombre}.${path.join('.') || '(valor)'}` })));
const ID_LIKE = /^id($|_)|^id[A-Z]/;
/** Fields named like an id that are not ours: the spec's `idInscripcion` is the health centre's inscription code, a provider's transaction id (issue 17) and the SMS gateway's message id (decision 082) their own texts. */
const NO_SON_IDS = new Set(['registroUniversalSchema.idInscripcion', 'ventaSchema.id_transaccion', 'reversoVentaParamsSchema.idTransaccion', 'smsRespuestaSchema.id']);
const FUERA_DE_RANGO = ['2147483648', 2147483648];
const SUELTOS = [' 7 ', '0x10', '1e3', '7.0', '+7'];

/** True when parsing the input reports a problem at exactly that field. */
function rechaza(s: z.ZodType, path: Path, valor: unknown): boolean {
  const r = s.safeParse(con(path, valor));
  return !r.success && r.error.issues.some((i) => i.path.join('.') === path.join('.'));
}

describe('every contract schema', () => {
  it('exports the schemas this test walks', () => {
    expect(esquemas.map(([n]) => n)).toEqual(expect.arrayContaining(['loginSchema', 'usuarioAddSchema', 'usuariosFiltroSchema', 'entidadEditSchema', 'id']));
    expect(casos.length).toBeGreaterThan(100);
  });

  it('refuses U+0000 in every field', () => {
    const aceptan = casos.filter((c) => !rechaza(c.s, c.path, 'a\u0000b')).map((c) => c.campo);
    expect(aceptan).toEqual([]);
  });

  it('refuses ids beyond 2³¹−1 and ids written loosely', () => {
    const ids = casos.filter((c) => (ID_LIKE.test(c.path.at(-1) ?? c.nombre) || c.nombre === 'id') && !NO_SON_IDS.has(c.campo));
    expect(ids.length).toBeGreaterThan(10);
    const fallas: string[] = [];
    for (const c of ids) {
      for (const v of [...FUERA_DE_RANGO, ...SUELTOS]) if (!rechaza(c.s, c.path, v)) fallas.push(`${c.campo} acepta ${JSON.stringify(v)}`);
    }
    expect(fallas).toEqual([]);
  });
});
