import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { ROLES } from '@pb/contract';
import { hashPassword } from '../../../apps/api/src/auth/passwords.js';
import { sesionConUsuario } from '../../../apps/api/src/auth/repository.js';
import { sql } from 'drizzle-orm';
import type { Config } from '../../../apps/api/src/config.js';
import type { AuditEntry } from '../../../apps/api/src/core/ports.js';
import type { Ctx } from '../../../apps/api/src/core/context.js';
import type { Executor } from '../../../apps/api/src/db/client.js';
import { verificarDesde } from '../../../apps/api/src/modules/logs/verify.js';
import { vender } from '../../../apps/api/src/modules/ventas/service.js';
import { writeAudit } from '../../../apps/api/src/modules/logs/audit.js';
import { percentil, type MedidaCarga } from '../carga.js';
import { capturarSql, correrPgbench, literal, type Sentencia } from '../comparados/pgbench.js';
import type { Contexto } from '../contexto.js';
import type { Grupo } from '../grupo.js';
import { miles } from '../resultados.js';
import { CONTRASENA, crearCuenta, ingresarVarias } from '../sesiones.js';

/**
 * Issue 54: sales through the provider's API (`POST /api/v1/ventas`, as a cashier's point of sale
 * sends it, with the cashier's session) at 1, 8, 32 and 64 cashiers at once, against pgbench replaying
 * the statements of the same transaction, with the audit chain's lock (`bloquearCadena`) and without it.
 */
const CAJEROS = [1, 8, 32, 64];
const SEGUNDOS = 10;
/** The smoke run of npm test (scale 0.0005): two levels, two seconds each. */
const CAJEROS_HUMO = [1, 8];
const SEGUNDOS_HUMO = 2;
/** Ours ≥ half of pgbench's transactions per second with the lock, at every level. */
const OBJETIVO = 0.5;
/** Beneficiaries the sales go round: each in-flight sale is for a different one, as at real counters. */
const BENEFICIARIAS_MAX = 8000;
/** A beneficiary of the pool can pay this many baskets before any other of the run's sales. */
const SALDO_MINIMO = 300;
const PUNTOS_DE_VENTA = 8;
const NIT = '9000000054';
/** The basket: one unit of a dairy product and one of a cereal (two food groups of the bonus's distribution). */
const PRODUCTOS = [
  { nombre: 'LECHE EN BOLSA DE VENTAS CONCURRENTES', unidad: 'LT', sigla: 'LAC', precio: '8.50' },
  { nombre: 'ARROZ DE VENTAS CONCURRENTES', unidad: 'KG', sigla: 'CER', precio: '6.00' },
] as const;
const MONTO = '14.50';
const MONTO_CENTAVOS = 1450;
/** pgbench's sales: their transaction ids start so (`PGB-<client>-<random>`), ours with `BV`. */
const PREFIJO_PGBENCH = 'PGB-';
const POOL = 'bench_ventas_pool';
const RUTA = 'POST /api/v1/ventas';

export interface MedidaPgbench {
  transactionsPerSecond: number;
  transactions: number;
  p50: number;
  p95: number;
  /** Audit rows that did not link to the row before them (the chain forked): 0 with the lock. */
  chainForks: number;
}

export interface NivelVentas {
  cashiers: number;
  seconds: number;
  sales: number;
  salesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  pgbenchWithLock: MedidaPgbench;
  pgbenchWithoutLock: MedidaPgbench;
  /** Ours ÷ pgbench with the lock. */
  ratioToPgbench: number;
  meetsTarget: boolean;
}

export interface ResultadoVentas {
  beneficiaries: number;
  pointsOfSale: number;
  basket: string;
  /** Statements of one sale's request in the replay (the session's look-up, then the transaction's, BEGIN/COMMIT apart). */
  statements: number;
  secondsPerLevel: number;
  levels: NivelVentas[];
  /** pgbench's tps without the chain lock ÷ with it, at the most cashiers measured. */
  lockCost: { cashiers: number; ratio: number } | null;
  meetsTarget: boolean;
}

interface Persona {
  k: number;
  nro_documento: string;
  uuid: string;
  id_persona: number;
  id_beneficiaria: number;
  id_cuenta: number;
  saldo: number;
}

interface Preparado {
  idEntidad: number;
  puntos: number[];
  productos: number[];
  cajeros: Array<{ id: number; usuario: string; token: string }>;
  /** The cashier whose sale is captured for pgbench (it sells nothing over HTTP). */
  replay: { id: number; usuario: string; idSucursal: number; sesion: string };
  pool: Persona[];
}

const redondeo = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

/** The provider, its points of sale and its two products: found when a kept database (`--base`) has them. */
async function proveedor(ctx: Contexto): Promise<Pick<Preparado, 'idEntidad' | 'puntos' | 'productos'>> {
  const db = ctx.pool;
  let idEntidad = (await db.query<{ id: number }>(`SELECT id FROM entidades WHERE nit = $1 AND proveedor ORDER BY id LIMIT 1`, [NIT])).rows[0]?.id;
  idEntidad ??= (
    await db.query<{ id: number }>(
      `INSERT INTO entidades (nombre, sigla, estado, proveedor, origen, tipo, nit, razon_social) VALUES ('SUPERMERCADO DE VENTAS CONCURRENTES S.A.', 'SVCSA', 'ACTIVO', true, 'OTRO', 'PRIVADO', $1, 'SUPERMERCADO DE VENTAS CONCURRENTES S.A.') RETURNING id`,
      [NIT],
    )
  ).rows[0]!.id;
  const hay = (await db.query<{ id: number }>(`SELECT id FROM sucursales WHERE id_entidad = $1 AND tipo = 'PUNTO_VENTA' AND estado = 'ACTIVO' ORDER BY id`, [idEntidad])).rows.map((f) => f.id);
  for (let i = hay.length; i < PUNTOS_DE_VENTA; i++) {
    hay.push((await db.query<{ id: number }>(`INSERT INTO sucursales (nombre, departamento, estado, tipo, id_entidad, dpa) VALUES ($1, 'LA PAZ', 'ACTIVO', 'PUNTO_VENTA', $2, '020101') RETURNING id`, [`CAJA ${i + 1}`, idEntidad])).rows[0]!.id);
  }
  const productos: number[] = [];
  for (const p of PRODUCTOS) {
    await db.query(
      `INSERT INTO alimentos (nombre, unidad, id_grupo_alimenticio, estado, precio, id_entidad) SELECT $1, $2, id, 'ACTIVO', $3, $4 FROM grupos_alimenticios WHERE sigla = $5 ON CONFLICT DO NOTHING`,
      [p.nombre, p.unidad, p.precio, idEntidad, p.sigla],
    );
    const f = (await db.query<{ id: number }>(`SELECT id FROM alimentos WHERE id_entidad = $1 AND nombre = $2 AND estado = 'ACTIVO' AND precio = $3`, [idEntidad, p.nombre, p.precio])).rows[0];
    if (!f) throw new Error(`Ventas concurrentes: falta el producto ${p.nombre} (¿grupo ${p.sigla}?)`);
    productos.push(f.id);
  }
  return { idEntidad, puntos: hay.slice(0, PUNTOS_DE_VENTA), productos };
}

