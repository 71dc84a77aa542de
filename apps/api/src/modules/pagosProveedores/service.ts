import type { Stream } from 'node:stream';
import { AppError, notFound } from '../../core/errors.js';
import { centavosADecimal, decimalACentavos, decimalConComa, diasElegidos, nombreArchivo as nombreDeArchivo, parteDeNombre, liquidarSchema, pagoIdSchema, pagosFiltroSchema, reportePagosSchema, fechaBolivia, inicioDiaBolivia, fechaHora, sumarDias, type ResultadoLiquidacion } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import { readExecutor, type Ctx } from '../../core/context.js';
import type { Executor } from '../../db/client.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { csvStream } from '../../core/csv.js';
import { iso } from '../../core/sql.js';
import { TesoroClient } from '../../integrations/tesoro/client.js';
import { writeAudit } from '../logs/audit.js';
import type { Almacen } from '../archivos/almacen.js';
import { almacen } from '../archivos/service.js';
import { registrarSolicitudesPago } from '../firmas/service.js';
import { avisar } from '../notificaciones/service.js';
import { avisos } from '../notificaciones/correos.js';
import * as repo from './repository.js';

/**
 * Payments to providers (spec part 2 §2.18, §3 'Payment'; issue 17). A settlement totals each
 * provider's unsettled REALIZADA sales of the days before `hasta` into one ENVIADO payment, in one
 * short transaction; the batch goes to the treasury outside any transaction; its answers (PAGADO,
 * OBSERVADO) are stored by the polling (tesoro.ts) or right after the button's settlement.
 */

export interface Registro {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
  error(o: object, m: string): void;
}

/** Payments sent in one batch: a treasury request stays small. */
const POR_LOTE = 500;

/**
 * The settlement itself, in one transaction under its advisory lock: per provider one payment of
 * exactly its sales linked by `id_pago is null`; the sums are checked before the commit (a payment
 * whose sales do not add up undoes the whole settlement). Sales reverse only on their own day, and
 * `hasta` is at most today, so no settled sale can still be reversed.
 */
export async function liquidarVentas(db: Executor, hasta: string, cuando: Date, quien: number | null, deposito: Almacen): Promise<{ ids: number[]; centavos: number }> {
  return db.transaction(async (tx) => {
    await repo.bloquearLiquidacion(tx);
    const grupos = await repo.gruposPorLiquidar(tx, hasta);
    const ids: number[] = [];
    let centavos = 0;
    for (const g of grupos) {
      const id = await repo.insertarPago(tx, { id_entidad: g.id_entidad, monto: g.monto, periodo_inicial: g.desde, periodo_final: g.hasta, estado: 'ENVIADO', fecha_solicitud: cuando, _user_created: quien, _created_at: cuando });
      await repo.asignarVentas(tx, id, g.id_entidad, hasta);
      await avisar(tx, g.id_entidad, avisos.pagoEnviado({ id, monto: g.monto, desde: g.desde, hasta: g.hasta }), cuando);
      ids.push(id);
      centavos += decimalACentavos(g.monto);
    }
    const mal = await repo.descuadrados(tx, ids);
    if (mal.length > 0) throw new AppError('INTERNAL', MENSAJES.liquidacionDescuadrada, undefined, { cause: { pagos: mal }, logMessage: 'liquidación descuadrada' });
    await registrarSolicitudes(tx, deposito, ids, quien, cuando);
    if (ids.length > 0) await writeAudit(tx, { nivel: 'INFO', tipo: 'PAGO', mensaje: MENSAJES.auditoriaVentasLiquidadas, referencia: JSON.stringify({ hasta, pagos: ids.length, total: centavosADecimal(centavos) }), id_usuario: quien, fecha: cuando });
    return { ids, centavos };
  });
}

