import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { invariantes } from '../../apps/api/src/test/invariantes.js';
import { abrirBaseDeDatos, borrarBaseDeDatos, cerrarCarga, crearBaseDeDatos, guardarIds, idsGuardados, idsIniciales, urlDe } from './baseDeDatos.js';
import type { Contexto } from './contexto.js';
import { copiar } from './copia.js';
import { tablaCuentas, tablaMovimientos } from './datos/cuentas.js';
import { tablaEntidades, tablaSucursales } from './datos/entidades.js';
import { tablaLogs } from './datos/logs.js';
import { tablaBeneficiarias, tablaBeneficiariasSubsidio, tablaPersonas, tablaTrabajadores } from './datos/personas.js';
import { crearPlan } from './datos/plan.js';
import { tablaPlanillaDetalle, tablaPlanillas } from './datos/planillas.js';
import type { Grupo } from './grupo.js';
import { GRUPOS } from './grupos/index.js';
import { carpetaDeResultados, guardar, maquina, type MedidaTabla, type Resultados } from './resultados.js';
import { iniciarServidor, iniciarSimuladores, puertoLibre, type Simuladores } from './servidor.js';
import { crearCuentas, ingresarTodas } from './sesiones.js';

/** In load order: each table after the ones it points to. */
const TABLAS = [tablaEntidades, tablaSucursales, tablaPersonas, tablaTrabajadores, tablaBeneficiarias, tablaBeneficiariasSubsidio, tablaPlanillas, tablaPlanillaDetalle, tablaCuentas, tablaMovimientos, tablaLogs];

const USO = 'Uso: npm run bench -- [--scale <n>] [--seed <entero>] [--duracion <s>] [--conexiones <n>] [--grupos a,b] [--lecturas a,b] [--salida <carpeta>] [--publicar] [--keep] [--base bench_<n>] [--verificar]';
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: '20260101' },
    // Seconds of load for each read (default: 10, or 1 below scale 0.1, so a quick run stays under a minute).
    duracion: { type: 'string' },
    conexiones: { type: 'string', default: '10' },
    // Only these groups (keys of grupos/index.ts); the data is always loaded.
    grupos: { type: 'string' },
    // Only these reads of the reads group (their ids: trabajadoresPequena,logs…), for a diagnosis.
    lecturas: { type: 'string' },
    // Where results.json and RESULTS.md go: docs/benchmarks (the committed figures) for a run at scale
    // 1 or with --publicar, bench/resultados/escala-<n> for a quicker run, unless --salida says.
    salida: { type: 'string' },
    publicar: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    // A database a run kept (--keep) at the same scale and seed: no load, straight to the measures.
    base: { type: 'string' },
    // The ledger's invariants over the whole data: quick at 0.01, long at 1.
    verificar: { type: 'boolean' },
  },
});
const escala = Number(values.scale);
const semilla = Number(values.seed);
const duracion = Number(values.duracion ?? (escala < 0.1 ? 1 : 10));
const conexiones = Number(values.conexiones);
if (!(escala > 0) || !Number.isInteger(semilla) || !(duracion > 0) || !(conexiones >= 1)) throw new Error(USO);
const elegidos: Grupo[] = values.grupos ? values.grupos.split(',').map((c) => GRUPOS.find((g) => g.clave === c) ?? fallar(`Grupo desconocido: ${c}. ${USO}`)) : GRUPOS;
const verificar = values.verificar ?? escala <= 0.01;

function fallar(mensaje: string): never {
  throw new Error(mensaje);
}

const segundos = (desde: number) => Math.round(performance.now() - desde) / 1000;
const reusada = values.base;
if (reusada !== undefined && !/^bench_\d+$/.test(reusada)) throw new Error(USO);
const nombre = reusada ?? `bench_${Date.now()}`;
const inicioTotal = performance.now();
console.log(`Base de datos ${nombre}, escala ${escala}, semilla ${semilla}`);