/**
 * The beneficiaries the sales go to: loaded bonus beneficiaries, ACTIVO, with a balance, her only row
 * of the bonus, her document nobody else's, and no sale yet (a kept database's earlier runs spent
 * others). Each gets a card ASSIGNED to her (a card is never deleted: it stays, assigned, as at a
 * counter). The sales' ledger is the API's own; nothing here writes a balance or a movement.
 */
async function beneficiarias(ctx: Contexto, minimo: number): Promise<Persona[]> {
  const filas = (
    await ctx.pool.query<{ id_persona: number; id_beneficiaria: number; id_cuenta: number; nro_documento: string; saldo: string }>(
      `SELECT b.id_persona, b.id AS id_beneficiaria, c.id AS id_cuenta, p.nro_documento, c.saldo::text AS saldo
       FROM beneficiarias b JOIN personas p ON p.id = b.id_persona JOIN cuentas c ON c.id_beneficiaria = b.id AND c.id_subsidio = 1
       WHERE b.id_subsidio = 1 AND b.estado = 'ACTIVO' AND p.complemento IS NULL AND c.saldo >= $1
         AND NOT EXISTS (SELECT 1 FROM beneficiarias o WHERE o.id_persona = b.id_persona AND o.id_subsidio = 1 AND o.id <> b.id)
         AND NOT EXISTS (SELECT 1 FROM personas o WHERE o.nro_documento = p.nro_documento AND o.id <> p.id)
         AND NOT EXISTS (SELECT 1 FROM ventas v WHERE v.id_persona = b.id_persona)
         AND NOT EXISTS (SELECT 1 FROM tarjetas t WHERE t.id_beneficiaria = b.id AND t.estado = 'ANULADO')
       ORDER BY b.id LIMIT $2`,
      [SALDO_MINIMO, BENEFICIARIAS_MAX],
    )
  ).rows;
  if (filas.length < minimo) throw new Error(`Ventas concurrentes: ${filas.length} beneficiarias con saldo de ${SALDO_MINIMO} Bs; se necesitan ${minimo}`);
  const ids = filas.map((f) => f.id_beneficiaria);
  await ctx.pool.query(
    `INSERT INTO tarjetas (uuid, lote, estado, id_beneficiaria, fecha_asignacion)
     SELECT 'BE' || lpad(upper(to_hex(b)), 12, '0'), 'BENCH-VENTAS', 'ASIGNADO', b, now() FROM unnest($1::int[]) b
     WHERE NOT EXISTS (SELECT 1 FROM tarjetas t WHERE t.id_beneficiaria = b AND t.estado = 'ASIGNADO')
     ON CONFLICT DO NOTHING`,
    [ids],
  );
  const tarjetas = new Map(
    (await ctx.pool.query<{ id_beneficiaria: number; uuid: string }>(`SELECT id_beneficiaria, upper(uuid) AS uuid FROM tarjetas WHERE estado = 'ASIGNADO' AND id_beneficiaria = ANY($1::int[])`, [ids])).rows.map((f) => [f.id_beneficiaria, f.uuid]),
  );
  const pool = filas
    .filter((f) => tarjetas.has(f.id_beneficiaria))
    .map((f, k) => ({ k, nro_documento: f.nro_documento, uuid: tarjetas.get(f.id_beneficiaria)!, id_persona: f.id_persona, id_beneficiaria: f.id_beneficiaria, id_cuenta: f.id_cuenta, saldo: Math.round(Number(f.saldo) * 100) }));
  if (pool.length < minimo) throw new Error(`Ventas concurrentes: solo ${pool.length} beneficiarias con tarjeta`);
  // pgbench's way to her: its `:k` → her document and card, read in the statements that take them.
  await ctx.pool.query(`DROP TABLE IF EXISTS ${POOL}`);
  await ctx.pool.query(`CREATE TABLE ${POOL} (k int PRIMARY KEY, nro_documento text NOT NULL, uuid text NOT NULL)`);
  await ctx.pool.query(`INSERT INTO ${POOL} SELECT * FROM unnest($1::int[], $2::text[], $3::text[])`, [pool.map((p) => p.k), pool.map((p) => p.nro_documento), pool.map((p) => p.uuid)]);
  await ctx.pool.query(`ANALYZE ${POOL}`);
  return pool;
}

async function preparar(ctx: Contexto, cajeros: number): Promise<Preparado> {
  const p = await proveedor(ctx);
  const pool = await beneficiarias(ctx, 2 * cajeros);
  const client = await ctx.pool.connect();
  const usuarios: string[] = [];
  try {
    const hash = await hashPassword(CONTRASENA);
    // One cashier per counter at once, each at a till of the provider (a cashier sells at her own point of sale), and one for the capture.
    for (let c = 0; c <= cajeros; c++) {
      const u = await crearCuenta(client, hash, ROLES.CAJERO, p.idEntidad);
      await client.query(`UPDATE usuarios SET id_sucursal = $1 WHERE usuario = $2`, [p.puntos[c % p.puntos.length], u]);
      usuarios.push(u);
    }
  } finally {
    client.release();
  }
  const tokens = await ingresarVarias(ctx.servidor.url, usuarios);
  const filas = (await ctx.pool.query<{ id: number; usuario: string; id_sucursal: number }>(`SELECT id, usuario, id_sucursal FROM usuarios WHERE usuario = ANY($1::text[])`, [usuarios])).rows;
  const porUsuario = new Map(filas.map((f) => [f.usuario, f]));
  const ultimo = porUsuario.get(usuarios.at(-1)!)!;
  const sesion = (await ctx.pool.query<{ id: string }>(`SELECT id FROM sessions WHERE id_usuario = $1 AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1`, [ultimo.id])).rows[0]!.id;
  return {
    ...p,
    pool,
    cajeros: usuarios.slice(0, -1).map((u, i) => ({ id: porUsuario.get(u)!.id, usuario: u, token: tokens[i]! })),
    replay: { id: ultimo.id, usuario: ultimo.usuario, idSucursal: ultimo.id_sucursal, sesion },
  };
}