/** Each new payment's request to the treasury, drawn as a PDF waiting for a signature (issue 18), in the settlement's transaction. */
async function registrarSolicitudes(tx: Executor, deposito: Almacen, ids: number[], quien: number | null, cuando: Date) {
  const porPago = new Map<number, Array<{ dia: string; ventas: number; monto: string }>>();
  for (const r of await repo.ventasPorDia(tx, ids)) porPago.set(Number(r.id_pago), [...(porPago.get(Number(r.id_pago)) ?? []), { dia: r.dia, ventas: r.ventas, monto: r.monto }]);
  const solicitudes = (await repo.solicitudes(tx, ids)).map((p) => ({ solicitud: { ...p, fecha_solicitud: new Date(p.fecha_solicitud) }, entidad: p.id_entidad, resumen: porPago.get(p.id) ?? [] }));
  await registrarSolicitudesPago(tx, deposito, solicitudes, quien, cuando);
}

/** ENVIADO payments with no batch yet (`ids`: only those) go to the treasury, POR_LOTE at a time; each batch id stored. */
export async function enviarAlTesoro(db: Executor, tesoro: TesoroClient, ids?: number[]): Promise<string[]> {
  const lotes: string[] = [];
  for (;;) {
    const pendientes = await repo.sinLote(db, POR_LOTE, ids);
    if (pendientes.length === 0) return lotes;
    const lote = await tesoro.enviarLote(
      pendientes.map((p) => ({
        referencia: String(p.id),
        nit: p.nit ?? 'SIN NIT',
        razon_social: p.razon_social,
        monto: decimalACentavos(p.monto),
        glosa: `Pago por ventas del ${p.periodo_inicial} al ${p.periodo_final} (Programa Esfuerzo por Bolivia)`,
      })),
    );
    await repo.fijarLote(db, pendientes.map((p) => p.id), lote);
    lotes.push(lote);
    if (pendientes.length < POR_LOTE) return lotes;
  }
}

/**
 * The job's send: the ENVIADO payments without a batch, by one copy of the API at a time. Another
 * copy's round finds the lock taken and leaves them (null): without it two copies could both read
 * the same payments and send them in two batches. The lock lasts the transaction, the send inside it.
 */
export async function enviarEnRonda(db: Executor, timeoutMs: number): Promise<string[] | null> {
  // The client reads the treasury's address through the transaction: on PGlite the database itself would wait for it.
  return db.transaction(async (tx) => ((await repo.tomarEnvio(tx)) ? enviarAlTesoro(tx, new TesoroClient(tx, timeoutMs)) : null));
}

/** Asks the treasury about batches (default: every one that still holds an ENVIADO payment) and stores each final answer once. */
export async function revisarLotes(db: Executor, tesoro: TesoroClient, cuando: Date, log: Registro, lotes?: string[]): Promise<{ pagados: number; observados: number; errores: number }> {
  const r = { pagados: 0, observados: 0, errores: 0 };
  for (const lote of lotes ?? (await repo.lotesEnviados(db, 200))) {
    try {
      const respuestas = await tesoro.consultarLote(lote);
      for (const p of respuestas) {
        if (p.estado === 'ENVIADO') continue;
        const id = Number(p.referencia);
        if (!Number.isSafeInteger(id)) continue;
        const cambio = await db.transaction(async (tx) => {
          const hecho = await repo.asentar(tx, id, lote, { ...p, estado: p.estado }, cuando);
          if (hecho) {
            const datos = { id: hecho.id, monto: hecho.monto, desde: hecho.desde, hasta: hecho.hasta };
            await avisar(tx, hecho.id_entidad, p.estado === 'PAGADO' ? avisos.pagoPagado(datos) : avisos.pagoObservado({ ...datos, observacion: hecho.observacion }), cuando);
          }
          if (hecho) await writeAudit(tx, { nivel: p.estado === 'PAGADO' ? 'INFO' : 'ADVERTENCIA', tipo: 'PAGO', mensaje: p.estado === 'PAGADO' ? MENSAJES.auditoriaPagoProveedorPagado : MENSAJES.auditoriaPagoProveedorObservado, referencia: JSON.stringify({ id, lote, codigo: p.codigo_respuesta_mefp }), fecha: cuando });
          return hecho !== null;
        });
        if (cambio && p.estado === 'PAGADO') r.pagados++;
        else if (cambio) r.observados++;
      }
    } catch (err) {
      r.errores++;
      log.error({ err, lote }, 'revisión de un lote del tesoro fallida: se intenta en la próxima ronda');
    }
  }
  return r;
}

