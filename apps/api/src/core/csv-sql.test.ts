import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalConComa } from '@pb/contract';
import { createTestApp, type TestApp } from '../test/harness.js';
import { csvByPages, csvHeader } from './csv.js';
import { lineaSql, textoDeLineasSql } from './csv-sql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

/** Rows of a text and three amounts side by side, as the detailed report's last cells are. */
const FILAS: Array<{ texto: string | null; cantidad: string | null; precio: string | null; monto: string | null }> = [
  { texto: 'R-1', cantidad: '1.00', precio: '12.50', monto: '12.50' },
  { texto: '=SUMA(A1)', cantidad: '0.00', precio: '0.00', monto: '0.00' },
  { texto: 'CON "COMILLAS"; Y PUNTO Y COMA', cantidad: '-2.50', precio: '4.00', monto: '-10.00' },
  { texto: null, cantidad: '3.00', precio: null, monto: '7.25' },
  { texto: 'LÍNEA\nPARTIDA', cantidad: null, precio: null, monto: null },
];

describe('a page written by PostgreSQL (decision 051)', () => {
  it('writes a text and a run of amounts as csvByPages does, negatives and nulls included, in the rows’ order', async () => {
    const valores = sql.join(
      FILAS.map((f, i) => sql`(${i}, ${f.texto}::text, ${f.cantidad}::numeric, ${f.precio}::numeric, ${f.monto}::numeric)`),
      sql`, `,
    );
    const linea = lineaSql([
      { tipo: 'texto', valor: sql`f.texto` },
      { tipo: 'monto', valor: sql`f.cantidad` },
      { tipo: 'monto', valor: sql`f.precio` },
      { tipo: 'monto', valor: sql`f.monto` },
    ]);
    // Listed last first: the file follows the subquery's ORDER BY.
    const { rows } = await t.database.db.execute<{ texto: string }>(
      sql`select ${textoDeLineasSql(sql`f.linea`)} as texto from (select ${linea} as linea from (values ${valores}) f(n, texto, cantidad, precio, monto) order by f.n desc) f`,
    );

    const columnas = ['texto', 'cantidad', 'precio', 'monto'].map((key) => ({ key, header: key }));
    const decimal = (v: string | null) => (v === null ? null : decimalConComa(v));
    const filas = [...FILAS].reverse().map((f) => ({ texto: f.texto, cantidad: decimal(f.cantidad), precio: decimal(f.precio), monto: decimal(f.monto) }));
    let esperado = '';
    for await (const parte of csvByPages(columnas, (async function* () { yield filas; })())) esperado += parte;
    expect(`${csvHeader(columnas)}${rows[0]!.texto}`).toBe(esperado);
    expect(esperado).toContain(`;'-2,50;4,00;'-10,00\r\n`);
  });
});