const cuerpo = (p: Preparado, b: Persona, idTransaccion: string) =>
  JSON.stringify({ nro_documento: b.nro_documento, id_transaccion: idTransaccion, uuid_tarjeta: b.uuid, items: p.productos.map((id) => ({ id_alimento: id, cantidad: 1 })) });

interface Respuesta {
  status: number;
  texto: string;
}

function enviar(agente: http.Agent, url: URL, token: string, body: string): Promise<Respuesta> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent: agente, host: url.hostname, port: url.port, path: '/api/v1/ventas', method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const trozos: Buffer[] = [];
        res.on('data', (t: Buffer) => trozos.push(t));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, texto: Buffer.concat(trozos).toString() }));
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('sin respuesta en 30 s')));
    req.on('error', reject);
    req.end(body);
  });
}

/** What each beneficiary of the pool has been sold so far (over HTTP): the balance each answer must show. */
interface Cuenta {
  iniciadas: number[];
  respondidas: number[];
}

/**
 * `cajeros` cashiers selling at once for `segundos`: each sells, waits for the answer, checks it and
 * sells again, to the next beneficiary of the pool. Every answer is checked (status, the sale's fields,
 * and her balance after it); a bad one stops the run. Answers the sales and their latencies.
 */
async function nuestras(ctx: Contexto, p: Preparado, cuentas: Cuenta, cajeros: number, segundos: number, prefijo: string) {
  const url = new URL(ctx.servidor.url);
  const agente = new http.Agent({ keepAlive: true, maxSockets: cajeros });
  const hechas: Array<{ idTransaccion: string; id: number; k: number }> = [];
  const ms: number[] = [];
  const malas: string[] = [];
  let siguiente = 0;
  const inicio = performance.now();
  const fin = inicio + segundos * 1000;
  const cajero = async (c: number) => {
    const token = p.cajeros[c]!.token;
    while (performance.now() < fin && malas.length === 0) {
      const i = siguiente++;
      const b = p.pool[i % p.pool.length]!;
      const idTransaccion = `${prefijo}${i}`;
      const antes = cuentas.respondidas[b.k]!;
      const maximo = ++cuentas.iniciadas[b.k]!;
      const desde = performance.now();
      let r: Respuesta;
      try {
        r = await enviar(agente, url, token, cuerpo(p, b, idTransaccion));
      } catch (err) {
        malas.push(`${idTransaccion}: ${(err as Error).message}`);
        break;
      }
      ms.push(performance.now() - desde);
      cuentas.respondidas[b.k]!++;
      let d: { id?: unknown; id_transaccion?: unknown; monto?: unknown; metodo?: unknown; estado?: unknown; items?: unknown[]; saldo?: unknown } | undefined;
      try {
        const j = JSON.parse(r.texto) as { mensaje?: unknown; datos?: typeof d };
        d = typeof j.mensaje === 'string' ? j.datos : undefined;
      } catch {
        d = undefined;
      }
      // Her balance after this sale: her starting one less the sales to her answered before it and this one, or (sales to her overlapping) up to the ones started so far.
      const vendidas = d && typeof d.saldo === 'string' ? (b.saldo - Math.round(Number(d.saldo) * 100)) / MONTO_CENTAVOS : NaN;
      const bien =
        r.status === 200 &&
        d !== undefined &&
        typeof d.id === 'number' &&
        d.id_transaccion === idTransaccion &&
        d.monto === MONTO &&
        d.metodo === 'TARJETA' &&
        d.estado === 'REALIZADA' &&
        d.items?.length === p.productos.length &&
        Number.isInteger(vendidas) &&
        vendidas > antes &&
        vendidas <= maximo;
      if (!bien) malas.push(`${idTransaccion} (beneficiaria ${b.id_beneficiaria}): ${r.status} ${r.texto.slice(0, 300)}`);
      else hechas.push({ idTransaccion, id: d!.id as number, k: b.k });
    }
  };
  await Promise.all(Array.from({ length: cajeros }, (_, c) => cajero(c)));
  const seconds = (performance.now() - inicio) / 1000;
  agente.destroy();
  if (malas.length) throw new Error(`Ventas concurrentes (${cajeros} cajeros): ${malas.length} respuestas malas:\n${malas.slice(0, 5).join('\n')}`);
  const ordenados = Float64Array.from(ms).sort();
  return { hechas, seconds, p50: percentil(ordenados, 50), p95: percentil(ordenados, 95), p99: percentil(ordenados, 99) };
}

/** The audit chain's last row, where a check of what a run appended starts. */
async function cola(ctx: Contexto): Promise<{ id: number; hash: string }> {
  const f = (await ctx.pool.query<{ id: string; hash: string }>(`SELECT id, hash FROM logs ORDER BY id DESC LIMIT 1`)).rows[0];
  return f ? { id: Number(f.id), hash: f.hash } : { id: 0, hash: '0'.repeat(64) };
}

/** The chain from `desde` on (the project's own check, verify.ts) must be intact. */
async function cadenaIntacta(ctx: Contexto, desde: { id: number; hash: string }, que: string): Promise<number> {
  const r = await verificarDesde(ctx.database.db, { id: desde.id, hash: desde.hash, total: 0 });
  if (!r.intacta) throw new Error(`Ventas concurrentes (${que}): la cadena de auditoría se rompe en la fila ${r.primer_error_id}`);
  return r.revisadas;
}