/** `POST /api/v1/pagos/liquidar` (liquidaciones:create): settles, sends, and asks for the answers at once. */
export async function liquidar(ctx: Ctx, body: unknown, log: Registro): Promise<ResultadoLiquidacion & { enviados: number }> {
  const quien = requireUser(ctx);
  const cuando = ctx.deps.clock();
  const hoy = fechaBolivia(cuando);
  const { hasta: pedido } = parse(liquidarSchema, body);
  if (pedido !== null && pedido > hoy) throw new AppError('VALIDATION', MENSAJES.liquidacionHastaFutura, { campos: { hasta: MENSAJES.liquidacionHastaFutura } });
  const hasta = pedido ?? hoy;
  const { ids, centavos } = await liquidarVentas(ctx.db, hasta, cuando, quien.id, almacen(ctx));
  const tesoro = new TesoroClient(ctx.db, ctx.deps.config.INTEGRATION_TIMEOUT_MS);
  let enviados = 0;
  try {
    const lotes = await enviarAlTesoro(ctx.db, tesoro, ids);
    enviados = ids.length;
    if (lotes.length > 0) await revisarLotes(ctx.db, tesoro, ctx.deps.clock(), log, lotes);
  } catch (err) {
    // The settlement stands: the job sends the payments still without a batch in its next round.
    log.warn({ err, pagos: ids }, 'el tesoro no recibió el lote: se reenvía en la próxima ronda');
  }
  return { pagos: ids.length, total: centavosADecimal(centavos), hasta, enviados };
}

type Fila = Awaited<ReturnType<typeof repo.buscar>> & object;
const salida = (r: Fila) => ({ ...r, fecha_solicitud: iso(r.fecha_solicitud), fecha_pago: iso(r.fecha_pago), fecha_procesamiento: iso(r.fecha_procesamiento) });

/** GraphQL `pagos`: a provider its own, staff with liquidaciones:read every provider's. */
export async function listar(ctx: Ctx, args: unknown) {
  const user = requireUser(ctx);
  const f = parse(pagosFiltroSchema, args);
  const r = await repo.listar(ctx.db, f, entidadScope(user));
  return { count: r.count, rows: r.rows.map(salida) };
}

const LOTE = 1000;


const COLUMNAS_DETALLE = [
  ['fecha', 'fecha'],
  ['id_transaccion', 'id_transaccion'],
  ['punto_venta', 'punto_venta'],
  ['metodo', 'metodo'],
  ['productos', 'productos'],
  ['monto', 'monto'],
].map(([key, header]) => ({ key: key!, header: header! }));

async function* ventasDePago(db: Executor, idPago: number) {
  let despues = 0;
  for (;;) {
    const pagina = await repo.paginaVentasDePago(db, idPago, despues, LOTE);
    for (const v of pagina) yield { fecha: fechaHora(new Date(v.fecha)), id_transaccion: v.id_transaccion, punto_venta: v.punto_venta, metodo: v.metodo, productos: v.productos ?? '', monto: decimalConComa(v.monto) };
    if (pagina.length < LOTE) return;
    despues = pagina[pagina.length - 1]!.id;
  }
}

/** `GET /api/v1/ventas/pagos/{id}`: the sales of a PAGADO payment, one row each; another provider's is "not found". */
export async function detalleCsv(ctx: Ctx, params: unknown): Promise<{ nombreArchivo: string; contenido: Stream }> {
  const user = requireUser(ctx);
  const { id } = parse(pagoIdSchema, params);
  const pago = await repo.buscar(ctx.db, id);
  const alcance = entidadScope(user);
  if (!pago || (alcance !== null && pago.id_entidad !== alcance)) throw notFound();
  if (pago.estado !== 'PAGADO') throw new AppError('CONFLICT', MENSAJES.pagoNoPagado({ estado: pago.estado }));
  // Named by the provider and the days the payment covers, as the list shows them, not by its id (issue 32).
  const nombreArchivo = nombreDeArchivo('csv', 'ventas-pagadas', parteDeNombre(pago.nombre_entidad), diasElegidos(pago.periodo_inicial, pago.periodo_final));
  return { nombreArchivo, contenido: csvStream(COLUMNAS_DETALLE, ventasDePago(ctx.db, id)) };
}

