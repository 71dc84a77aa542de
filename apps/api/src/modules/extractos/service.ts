import { centavosADecimal, decimalACentavos, extractoParamsSchema } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import type { ArchivoGenerado } from '../../core/archivo.js';
import { readExecutor, type Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import type { Executor } from '../../db/client.js';
import { personasDelDocumento, saldosDePersonas } from '../entregas/service.js';
import { dibujarExtracto, dibujarSaldos, type MovimientoExtracto, type SaldoCuenta, type Titular } from './dibujo.js';
import * as repo from './repository.js';
import { parsearOrigen } from '../cuentas/origen.js';

/**
 * A person's statement and balances at the customer-service counter (spec part 2 §2.12 Extractos,
 * §7; decision 026), PDFs the routes answer in base64 as every spec file (decision 041). The
 * document's holder is looked up on the primary (a miss is "not found"); the accounts, movements
 * and balances where reads may lag (`readExecutor`, the standby; decision 059).
 */

const LOTE = 1000;

async function titular(ctx: Ctx, params: unknown) {
  const { ci } = parse(extractoParamsSchema, params);
  const personas = await personasDelDocumento(ctx.db, ci);
  if (personas.length === 0) throw new AppError('NOT_FOUND', MENSAJES.documentoNoEncontrado({ documento: ci }));
  const p = personas[0]!;
  const t: Titular = { nombre: p.nombre, documento: p.complemento ? `${p.nro_documento}-${p.complemento}` : p.nro_documento };
  return { ci, ids: personas.map((x) => x.id), titular: t };
}

/** In words, where a movement comes from. */
export function detalle(m: repo.FilaMovimiento): string {
  const asignacion = (n: number | null) => (n === null ? '' : ` (asignación ${n})`);
  if (m.tipo === 'REVERSO') return `Reverso (${m.origen})`;
  const o = parsearOrigen(m.origen);
  switch (o?.tipo) {
    case 'planilla':
      return `Planilla ${m.planilla ?? ''}${asignacion(m.nro_asignacion)}`;
    case 'entrega':
      return `Entrega de paquete en ${m.regional ?? ''}${asignacion(m.entrega_asignacion)}`;
    case 'inscripcion':
      return `Inscripción al subsidio universal${asignacion(o.asignacion)}`;
    case 'venta':
      return m.proveedor ? `Compra en ${m.proveedor} (${o.idTransaccion})` : `Compra ${o.idEntidad}:${o.idTransaccion}:${o.idCuenta}`;
    default:
      return m.origen;
  }
}

/** A page of movements with what names their origin: the payroll line's payroll and assignment, the delivery's regional and assignment. */
async function conNombres(db: Executor, pagina: repo.Movimiento[]): Promise<repo.FilaMovimiento[]> {
  const origenes = pagina.map((m) => parsearOrigen(m.origen));
  const idsLinea = new Set<number>();
  const idsEntrega = new Set<number>();
  const idsProveedor = new Set<number>();
  for (const o of origenes) {
    if (o?.tipo === 'planilla') idsLinea.add(o.idLinea);
    else if (o?.tipo === 'entrega') idsEntrega.add(o.idEntrega);
    else if (o?.tipo === 'venta') idsProveedor.add(o.idEntidad);
  }
  const lineas = new Map((await repo.lineasDePlanilla(db, [...idsLinea])).map((l) => [l.id, l]));
  const entregas = new Map((await repo.entregasConRegional(db, [...idsEntrega])).map((e) => [e.id, e]));
  const proveedores = new Map((await repo.nombresDeEntidades(db, [...idsProveedor])).map((e) => [Number(e.id), e.nombre]));
  return pagina.map((m, i) => {
    const o = origenes[i];
    const linea = o?.tipo === 'planilla' ? lineas.get(o.idLinea) : undefined;
    const entrega = o?.tipo === 'entrega' ? entregas.get(o.idEntrega) : undefined;
    const proveedor = o?.tipo === 'venta' ? (proveedores.get(o.idEntidad) ?? null) : null;
    return { ...m, planilla: linea?.planilla ?? null, nro_asignacion: linea?.nro_asignacion ?? null, regional: entrega?.regional ?? null, entrega_asignacion: entrega?.nro_asignacion ?? null, proveedor };
  });
}

/** The movement's effect on its account in centavos: an ABONO adds, a CARGO takes, a REVERSO undoes. */
const efecto = (m: repo.FilaMovimiento) => {
  const c = decimalACentavos(m.monto);
  if (m.tipo === 'ABONO') return c;
  if (m.tipo === 'CARGO') return -c;
  return m.revertido === 'ABONO' ? -c : c;
};

const conSigno = (c: number) => `${c < 0 ? '-' : '+'}${centavosADecimal(Math.abs(c))}`;
const bs = (c: number) => (c < 0 ? `-${centavosADecimal(-c)}` : centavosADecimal(c));

/**
 * The movements of these accounts oldest first, a thousand at a time (keyset), each with its
 * account's running balance, which `saldos` holds when the iteration ends.
 */
export async function* movimientos(db: Executor, cuentas: Array<{ id: number; subsidio: string }>, saldos: Map<number, number>): AsyncGenerator<MovimientoExtracto> {
  if (cuentas.length === 0) return;
  const subsidio = new Map(cuentas.map((c) => [c.id, c.subsidio]));
  for (const c of cuentas) saldos.set(c.id, 0);
  let despues = 0;
  while (true) {
    const pagina = await conNombres(db, await repo.paginaMovimientos(db, cuentas.map((c) => c.id), despues, LOTE));
    for (const m of pagina) {
      const e = efecto(m);
      const saldo = (saldos.get(m.id_cuenta) ?? 0) + e;
      saldos.set(m.id_cuenta, saldo);
      yield { fecha: new Date(m.fecha), subsidio: subsidio.get(m.id_cuenta) ?? '', detalle: detalle(m), monto: conSigno(e), saldo: bs(saldo) };
    }
    if (pagina.length < LOTE) return;
    despues = Number(pagina[pagina.length - 1]!.id);
  }
}

/** `GET v1/beneficiarias/{ci}/extractosPdf`: every movement of the person's accounts, oldest first. */
export async function extracto(ctx: Ctx, params: unknown): Promise<ArchivoGenerado> {
  requireUser(ctx);
  const { ids, titular: t } = await titular(ctx, params);
  return extractoDe(ctx, ids, t);
}

/** The statement PDF of these persons' accounts: the counter's (above) and the beneficiary's own page (decision 063). */
export async function extractoDe(ctx: Ctx, idsPersona: number[], t: Titular): Promise<ArchivoGenerado> {
  const lectura = readExecutor(ctx);
  const cuentas = await repo.cuentas(lectura, idsPersona);
  const saldos = new Map<number, number>();
  const totales = (): SaldoCuenta[] => cuentas.map((c) => ({ subsidio: c.subsidio, saldo: bs(saldos.get(c.id) ?? 0) }));
  const pdf = await dibujarExtracto(t, movimientos(lectura, cuentas, saldos), totales, ctx.deps.clock());
  return { nombreArchivo: `extracto-${t.documento.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`, tipo: 'application/pdf', contenido: pdf };
}

/** The accounts' last `n` movements, newest first, each signed by its effect on its account. */
export async function ultimosMovimientos(db: Executor, cuentas: Array<{ id: number; subsidio: string }>, n: number) {
  const subsidio = new Map(cuentas.map((c) => [c.id, c.subsidio]));
  const pagina = await conNombres(db, await repo.ultimosMovimientos(db, cuentas.map((c) => c.id), n));
  return pagina.map((m) => ({ fecha: new Date(m.fecha), subsidio: subsidio.get(m.id_cuenta) ?? '', detalle: detalle(m), monto: conSigno(efecto(m)) }));
}

/** `GET v1/beneficiarias/{ci}/saldosPdf`: the balance of each subsidy and its deliveries. */
export async function saldos(ctx: Ctx, params: unknown): Promise<ArchivoGenerado> {
  requireUser(ctx);
  const { ci, ids, titular: t } = await titular(ctx, params);
  const cuando = ctx.deps.clock();
  const filas = await saldosDePersonas(readExecutor(ctx), ids, cuando);
  const total = filas.reduce((s, f) => s + decimalACentavos(f.saldo), 0);
  const pdf = await dibujarSaldos(t, filas, centavosADecimal(total), cuando);
  return { nombreArchivo: `saldos-${ci.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`, tipo: 'application/pdf', contenido: pdf };
}

/** The persons' accounts with their subsidy and balance: the beneficiary's own page reads them too (decision 063). */
export const cuentasDePersonas = (db: Executor, idsPersona: number[]) => repo.cuentas(db, idsPersona);