/**
 * Our sales of one level, checked in SQL: one sale per answer, each REALIZADA of the basket with its two
 * lines, exactly one charge, that charge the CARGO movement of her account for the amount under the
 * sale's own key (`venta:<provider>:<transaction>:<account>`), her account's balance the sum of its
 * movements, one audit row per sale (the REST write's), and the audit chain intact.
 */
async function comprobar(ctx: Contexto, p: Preparado, hechas: Array<{ idTransaccion: string; id: number; k: number }>, prefijo: string, desde: { id: number; hash: string }, cajeros: number) {
  const ventas = (
    await ctx.pool.query<{ id_transaccion: string; id: string; monto: string; estado: string; id_persona: number; lineas: number; cargos: Array<{ cuenta: number; monto: string; mov: number }> | null }>(
      `SELECT v.id_transaccion, v.id, v.monto::text AS monto, v.estado, v.id_persona,
         (SELECT count(*)::int FROM venta_detalle d WHERE d.id_venta = v.id) AS lineas,
         (SELECT json_agg(json_build_object('cuenta', vc.id_cuenta, 'monto', vc.monto::text, 'mov', vc.id_movimiento)) FROM venta_cargos vc WHERE vc.id_venta = v.id) AS cargos
       FROM ventas v WHERE v.id_entidad = $1 AND v.id_transaccion LIKE $2`,
      [p.idEntidad, `${prefijo}%`],
    )
  ).rows;
  const movimientos = new Map(
    (
      await ctx.pool.query<{ id: string; id_cuenta: number; tipo: string; monto: string; origen: string }>(`SELECT id, id_cuenta, tipo, monto::text AS monto, origen FROM movimientos WHERE origen = ANY($1::text[])`, [
        hechas.map((h) => `venta:${p.idEntidad}:${h.idTransaccion}:${p.pool[h.k]!.id_cuenta}`),
      ])
    ).rows.map((m) => [m.origen, m]),
  );
  const porId = new Map(ventas.map((v) => [v.id_transaccion, v]));
  const fallas: string[] = [];
  if (ventas.length !== hechas.length) fallas.push(`${ventas.length} ventas en la base, ${hechas.length} respondidas`);
  for (const h of hechas) {
    const v = porId.get(h.idTransaccion);
    const b = p.pool[h.k]!;
    const origen = `venta:${p.idEntidad}:${h.idTransaccion}:${b.id_cuenta}`;
    const m = movimientos.get(origen);
    const c = v?.cargos?.[0];
    if (!v || Number(v.id) !== h.id || v.estado !== 'REALIZADA' || v.monto !== MONTO || v.id_persona !== b.id_persona || v.lineas !== PRODUCTOS.length) fallas.push(`venta ${h.idTransaccion}: ${JSON.stringify(v)}`);
    else if (v.cargos?.length !== 1 || !c || c.cuenta !== b.id_cuenta || c.monto !== MONTO || !m || Number(m.id) !== c.mov || m.tipo !== 'CARGO' || m.monto !== MONTO || m.id_cuenta !== b.id_cuenta)
      fallas.push(`venta ${h.idTransaccion}: cargos ${JSON.stringify(v.cargos)}, movimiento ${JSON.stringify(m)}`);
  }
  const saldos = (
    await ctx.pool.query<{ id: number }>(
      `SELECT c.id FROM cuentas c WHERE c.id = ANY($1::int[]) AND c.saldo <> (
         SELECT coalesce(sum(CASE m.tipo WHEN 'ABONO' THEN m.monto WHEN 'CARGO' THEN -m.monto
           ELSE CASE (SELECT r.tipo FROM movimientos r WHERE r.id = m.id_movimiento_revertido) WHEN 'ABONO' THEN -m.monto ELSE m.monto END END), 0)
         FROM movimientos m WHERE m.id_cuenta = c.id)`,
      [[...new Set(hechas.map((h) => p.pool[h.k]!.id_cuenta))]],
    )
  ).rows;
  for (const s of saldos) fallas.push(`cuenta ${s.id}: saldo ≠ Σ movimientos`);
  const auditadas = Number(
    (await ctx.pool.query<{ n: string }>(`SELECT count(*) AS n FROM logs WHERE id > $1 AND tipo = 'REST' AND mensaje = $2 AND id_usuario = ANY($3::int[])`, [desde.id, RUTA, p.cajeros.map((c) => c.id)])).rows[0]!.n,
  );
  if (auditadas !== hechas.length) fallas.push(`${auditadas} filas de auditoría para ${hechas.length} ventas`);
  if (fallas.length) throw new Error(`Ventas concurrentes (${cajeros} cajeros), comprobación en SQL:\n${fallas.slice(0, 10).join('\n')}`);
  await cadenaIntacta(ctx, desde, `${cajeros} cajeros`);
}

/** What the replay needs to know of the captured sale: its values that differ from sale to sale. */
interface Captura {
  sentencias: Sentencia[];
  b: Persona;
  idTransaccion: string;
  idVenta: number;
  idMovimiento: number;
  auditoria: AuditEntry;
}

class Deshacer extends Error {}

/**
 * The captured sale's beneficiary: a copy of one of the pool's (person, bonus row, account with one
 * credit, card) with ids of its own far above any table's, written in the capture's transaction and
 * rolled back with it. The ids must be told apart in the captured statements (the loaded data's
 * beneficiary and account ids are equal), so none may equal another or a constant of the sale.
 */
const ID_CAPTURA = { persona: 1_900_000_011, beneficiaria: 1_900_000_023, cuenta: 1_900_000_037, movimiento: 1_900_000_051, secuencias: [1_900_000_100, 1_900_000_200] };
const DOCUMENTO_CAPTURA = '987654321012';
const TARJETA_CAPTURA = 'BECA0000C0FFEE';
const SALDO_CAPTURA = '1000.00';