const COLUMNAS_RESUMEN = ['nit', 'entidad', 'pagos', 'total', 'pagado', 'enviado', 'observado'].map((k) => ({ key: k, header: k }));
const COLUMNAS_DETALLADO = [
  ['id', 'id_pago'],
  ['nit', 'nit'],
  ['entidad', 'entidad'],
  ['periodo_inicial', 'periodo_inicial'],
  ['periodo_final', 'periodo_final'],
  ['monto', 'monto'],
  ['estado', 'estado'],
  ['fecha_solicitud', 'fecha_solicitud'],
  ['fecha_pago', 'fecha_pago'],
  ['id_solicitud_pago_lote', 'id_solicitud_pago_lote'],
  ['id_transaccion', 'id_transaccion'],
  ['codigo_respuesta_mefp', 'codigo_respuesta_mefp'],
  ['observacion_mefp', 'observacion_mefp'],
].map(([key, header]) => ({ key: key!, header: header! }));

async function* filasResumen(db: Executor, desde: Date, hasta: Date) {
  for (const r of await repo.resumen(db, desde, hasta)) yield { nit: r.nit ?? '', entidad: r.entidad, pagos: String(r.pagos), total: decimalConComa(r.total), pagado: decimalConComa(r.pagado), enviado: decimalConComa(r.enviado), observado: decimalConComa(r.observado) };
}

async function* filasDetallado(db: Executor, desde: Date, hasta: Date) {
  let despues = 0;
  for (;;) {
    const pagina = await repo.paginaDetallado(db, desde, hasta, despues, LOTE);
    for (const p of pagina) {
      yield {
        id: String(p.id),
        nit: p.nit ?? '',
        entidad: p.nombre_entidad,
        periodo_inicial: p.periodo_inicial,
        periodo_final: p.periodo_final,
        monto: decimalConComa(p.monto),
        estado: p.estado,
        fecha_solicitud: fechaHora(new Date(p.fecha_solicitud)),
        fecha_pago: p.fecha_pago ? fechaHora(new Date(p.fecha_pago)) : '',
        id_solicitud_pago_lote: p.id_solicitud_pago_lote ?? '',
        id_transaccion: p.id_transaccion ?? '',
        codigo_respuesta_mefp: p.codigo_respuesta_mefp ?? '',
        observacion_mefp: p.observacion_mefp ?? '',
      };
    }
    if (pagina.length < LOTE) return;
    despues = pagina[pagina.length - 1]!.id;
  }
}

/**
 * `GET /api/v1/pagos/reporte/{from}/{to}?tipo=` ('Pagos a entidades', spec §2.12): the payments
 * requested from `from` 00:00 to `to` 00:00 in Bolivia (`to` is the last day plus one), per provider
 * (resumen) or one row each (detallado). Read where reads may lag (`readExecutor`, the standby; decision 059).
 */
export async function reporte(ctx: Ctx, params: unknown, query: unknown): Promise<{ nombreArchivo: string; contenido: Stream }> {
  requireUser(ctx);
  const { from, to, tipo } = parse(reportePagosSchema, { ...(params as object), ...(query as object) });
  const desde = inicioDiaBolivia(from);
  const hasta = inicioDiaBolivia(to);
  // The days chosen, `to` being the last one plus one (issue 32).
  const nombreArchivo = nombreDeArchivo('csv', 'pagos-entidades', tipo, diasElegidos(from, sumarDias(to, -1)));
  const lectura = readExecutor(ctx);
  if (tipo === 'resumen') return { nombreArchivo, contenido: csvStream(COLUMNAS_RESUMEN, filasResumen(lectura, desde, hasta)) };
  return { nombreArchivo, contenido: csvStream(COLUMNAS_DETALLADO, filasDetallado(lectura, desde, hasta)) };
}
