import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { invariantes } from '../../apps/api/src/test/invariantes.js';
import { borrarBaseDeDatos, cerrarCarga, crearBaseDeDatos, idsIniciales, urlDe } from './baseDeDatos.js';
import { copiar } from './copia.js';
import { tablaCuentas, tablaMovimientos } from './datos/cuentas.js';
import { tablaEntidades, tablaSucursales } from './datos/entidades.js';
import { tablaBeneficiarias, tablaPersonas } from './datos/personas.js';
import { crearPlan } from './datos/plan.js';
import { tablaPlanillaDetalle, tablaPlanillas } from './datos/planillas.js';
import { guardar, maquina, type MedidaTabla } from './resultados.js';

/** In load order: each table after the ones it points to. */
const TABLAS = [tablaEntidades, tablaSucursales, tablaPersonas, tablaBeneficiarias, tablaPlanillas, tablaPlanillaDetalle, tablaCuentas, tablaMovimientos];

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: '20260101' },
    keep: { type: 'boolean', default: false },
    // The ledger's invariants over the whole data: quick at 0.01, long at 1.
    verificar: { type: 'boolean' },
  },
});
const escala = Number(values.scale);
const semilla = Number(values.seed);
if (!(escala > 0) || !Number.isInteger(semilla)) throw new Error('Uso: npm run bench -- [--scale <n>] [--seed <entero>] [--keep] [--verificar]');
const verificar = values.verificar ?? escala <= 0.01;

const segundos = (desde: number) => Math.round(performance.now() - desde) / 1000;
const nombre = `bench_${Date.now()}`;
console.log(`Base de datos ${nombre}, escala ${escala}, semilla ${semilla}`);

let t0 = performance.now();
const database = await crearBaseDeDatos(nombre);
const preparacion = segundos(t0);
const pool = new pg.Pool({ connectionString: urlDe(nombre), max: 1 });
try {
  const client = await pool.connect();
  try {
    const postgres = (await client.query<{ v: string }>(`SELECT 'PostgreSQL ' || current_setting('server_version') AS v`)).rows[0]!.v;
    const plan = crearPlan(escala, semilla, await idsIniciales(client));
    const medidas: MedidaTabla[] = [];
    for (const tabla of TABLAS) {
      t0 = performance.now();
      const filas = await copiar(client, tabla.nombre, tabla.columnas, tabla.filas(plan));
      medidas.push({ table: tabla.nombre, rows: filas, seconds: segundos(t0) });
      console.log(`${tabla.nombre.padEnd(18)} ${String(filas).padStart(11)} filas ${medidas.at(-1)!.seconds.toFixed(2).padStart(9)} s`);
    }
    t0 = performance.now();
    await cerrarCarga(client);
    const cierre = segundos(t0);
    if (verificar) {
      const fallas = await invariantes(database.db);
      if (fallas.length) throw new Error(`Invariantes rotos:\n${fallas.slice(0, 20).join('\n')}`);
      console.log('Invariantes del libro mayor: ninguna falla.');
    }
    guardar({ date: new Date().toISOString(), machine: maquina(postgres), scale: escala, seed: semilla, setupSeconds: preparacion, data: medidas, finishSeconds: cierre });
    console.log('Resultados en docs/benchmarks/results.json y RESULTS.md');
  } finally {
    client.release();
  }
} finally {
  await pool.end();
  await database.close();
  if (values.keep) console.log(`Base de datos conservada: ${urlDe(nombre)}`);
  else await borrarBaseDeDatos(nombre);
}