async function beneficiariaDeCaptura(tx: Executor, modelo: Persona): Promise<Persona> {
  const run = (q: string) => tx.execute(sql.raw(q));
  const i = ID_CAPTURA;
  await run(`CREATE TEMP TABLE captura_persona ON COMMIT DROP AS SELECT * FROM personas WHERE id = ${modelo.id_persona}`);
  await run(`UPDATE captura_persona SET id = ${i.persona}, nro_documento = '${DOCUMENTO_CAPTURA}', movil = NULL`);
  await run(`INSERT INTO personas SELECT * FROM captura_persona`);
  await run(`CREATE TEMP TABLE captura_beneficiaria ON COMMIT DROP AS SELECT * FROM beneficiarias WHERE id = ${modelo.id_beneficiaria}`);
  await run(`UPDATE captura_beneficiaria SET id = ${i.beneficiaria}, id_persona = ${i.persona}, id_persona_titular = ${i.persona}`);
  await run(`INSERT INTO beneficiarias SELECT * FROM captura_beneficiaria`);
  await run(`INSERT INTO cuentas (id, id_beneficiaria, id_subsidio, saldo) VALUES (${i.cuenta}, ${i.beneficiaria}, 1, ${SALDO_CAPTURA})`);
  await run(`INSERT INTO movimientos (id, id_cuenta, tipo, monto, origen, fecha) VALUES (${i.movimiento}, ${i.cuenta}, 'ABONO', ${SALDO_CAPTURA}, 'bench:captura', now())`);
  await run(`INSERT INTO tarjetas (uuid, lote, estado, id_beneficiaria, fecha_asignacion) VALUES ('${TARJETA_CAPTURA}', 'BENCH-CAPTURA', 'ASIGNADO', ${i.beneficiaria}, now())`);
  return { k: -1, nro_documento: DOCUMENTO_CAPTURA, uuid: TARJETA_CAPTURA, id_persona: i.persona, id_beneficiaria: i.beneficiaria, id_cuenta: i.cuenta, saldo: Math.round(Number(SALDO_CAPTURA) * 100) };
}

const MARCA = (que: string) => sql.raw(`SELECT 'captura:${que}'`);

/**
 * One sale exactly as the route runs it (modules/ventas `vender`, then the REST write's audit row,
 * `writeAudit`, in the request's one transaction), preceded by the session look-up every
 * authenticated request makes, on a Drizzle that records each statement; then rolled back, with the
 * beneficiary it was made for. Answers the session look-up and the statements between the marks.
 * (The sequences of ventas and movimientos give the capture ids as distinct as the beneficiary's.)
 */
async function capturar(ctx: Contexto, p: Preparado): Promise<Captura> {
  const idTransaccion = `BVCAPTURA-${Date.now()}`;
  const r = p.replay;
  const fecha = new Date();
  const auditoria: AuditEntry = { nivel: 'INFO', tipo: 'REST', mensaje: RUTA, referencia: JSON.stringify({}), ip: '127.0.0.1', usuario: r.usuario, id_usuario: r.id, fecha };
  let idVenta = 0;
  let idMovimiento = 0;
  let b: Persona | undefined;
  // The sale's and the movement's ids come from their sequences: lent far values for the capture
  // (a sequence does not roll back), given back after it. The server is idle meanwhile.
  const secuencias = await Promise.all(
    (['ventas', 'movimientos'] as const).map(async (t) => {
      const nombre = (await ctx.pool.query<{ s: string }>(`SELECT pg_get_serial_sequence($1, 'id') AS s`, [t])).rows[0]!.s;
      const estado = (await ctx.pool.query<{ last_value: string; is_called: boolean }>(`SELECT last_value, is_called FROM ${nombre}`)).rows[0]!;
      return { nombre, ...estado };
    }),
  );
  for (const [i, sq] of secuencias.entries()) await ctx.pool.query(`SELECT setval($1, $2)`, [sq.nombre, ID_CAPTURA.secuencias[i]]);
  const sentencias = await capturarSql(ctx.urlBase, async (db) => {
    const sesion = await sesionConUsuario(db, r.sesion);
    if (!sesion) throw new Error('Ventas concurrentes: la sesión del cajero de la captura no está');
    try {
      await db.transaction(async (tx) => {
        b = await beneficiariaDeCaptura(tx, p.pool[0]!);
        const c: Ctx = {
          deps: { config: {} as Config, database: ctx.database, clock: () => fecha, jwtSecret: new Uint8Array() },
          db: tx,
          user: { id: r.id, usuario: r.usuario, id_rol: ROLES.CAJERO, id_entidad: p.idEntidad, id_sucursal: r.idSucursal, sessionId: r.sesion, cambiar_contrasena: false, permisos: {} },
          ip: '127.0.0.1',
        };
        await tx.execute(MARCA('inicio'));
        const v = await vender(c, JSON.parse(cuerpo(p, b, idTransaccion)));
        if ('rechazo' in v) throw new Error(`Ventas concurrentes: la venta capturada fue rechazada: ${JSON.stringify(v.rechazo)}`);
        await writeAudit(tx, auditoria);
        await tx.execute(MARCA('fin'));
        idVenta = v.datos.id;
        const m = await tx.execute<{ id: string }>(sql`SELECT id_movimiento AS id FROM venta_cargos WHERE id_venta = ${idVenta}`);
        idMovimiento = Number(m.rows[0]!.id);
        throw new Deshacer();
      });
    } catch (err) {
      if (!(err instanceof Deshacer)) throw err;
    }
  }).finally(async () => {
    for (const sq of secuencias) await ctx.pool.query(`SELECT setval($1, $2, $3)`, [sq.nombre, sq.last_value, sq.is_called]);
  });
  const inicio = sentencias.findIndex((s) => s.sql.includes("'captura:inicio'"));
  const fin = sentencias.findIndex((s) => s.sql.includes("'captura:fin'"));
  if (!/ from "sessions" /.test(sentencias[0]?.sql ?? '') || inicio < 0 || fin < inicio) throw new Error('Ventas concurrentes: la captura no tiene la forma esperada (sesión, venta entre las marcas)');
  return { sentencias: [sentencias[0]!, ...sentencias.slice(inicio + 1, fin)], b: b!, idTransaccion, idVenta, idMovimiento, auditoria };
}

const ISO = (d: Date) => d.toISOString();

