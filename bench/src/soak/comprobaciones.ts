import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { invariantes } from '../../../apps/api/src/test/invariantes.js';
import { verifyChain } from '../../../apps/api/src/modules/logs/verify.js';
import { almacenDe } from '../../../apps/api/src/modules/archivos/service.js';
import type { Db } from '../../../apps/api/src/db/client.js';
import type { Acuses } from './carga.js';
import type { Cluster, Memoria } from './fallas.js';
import type { Medida } from './http.js';

/**
 * After the load: what was acknowledged is there exactly once, the ledger's invariants hold, the
 * audit chain verifies, no answer was a 5xx (or no answer) outside the fault windows, and each
 * copy's memory after its warm-up grew less than 10 %. Each check answers its failures in words.
 */

export interface Ventana {
  que: string;
  desde: number;
  hasta: number;
}

export interface Comprobacion {
  nombre: string;
  fallas: string[];
  detalle: string;
}

export async function comprobarDatos(c: Cluster, acuses: Acuses, idProveedor: number | null, inicio: Date): Promise<Comprobacion[]> {
  const pool = new pg.Pool({ connectionString: c.databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool }) as unknown as Db;
  const r: Comprobacion[] = [];
  try {
    // Sales: each acknowledged one once, reversed when the reverse was acknowledged; an unanswered one at most once.
    const ids = [...acuses.ventas.keys(), ...acuses.ventasSinRespuesta];
    const filas = (await pool.query<{ id_transaccion: string; n: number; estados: string[] }>(`select id_transaccion, count(*)::int as n, array_agg(estado) as estados from ventas where id_transaccion = any($1) ${idProveedor ? 'and id_entidad = $2' : ''} group by id_transaccion`, idProveedor ? [ids, idProveedor] : [ids])).rows;
    const porId = new Map(filas.map((f) => [f.id_transaccion, f]));
    const ventas: string[] = [];
    for (const [id, v] of acuses.ventas) {
      const f = porId.get(id);
      if (!f || f.n !== 1) ventas.push(`venta ${id} acusada: ${f?.n ?? 0} filas`);
      else if (v.revertida && f.estados[0] !== 'REVERTIDA') ventas.push(`venta ${id}: reverso acusado y la venta está ${f.estados[0]}`);
    }
    for (const id of acuses.ventasSinRespuesta) if ((porId.get(id)?.n ?? 0) > 1) ventas.push(`venta ${id} sin respuesta: ${porId.get(id)!.n} filas`);
    r.push({ nombre: 'ventas acusadas, una vez cada una', fallas: ventas, detalle: `${acuses.ventas.size} acusadas (${[...acuses.ventas.values()].filter((v) => v.revertida).length} revertidas), ${acuses.ventasSinRespuesta.size} sin respuesta` });

    // Payrolls the bank paid: PAGADO, credited once (the invariants below check Σ ABONO = total, no origin twice).
    const planillas = (await pool.query<{ id: number; estado: string }>('select id, estado from planillas where id = any($1)', [[...acuses.pagadas.keys()]])).rows;
    const pagadas = planillas.filter((p) => p.estado !== 'PAGADO').map((p) => `planilla ${p.id} pagada en el banco (${acuses.pagadas.get(p.id)!.entrega}) y ${p.estado}`);
    if (planillas.length !== acuses.pagadas.size) pagadas.push(`${acuses.pagadas.size - planillas.length} planillas pagadas no existen`);
    const entregas = [...acuses.pagadas.values()].reduce<Record<string, number>>((s, p) => ({ ...s, [p.entrega]: (s[p.entrega] ?? 0) + 1 }), {});
    r.push({ nombre: 'abonos de los códigos pagados (notificación, doble o ninguna: la revisión periódica)', fallas: pagadas, detalle: `${acuses.pagadas.size} planillas pagadas: ${JSON.stringify(entregas)}` });

    // Codes expired at the platform: the polling freed their payrolls once (CREADO; the invariants: nothing credited).
    const vencidas = (await pool.query<{ id: number; estado: string }>('select id, estado from planillas where id = any($1)', [[...acuses.vencidas]])).rows.filter((p) => p.estado !== 'CREADO');
    r.push({ nombre: 'códigos vencidos en la plataforma: su planilla vuelve a CREADO (la revisión periódica)', fallas: vencidas.map((p) => `planilla ${p.id}: ${p.estado}`), detalle: `${acuses.vencidas.size} vencidos` });

    // Settlements run three at once (and the treasury job's daily round may settle too): each provider
    // paid once for the days before today, each payment its sales' sum, each sent to the treasury.
    const pagos = (await pool.query<{ id: number; id_entidad: number; monto: string; suma: string | null; lote: string | null }>('select p.id, p.id_entidad, p.monto::text as monto, (select sum(v.monto) from ventas v where v.id_pago = p.id)::text as suma, p.id_solicitud_pago_lote as lote from pagos p where p.fecha_solicitud >= $1', [inicio])).rows;
    const liquidacion = pagos.flatMap((p) => [...(Number(p.monto) !== Number(p.suma) ? [`pago ${p.id}: ${p.monto} ≠ Σ ventas ${p.suma}`] : []), ...(p.lote ? [] : [`pago ${p.id} sin lote del tesoro`])]);
    const porEntidad = pagos.reduce<Map<number, number>>((m, p) => m.set(p.id_entidad, (m.get(p.id_entidad) ?? 0) + 1), new Map());
    for (const [entidad, n] of porEntidad) if (n > 1) liquidacion.push(`entidad ${entidad}: ${n} pagos en una corrida`);
    if (acuses.liquidados > pagos.length) liquidacion.push(`las liquidaciones respondieron ${acuses.liquidados} pagos; hay ${pagos.length}`);
    r.push({ nombre: 'liquidaciones simultáneas y la diaria: cada venta en un pago, enviado al tesoro', fallas: liquidacion, detalle: `${pagos.length} pagos a proveedores (${acuses.liquidados} de las liquidaciones pedidas, el resto de la ronda diaria)` });

    // Uploads: the file's row once, and its bytes in the bucket.
    const subidas: string[] = [];
    const deposito = almacenDe({ DATA_DIR: c.carpeta, ARCHIVOS_S3_URL: c.s3, ARCHIVOS_S3_REGION: 'us-east-1', ARCHIVOS_S3_ACCESS_KEY: 'S3RVER', ARCHIVOS_S3_SECRET_KEY: 'S3RVER', INTEGRATION_TIMEOUT_MS: 10_000 });
    const archivos = new Map((await pool.query<{ sha256: string; n: number }>('select sha256, count(*)::int as n from archivos where sha256 = any($1) group by sha256', [[...acuses.subidas]])).rows.map((f) => [f.sha256, f.n]));
    for (const nombre of acuses.subidas) {
      if (archivos.get(nombre) !== 1) subidas.push(`archivo ${nombre}: ${archivos.get(nombre) ?? 0} filas`);
      const contenido = await deposito.leer(nombre);
      if (!contenido || createHash('sha256').update(contenido).digest('hex') !== nombre) subidas.push(`archivo ${nombre}: no está en el bucket o cambió`);
    }
    r.push({ nombre: 'PDF subidos: su fila una vez y su contenido en el bucket', fallas: subidas, detalle: `${acuses.subidas.size} subidos` });

    r.push({ nombre: 'invariantes del libro (DOMAIN.md §4)', fallas: await invariantes(db), detalle: 'saldos = Σ movimientos, Σ abonos = total de cada planilla PAGADO, ningún origen dos veces, ninguna beneficiaria en dos planillas del mes…' });
    const cadena = await verifyChain(db);
    r.push({ nombre: 'cadena de auditoría', fallas: cadena.intacta ? [] : [`rota en el registro ${cadena.primer_error_id}`], detalle: `${cadena.total} registros` });
    r.push({ nombre: 'respuestas del soak', fallas: acuses.anomalias, detalle: 'una venta repetida responde la misma venta; el recibo es un PDF' });
  } finally {
    await pool.end();
  }
  return r;
}