let t0 = performance.now();
const database = reusada ? await abrirBaseDeDatos(nombre) : await crearBaseDeDatos(nombre);
const preparacion = segundos(t0);
const pool = new pg.Pool({ connectionString: urlDe(nombre), max: 4 });
const carpeta = mkdtempSync(path.join(os.tmpdir(), 'pb-bench-'));
let servidor: Awaited<ReturnType<typeof iniciarServidor>> | null = null;
let simuladores: Simuladores | null = null;
try {
  const client = await pool.connect();
  let resultados: Resultados;
  let cuentas;
  let plan;
  try {
    const postgres = (await client.query<{ v: string }>(`SELECT 'PostgreSQL ' || current_setting('server_version') AS v`)).rows[0]!.v;
    plan = crearPlan(escala, semilla, reusada ? await idsGuardados(client) : await guardarIds(client, await idsIniciales(client)));
    const medidas: MedidaTabla[] = [];
    for (const tabla of reusada ? [] : TABLAS) {
      t0 = performance.now();
      for (const d of tabla.sinDisparadores ?? []) await client.query(`ALTER TABLE ${tabla.nombre} DISABLE TRIGGER ${d}`);
      const filas = await copiar(client, tabla.nombre, tabla.columnas, tabla.filas(plan));
      for (const d of tabla.sinDisparadores ?? []) await client.query(`ALTER TABLE ${tabla.nombre} ENABLE TRIGGER ${d}`);
      medidas.push({ table: tabla.etiqueta ?? tabla.nombre, rows: filas, seconds: segundos(t0) });
      console.log(`${(tabla.etiqueta ?? tabla.nombre).padEnd(26)} ${String(filas).padStart(11)} filas ${medidas.at(-1)!.seconds.toFixed(2).padStart(9)} s`);
    }
    t0 = performance.now();
    if (!reusada) await cerrarCarga(client);
    const cierre = segundos(t0);
    if (verificar && !reusada) {
      const fallas = await invariantes(database.db);
      if (fallas.length) throw new Error(`Invariantes rotos:\n${fallas.slice(0, 20).join('\n')}`);
      console.log('Invariantes del libro mayor: ninguna falla.');
    }
    cuentas = await crearCuentas(client, plan);
    resultados = {
      date: new Date().toISOString(),
      command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
      machine: maquina(postgres),
      scale: escala,
      seed: semilla,
      setupSeconds: preparacion,
      data: medidas,
      finishSeconds: cierre,
      groups: {},
    };
  } finally {
    client.release();
  }

  // The copy as production runs it: the outside systems' simulators in a process of their own.
  const puerto = await puertoLibre();
  let puertoSimuladores = await puertoLibre();
  while (puertoSimuladores === puerto) puertoSimuladores = await puertoLibre();
  simuladores = await iniciarSimuladores({ puerto: puertoSimuladores, databaseUrl: urlDe(nombre), notificacionUrl: `http://127.0.0.1:${puerto}/api/v1/pagos/notificacion`, dataDir: mkdtempSync(path.join(carpeta, 'simuladores-')) });
  servidor = await iniciarServidor({ puerto, databaseUrl: urlDe(nombre), simuladores });
  console.log(`Servidor listo en ${servidor.listoSegundos} s (${servidor.url})`);
  resultados.readyFullSeconds = servidor.listoSegundos;
  const ctx: Contexto = {
    plan,
    escala,
    nombreBase: nombre,
    urlBase: urlDe(nombre),
    pool,
    database,
    servidor,
    simuladores,
    graphqlUrl: `${servidor.url}/graphql`,
    sesiones: await ingresarTodas(servidor.url, cuentas),
    ritmo: { conexiones, segundos: duracion },
    lecturas: values.lecturas?.split(','),
    carpeta,
    puertoLibre,
    log: (l) => console.log(l),
  };
  for (const grupo of elegidos) {
    console.log(`\n== ${grupo.titulo}`);
    t0 = performance.now();
    resultados.groups[grupo.clave] = { seconds: 0, ...((await grupo.medir(ctx)) as object) };
    resultados.groups[grupo.clave]!.seconds = segundos(t0);
  }
  resultados.totalSeconds = segundos(inicioTotal);
  const salida = guardar(resultados, GRUPOS, values.salida ?? carpetaDeResultados(escala, values.publicar));
  console.log(`\nResultados en ${salida}; ${resultados.totalSeconds} s en total`);
} finally {
  await servidor?.cerrar();
  await simuladores?.cerrar();
  await pool.end();
  await database.close();
  rmSync(carpeta, { recursive: true, force: true });
  if (values.keep || reusada) console.log(`Base de datos conservada: ${urlDe(nombre)}`);
  else await borrarBaseDeDatos(nombre);
}