/** The audit row's hash in SQL (audit.ts `rowHash` of a row with no key): the fields joined by U+001F, SHA-256 in hex. */
function hashSql(anterior: string, a: AuditEntry): string {
  const partes = [anterior, literal(a.nivel), literal(a.tipo), literal(a.mensaje as string), literal(a.referencia ?? ''), literal(a.ip ?? ''), literal(ISO(a.fecha)), literal(a.usuario ?? ''), literal(String(a.id_usuario ?? ''))];
  return `encode(sha256(convert_to(concat_ws(chr(31), ${partes.join(', ')}), 'UTF8')), 'hex')`;
}

const PRODUCE: Array<[RegExp, string]> = [
  [/from personas where nro_documento/i, 'p_'],
  [/from beneficiarias b join subsidios/i, 'b_'],
  [/from cuentas\s+where id_beneficiaria in .* for update/is, 'c_'],
  [/insert into ventas .* returning id/is, 'v_'],
  [/insert into movimientos .*'CARGO'/is, 'm_'],
  [/^select "hash" from "logs"/i, 'h_'],
];

/**
 * The pgbench script of the captured sale. The values that make each sale a different one become
 * pgbench's: `:k` picks her in the client's own share of the pool (no two clients on one beneficiary
 * at once, as our cashiers), her document and card are read from the pool table in the statements that
 * take them, the transaction id is `PGB-<client>-<random>`, and the ids the statements answer (person,
 * beneficiary row, account, sale, movement, the chain's last hash) are taken with `\gset` as the server
 * takes them; the audit row's hash is computed in SQL as audit.ts does. Everything else is the captured
 * statement with its values. Without `cerrojo`, the chain lock's statement is left out.
 */
async function guion(ctx: Contexto, p: Preparado, c: Captura, clientes: number, cerrojo: boolean): Promise<string> {
  const tx = `('${PREFIJO_PGBENCH}' || :client_id || '-' || :t)`;
  const enteros = new Map<number, string>([
    [c.b.id_persona, ':p_id'],
    [c.b.id_beneficiaria, ':b_id'],
    [c.b.id_cuenta, ':c_id'],
    [c.idVenta, ':v_id'],
    [c.idMovimiento, ':m_id'],
  ]);
  const constantes = [p.idEntidad, p.replay.id, p.replay.idSucursal, ...p.productos, 1];
  if (enteros.size !== 5 || [...enteros.keys()].some((v) => constantes.includes(v))) throw new Error(`Ventas concurrentes: ids de la captura ambiguos (${[...enteros.keys()].join(', ')} / ${constantes.join(', ')})`);
  let hashCapturado = '';
  let anterior = '';
  const textos = new Map<string, string>([
    [c.idTransaccion, tx],
    [`venta:${p.idEntidad}:${c.idTransaccion}:${c.b.id_cuenta}`, `(${literal(`venta:${p.idEntidad}:`)} || ${tx} || ${literal(':')} || :c_id)`],
    [c.b.nro_documento, `(SELECT nro_documento FROM ${POOL} WHERE k = :k)`],
    [c.b.uuid, `(SELECT uuid FROM ${POOL} WHERE k = :k)`],
  ]);
  const insercionLog = c.sentencias.find((s) => /^insert into "logs"/i.test(s.sql));
  if (!insercionLog) throw new Error('Ventas concurrentes: la captura no tiene la fila de auditoría');
  const ultimo = c.sentencias.find((s) => /^select "hash" from "logs"/i.test(s.sql));
  // The row's hash and the one before it: the last two 64-hex values of the insert.
  const hexes = insercionLog.params.filter((v): v is string => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v));
  if (!ultimo || hexes.length !== 2) throw new Error('Ventas concurrentes: la escritura de auditoría cambió (ultimoHash, hash_anterior, hash)');
  [anterior, hashCapturado] = hexes as [string, string];
  // The SQL hash must be the one audit.ts wrote for the captured row.
  const comprobado = (await ctx.pool.query<{ h: string }>(`SELECT ${hashSql('CAST($1 AS text)', c.auditoria)} AS h`, [anterior])).rows[0]!.h;
  if (comprobado !== hashCapturado) throw new Error(`Ventas concurrentes: el hash en SQL (${comprobado}) no es el de audit.ts (${hashCapturado})`);
  textos.set(anterior, ':h_hash');
  textos.set(hashCapturado, hashSql('CAST(:h_hash AS text)', c.auditoria));

  const cerrojos = c.sentencias.filter((s) => /pg_advisory_xact_lock/.test(s.sql)).length;
  if (cerrojos !== 1) throw new Error(`Ventas concurrentes: ${cerrojos} tomas del cerrojo de la cadena en la venta`);
  const vistos = new Set<string>();
  const lineas = c.sentencias.flatMap((s, i) => {
    if (!cerrojo && /pg_advisory_xact_lock/.test(s.sql)) return [];
    const params = s.params.map((v) => {
      const clave = v instanceof Date ? ISO(v) : String(v);
      if ((typeof v === 'number' || /^\d+$/.test(clave)) && enteros.has(Number(clave))) {
        vistos.add(enteros.get(Number(clave))!);
        return { crudo: enteros.get(Number(clave))! };
      }
      if (textos.has(clave)) {
        vistos.add(clave);
        return { crudo: textos.get(clave)! };
      }
      return v;
    });
    const linea = s.sql.replace(/\s+/g, ' ').trim().replace(/\$(\d+)/g, (_, n: string) => {
      const v = params[Number(n) - 1];
      return v && typeof v === 'object' && 'crudo' in v ? (v as { crudo: string }).crudo : literal(v);
    });
    const produce = PRODUCE.find(([re]) => re.test(s.sql))?.[1];
    const orden = produce ? `${linea} \\gset ${produce}` : `${linea};`;
    // The session look-up runs before the request's transaction, as it does in the server.
    return i === 0 ? [orden, 'BEGIN;'] : [orden];
  });
  for (const v of [':p_id', ':b_id', ':c_id', ':v_id', ':m_id', c.idTransaccion, c.b.nro_documento, c.b.uuid, anterior, hashCapturado]) {
    if (!vistos.has(v)) throw new Error(`Ventas concurrentes: la captura no usa ${v}; ¿cambió la venta?`);
  }
  for (const [, prefijo] of PRODUCE) if (!lineas.some((l) => l.endsWith(`\\gset ${prefijo}`))) throw new Error(`Ventas concurrentes: ninguna sentencia da ${prefijo}*`);
  // Every `:name` left is one of the script's variables (a stray one would be an undefined variable, or worse a wrong value).
  const variables = new Set(['k', 't', 'client_id', 'p_id', 'b_id', 'c_id', 'v_id', 'm_id', 'h_hash']);
  for (const l of lineas) for (const [, nombre] of l.matchAll(/(?<!:):([A-Za-z0-9_]+)/g)) if (!variables.has(nombre!)) throw new Error(`Ventas concurrentes: ":${nombre}" en el guion de pgbench: ${l.slice(0, 200)}`);
  const porCliente = Math.floor(p.pool.length / clientes);
  return [`\\set k :client_id + ${clientes} * random(0, ${porCliente - 1})`, `\\set t random(1, 1000000000000000)`, ...lineas, 'COMMIT;', ''].join('\n');
}