/** No 5xx and no unanswered request outside the fault windows (each window already holds its grace); a request in flight when a fault began is inside. */
export function comprobarErrores(medidas: Medida[], ventanas: Ventana[], inicio: number): Comprobacion {
  const dentro = (m: Medida) => ventanas.some((v) => m.en <= v.hasta && m.en + m.ms >= v.desde);
  const malas = medidas.filter((m) => m.status === 0 || m.status >= 500);
  const fuera = malas.filter((m) => !dentro(m));
  const porTipo = fuera.reduce<Record<string, number>>((s, m) => ({ ...s, [`${m.tipo} ${m.status || 'sin respuesta'}`]: (s[`${m.tipo} ${m.status || 'sin respuesta'}`] ?? 0) + 1 }), {});
  return {
    nombre: 'ningún 5xx ni solicitud sin respuesta fuera de las ventanas de falla',
    fallas: Object.entries(porTipo).map(([k, n]) => `${n} × ${k} (primera a los ${Math.round((fuera.find((m) => `${m.tipo} ${m.status || 'sin respuesta'}` === k)!.en - inicio) / 1000)} s desde el inicio de la carga)`),
    detalle: `${malas.length - fuera.length} dentro de las ventanas de falla, ${fuera.length} fuera`,
  };
}

/**
 * Each process's resident memory: the median of its last quarter of samples against the median of its
 * first quarter after the warm-up. A process measured over less than `minimoMs` after its warm-up (every
 * copy in a two-minute run: V8's heap is still growing to its working size) is reported, not checked.
 */
