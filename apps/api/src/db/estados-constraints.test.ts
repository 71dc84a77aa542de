import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ESTADOS_BENEFICIARIA,
  ESTADOS_CODIGO_VERIFICACION,
  ESTADOS_CPT,
  ESTADOS_DIFERENCIA,
  ESTADOS_DOCUMENTO_FIRMA,
  ESTADOS_ENTREGA,
  ESTADOS_FORMULARIO_C31,
  ESTADOS_NOTIFICACION,
  ESTADOS_AVISO_SMS,
  ESTADOS_PAGO,
  ESTADOS_PAQUETE,
  ESTADOS_PLANILLA,
  ESTADOS_TARJETA,
  ESTADOS_VENTA,
} from '@pb/contract';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * Each state column's check constraint, as the migrations left it in the database, allows exactly
 * the values of its list in the contract: the list is the one rule, the constraint its guard. A new
 * check on a state column must be added here with its list.
 */
const LISTAS: Record<string, readonly string[]> = {
  'beneficiarias.estado': ESTADOS_BENEFICIARIA,
  'codigos_verificacion.estado': ESTADOS_CODIGO_VERIFICACION,
  'conciliacion_diferencias.estado': ESTADOS_DIFERENCIA,
  'cpts.estado': ESTADOS_CPT,
  'documentos_firma.estado': ESTADOS_DOCUMENTO_FIRMA,
  'entregas.estado': ESTADOS_ENTREGA,
  'formularios_c31.estado': ESTADOS_FORMULARIO_C31,
  'notificaciones.estado': ESTADOS_NOTIFICACION,
  'avisos_sms.estado': ESTADOS_AVISO_SMS,
  'pagos.estado': ESTADOS_PAGO,
  'paquetes.estado': ESTADOS_PAQUETE,
  'planillas.estado': ESTADOS_PLANILLA,
  'tarjetas.estado': ESTADOS_TARJETA,
  'ventas.estado': ESTADOS_VENTA,
};

type Restriccion = {
  columna: string;
  nombre: string;
  definicion: string;
};

/** The values of `CHECK (((estado)::text = ANY ((ARRAY['A'::character varying, ...])::text[])))`, or null for another shape. */
function valoresPermitidos(definicion: string): string[] | null {
  const m = /^CHECK \(\(\(\w+\)::text = ANY \(\(ARRAY\[(.*)\]\)::text\[\]\)\)\)$/.exec(definicion);
  if (!m) return null;
  return [...m[1]!.matchAll(/'((?:[^']|'')*)'::character varying/g)].map((v) => v[1]!.replaceAll("''", "'"));
}

describe('state columns’ check constraints and the contract’s state lists', () => {
  let t: TestApp;
  let restricciones: Restriccion[];

  beforeAll(async () => {
    t = await createTestApp();
    // Every check constraint on exactly one column whose name is a state's.
    const res = await t.database.db.execute<Restriccion>(sql`
      select c.conrelid::regclass::text || '.' || a.attname as columna, c.conname as nombre, pg_get_constraintdef(c.oid) as definicion
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'c' and c.connamespace = 'public'::regnamespace and cardinality(c.conkey) = 1 and a.attname like 'estado%'
       order by 1`);
    restricciones = res.rows;
  }, 60_000);
  afterAll(() => t?.close());

  it('every check on a state column has its list in the contract', () => {
    expect(restricciones.map((r) => r.columna).sort()).toEqual(Object.keys(LISTAS).sort());
  });

  it.each(Object.entries(LISTAS))('%s allows exactly the contract’s list', (columna, lista) => {
    const r = restricciones.find((x) => x.columna === columna);
    expect(r, `no check constraint on ${columna}`).toBeDefined();
    const valores = valoresPermitidos(r!.definicion);
    expect(valores, `${r!.nombre}: ${r!.definicion}`).not.toBeNull();
    expect([...valores!].sort()).toEqual([...lista].sort());
    expect(new Set(valores).size).toBe(valores!.length);
  });
});