/**
 * What one pgbench run wrote, checked and then removed, so that every run (and what follows in the
 * benchmark) starts from the same data: its sales (one per transaction, each with its lines, its
 * charge and its CARGO), their balances given back, and its audit rows. Only pgbench writes the chain
 * meanwhile (the server is idle): a row of anyone else after `desde` stops the run, since removing
 * pgbench's rows would break its link. Answers the sales it found and the rows that did not link to
 * the row before them.
 */
async function quitarPgbench(ctx: Contexto, p: Preparado, desde: { id: number; hash: string }): Promise<{ ventas: number; bifurcaciones: number; auditadas: number }> {
  const client = await ctx.pool.connect();
  try {
    const ajenas = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM logs WHERE id > $1 AND id_usuario IS DISTINCT FROM $2`, [desde.id, p.replay.id])).rows[0]!.n);
    if (ajenas > 0) throw new Error(`Ventas concurrentes: ${ajenas} filas de auditoría de otros entre las de pgbench; no se pueden quitar sin romper la cadena`);
    const r = (
      await client.query<{ ventas: number; malas: number; bifurcaciones: number; auditadas: number }>(
        `WITH v AS (SELECT id FROM ventas WHERE id_entidad = $1 AND id_transaccion LIKE '${PREFIJO_PGBENCH}%'),
           l AS (SELECT hash_anterior, lag(hash) OVER (ORDER BY id) AS previo FROM logs WHERE id >= $2)
         SELECT (SELECT count(*)::int FROM v) AS ventas,
           (SELECT count(*)::int FROM v WHERE (SELECT count(*) FROM venta_cargos c JOIN movimientos m ON m.id = c.id_movimiento AND m.tipo = 'CARGO' AND m.monto = c.monto WHERE c.id_venta = v.id) <> 1
              OR (SELECT count(*) FROM venta_detalle d WHERE d.id_venta = v.id) <> ${PRODUCTOS.length}) AS malas,
           (SELECT count(*)::int FROM l WHERE previo IS NOT NULL AND hash_anterior <> previo) AS bifurcaciones,
           (SELECT count(*)::int FROM logs WHERE id > $2) AS auditadas`,
        [p.idEntidad, desde.id],
      )
    ).rows[0]!;
    if (r.malas > 0) throw new Error(`Ventas concurrentes: ${r.malas} ventas de pgbench sin su cargo o sus líneas`);
    const suyas = `SELECT id FROM ventas WHERE id_entidad = ${Number(p.idEntidad)} AND id_transaccion LIKE '${PREFIJO_PGBENCH}%'`;
    await client.query('BEGIN');
    await client.query(`CREATE TEMP TABLE cargos_pgbench ON COMMIT DROP AS SELECT id_cuenta, id_movimiento, monto FROM venta_cargos WHERE id_venta IN (${suyas})`);
    await client.query(`DELETE FROM venta_cargos WHERE id_venta IN (${suyas})`);
    await client.query(`UPDATE cuentas k SET saldo = k.saldo + x.suma FROM (SELECT id_cuenta, sum(monto) AS suma FROM cargos_pgbench GROUP BY id_cuenta) x WHERE k.id = x.id_cuenta`);
    await client.query(`DELETE FROM movimientos WHERE id IN (SELECT id_movimiento FROM cargos_pgbench)`);
    await client.query(`DELETE FROM venta_detalle WHERE id_venta IN (${suyas})`);
    await client.query(`DELETE FROM ventas WHERE id IN (${suyas})`);
    await client.query(`DELETE FROM logs WHERE id > $1`, [desde.id]);
    await client.query('COMMIT');
    await client.query('VACUUM ventas, venta_detalle, venta_cargos, movimientos, cuentas, logs');
    return { ventas: r.ventas, bifurcaciones: r.bifurcaciones, auditadas: r.auditadas };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

async function pgbench(ctx: Contexto, p: Preparado, c: Captura, cajeros: number, segundos: number, cerrojo: boolean): Promise<MedidaPgbench> {
  const desde = await cola(ctx);
  const script = await guion(ctx, p, c, cajeros, cerrojo);
  const nombre = `ventas-${cerrojo ? 'con' : 'sin'}-cerrojo-${cajeros}`;
  let m: MedidaCarga | undefined;
  let fallo: unknown = null;
  try {
    m = await correrPgbench(ctx.urlBase, script, { conexiones: cajeros, segundos }, ctx.carpeta, nombre);
    // With the lock, what pgbench appended is a chain the project's own check accepts (the replay is faithful).
    if (cerrojo) await cadenaIntacta(ctx, desde, `pgbench, ${cajeros} clientes`);
  } catch (err) {
    fallo = err;
  }
  // Whatever happened, what pgbench wrote goes (a failed run may have committed sales too).
  const quitado = await quitarPgbench(ctx, p, desde);
  if (fallo || !m) throw fallo;
  if (m.errors > 0 || quitado.ventas !== m.requests || quitado.auditadas !== m.requests) {
    throw new Error(`Ventas concurrentes: pgbench (${nombre}) registró ${m.requests} transacciones (${m.errors} fallidas); ${quitado.ventas} ventas y ${quitado.auditadas} filas de auditoría en la base`);
  }
  if (cerrojo && quitado.bifurcaciones > 0) throw new Error(`Ventas concurrentes: ${quitado.bifurcaciones} bifurcaciones de la cadena con el cerrojo`);
  ctx.log(`  pgbench ${cerrojo ? 'con' : 'sin'} cerrojo: ${m.requestsPerSecond} tps, p50 ${m.p50} ms, p95 ${m.p95} ms${cerrojo ? '' : `; ${quitado.bifurcaciones} de ${m.requests} filas de auditoría fuera de la cadena`}`);
  return { transactionsPerSecond: m.requestsPerSecond, transactions: m.requests, p50: m.p50, p95: m.p95, chainForks: quitado.bifurcaciones };
}

export const ventasConcurrentes: Grupo<ResultadoVentas> = {
  clave: 'sales',
  titulo: 'Concurrent audited sales',
  async medir(ctx) {
    const humo = ctx.escala < 0.01;
    const niveles = humo ? CAJEROS_HUMO : CAJEROS;
    const segundos = humo ? SEGUNDOS_HUMO : SEGUNDOS;
    const maximo = Math.max(...niveles);
    const inicio = await cola(ctx);
    const p = await preparar(ctx, maximo);
    try {
      const cuentas: Cuenta = { iniciadas: p.pool.map(() => 0), respondidas: p.pool.map(() => 0) };
      ctx.log(`${miles(p.pool.length)} beneficiarias con tarjeta y saldo, ${maximo} cajeros en ${p.puntos.length} cajas`);
      const corrida = `BV${Date.now().toString(36)}-`;
      const captura = await capturar(ctx, p);
      const levels: NivelVentas[] = [];
      for (const c of niveles) {
        const prefijo = `${corrida}${c}-`;
        const desde = await cola(ctx);
        const r = await nuestras(ctx, p, cuentas, c, segundos, prefijo);
        await comprobar(ctx, p, r.hechas, prefijo, desde, c);
        const salesPerSecond = redondeo(r.hechas.length / r.seconds);
        ctx.log(`${String(c).padStart(2)} cajeros: ${miles(r.hechas.length)} ventas en ${r.seconds.toFixed(2)} s, ${salesPerSecond} ventas/s, p50 ${r.p50} ms, p95 ${r.p95} ms (comprobadas en SQL)`);
        const conCerrojo = await pgbench(ctx, p, captura, c, segundos, true);
        const sinCerrojo = await pgbench(ctx, p, captura, c, segundos, false);
        const ratio = redondeo(salesPerSecond / conCerrojo.transactionsPerSecond, 2);
        levels.push({ cashiers: c, seconds: redondeo(r.seconds, 2), sales: r.hechas.length, salesPerSecond, p50: r.p50, p95: r.p95, p99: r.p99, pgbenchWithLock: conCerrojo, pgbenchWithoutLock: sinCerrojo, ratioToPgbench: ratio, meetsTarget: ratio >= OBJETIVO });
      }
      await cadenaIntacta(ctx, inicio, 'al final');
      const ultimo = levels.at(-1)!;
      return {
        beneficiaries: p.pool.length,
        pointsOfSale: p.puntos.length,
        basket: `${PRODUCTOS.map((x) => `1 ${x.unidad} ${x.sigla} at ${x.precio}`).join(' + ')} = ${MONTO} Bs, paid by card`,
        statements: captura.sentencias.length,
        secondsPerLevel: segundos,
        levels,
        lockCost: { cashiers: ultimo.cashiers, ratio: redondeo(ultimo.pgbenchWithoutLock.transactionsPerSecond / ultimo.pgbenchWithLock.transactionsPerSecond, 2) },
        meetsTarget: levels.every((l) => l.meetsTarget),
      };
    } finally {
      await ctx.pool.query(`DROP TABLE IF EXISTS ${POOL}`);
    }
  },
  markdown(r) {
    const filas = r.levels.map(
      (l) =>
        `| ${l.cashiers} | ${miles(l.sales)} | ${l.salesPerSecond} | ${l.p50} | ${l.p95} | ${l.pgbenchWithLock.transactionsPerSecond} | ${l.pgbenchWithLock.p50} | ${l.pgbenchWithLock.p95} | ${l.pgbenchWithoutLock.transactionsPerSecond} | ${l.pgbenchWithoutLock.chainForks} | ${l.ratioToPgbench.toFixed(2)}× | ${l.meetsTarget ? 'met' : 'missed'} |`,
    );
    return [
      `Sales through the provider's API as a cashier's point of sale sends them: \`${RUTA}\` with the cashier's session (a CAJERO bound to one of ${r.pointsOfSale} tills of a synthetic provider), ${r.basket}, to ${miles(r.beneficiaries)} loaded beneficiaries of the bonus (each with a card assigned for the run), each cashier selling again as soon as she is answered, ${r.secondsPerLevel} s per level. Every answer is checked (status, the sale, her balance after it); then in SQL: one sale per answer, each with its lines, one charge and its CARGO under the sale's key, every balance the sum of its movements, one audit row per sale, and the audit chain intact (verify.ts). The sales stay: they are the ledger's own, consistent by construction.`,
      `Against pgbench replaying the same request's ${r.statements} statements as captured from our code (modules/ventas \`vender\` and the REST audit row, \`writeAudit\`, after the session look-up each request makes), inside BEGIN/COMMIT, \`-M prepared\`, as many clients as cashiers: each transaction sells to another beneficiary (\`:k\` in the client's own share of the pool, a transaction id of its own, the ids \`\\gset\` from the statements that answer them, the audit hash computed in SQL exactly as audit.ts does, checked). Once with the chain's lock (\`pg_advisory_xact_lock\`, \`bloquearCadena\`; the rows it appends pass the chain check) and once without (the rows no longer chain: "forks"). What pgbench wrote is removed after each run. Our server holds at most 10 connections (DB_POOL_MAX); pgbench holds one per client.`,
      '',
      `| Cashiers | Sales | Ours (sales/s) | p50 (ms) | p95 (ms) | pgbench with lock (tps) | p50 (ms) | p95 (ms) | pgbench without lock (tps) | Forks without lock | Ours / pgbench with lock | Target (≥ ${OBJETIVO}×) |`,
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ...filas,
      '',
      r.lockCost ? `**The chain lock's cost** at ${r.lockCost.cashiers} clients: pgbench without the lock ÷ with it = **${r.lockCost.ratio.toFixed(2)}×**.` : '',
    ];
  },
};