export function comprobarMemoria(memoria: Memoria, calentamientoMs: number, minimoMs = 5 * 60_000, limite = 0.1): Comprobacion {
  const fallas: string[] = [];
  const lineas: string[] = [];
  const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [copia, serie] of memoria.series) {
    const inicio = serie[0]!.en;
    const tras = serie.filter((s) => s.en >= inicio + calentamientoMs);
    if (tras.length < 8) {
      lineas.push(`${copia}: vivió poco para medirla`);
      continue;
    }
    const cuarto = Math.max(2, Math.floor(tras.length / 4));
    const base = mediana(tras.slice(0, cuarto).map((s) => s.kib));
    const fin = mediana(tras.slice(-cuarto).map((s) => s.kib));
    const crecimiento = fin / base - 1;
    const medida = tras.at(-1)!.en - tras[0]!.en >= minimoMs;
    lineas.push(`${copia}: ${Math.round(base / 1024)} → ${Math.round(fin / 1024)} MiB (${(crecimiento * 100).toFixed(1)} %${medida ? '' : ', sin comprobar: menos de 5 minutos medidos'})`);
    if (medida && crecimiento >= limite) fallas.push(`${copia} creció ${(crecimiento * 100).toFixed(1)} % tras el calentamiento`);
  }
  return { nombre: `memoria de cada copia tras el calentamiento: crece menos de ${limite * 100} %`, fallas, detalle: lineas.join('; ') };
}

/** p50 / p95 / p99 per kind of request. */
export function latencias(medidas: Medida[]): Array<{ tipo: string; n: number; errores: number; p50: number; p95: number; p99: number }> {
  const grupos = new Map<string, Medida[]>();
  for (const m of medidas) {
    if (!grupos.has(m.tipo)) grupos.set(m.tipo, []);
    grupos.get(m.tipo)!.push(m);
  }
  const p = (xs: number[], q: number) => Math.round(xs[Math.min(xs.length - 1, Math.floor((q / 100) * xs.length))]! * 10) / 10;
  return [...grupos.entries()]
    .map(([tipo, ms]) => {
      const xs = ms.map((m) => m.ms).sort((a, b) => a - b);
      return { tipo, n: ms.length, errores: ms.filter((m) => m.status === 0 || m.status >= 500).length, p50: p(xs, 50), p95: p(xs, 95), p99: p(xs, 99) };
    })
    .sort((a, b) => a.tipo.localeCompare(b.tipo));
}
