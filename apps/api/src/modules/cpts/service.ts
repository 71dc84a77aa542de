import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { COMISION_CPT_CENTAVOS, MAX_ID, centavosADecimal, decimalACentavos, entero, planillaCptAddSchema, formatoBs, type PlanillaCptAdd } from '@pb/contract';
import { MENSAJES, type Mensaje } from '@pb/contract/mensajes';
import { AppError, notFound, toAppError, translateConflict } from '../../core/errors.js';
import type { AuthUser, Ctx } from '../../core/context.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { iso } from '../../core/sql.js';
import type { Executor } from '../../db/client.js';
import { PagosClient } from '../../integrations/plataformaPagos/client.js';
import { cuerpoComoTexto, verificarNotificacion } from '../../integrations/plataformaPagos/notificacion.js';
import { writeAudit } from '../logs/audit.js';
import { bloquearPlanillas, cambiarEstadoPlanillas, marcarPagadas } from '../planillas/service.js';
import { avisar } from '../notificaciones/service.js';
import { avisos } from '../notificaciones/correos.js';
import * as repo from './repository.js';

/**
 * Payment codes (CPT) of payrolls (spec part 2 §2.1, §2.4 step 3, §7, §9; DOMAIN.md §3; decisions
 * 022, 024): the code for CREADO payrolls (reserved in one short transaction, issued by the payment
 * platform outside any, stored in a second one), and its one state change, shared by the platform's
 * notification and the polling (revision.ts). Amounts are integer centavos here.
 */

/** What a server log must offer: pino's, Fastify's. */
export interface Registro {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
  error(o: object, m: string): void;
}

/** A code as this module hands it around: `monto` in centavos. */
export interface Codigo {
  id: number;
  codigo: string | null;
  referencia: string;
  monto: number;
  vence: Date | null;
}

const comoCodigo = (c: { id: number; codigo: string | null; referencia: string; monto: string; vence: Date | null }): Codigo => ({ id: c.id, codigo: c.codigo, referencia: c.referencia, monto: decimalACentavos(c.monto), vence: c.vence });

/** What `planillaCptAdd` answers: the code, what to pay (Bs, decimal text) and until when. */
const respuesta = (c: Codigo) => ({ idCpt: c.id, codigo: c.codigo, monto: centavosADecimal(c.monto), vence: iso(c.vence) });

/** `GET /api/v1/planillas/cpts`: a generous page, for the dialog that picks payrolls for a code. */
export const creadasSchema = z.object({ limit: entero(1, 1000).default(100), page: entero(1, MAX_ID).default(1) });

/** The caller entity's CREADO payrolls, newest first (staff, who hold no `planillas:create` today, would see every entity's). */
export async function planillasParaCodigo(ctx: Ctx, query: unknown) {
  const quien = requireUser(ctx);
  const args = parse(creadasSchema, query);
  const r = await repo.creadas(ctx.db, entidadScope(quien), args);
  return { datos: r.datos.map((d) => ({ ...d, _created_at: iso(d._created_at) })), total: r.total, totalFiltro: r.total };
}

const conflicto = (mensaje: Mensaje) => new AppError('CONFLICT', mensaje, { campos: { lista: mensaje } });

/**
 * tx1 of `planillaCptAdd`: the payrolls locked in id order and within the caller's reach. All CREADO:
 * a new PENDIENTE code (no number yet, a fresh `referencia`) holds them, and they become ENVIADO.
 * All ENVIADO in the same live code that holds exactly these: a repeat (another tab, a retry, a
 * concurrent call), answered with that code. Anything else is refused and changes nothing.
 */
async function reservar(tx: Executor, quien: AuthUser, lista: PlanillaCptAdd['lista'], cuando: Date): Promise<Codigo> {
  const ids = [...new Set(lista.map((l) => l.idPlanilla))].sort((a, b) => a - b);
  if ((await bloquearPlanillas(tx, ids)).length !== ids.length) throw notFound();
  const filas = await repo.planillasConCodigo(tx, ids);
  const entidad = entidadScope(quien) ?? filas[0]!.id_entidad;
  if (filas.length !== ids.length || filas.some((f) => f.id_entidad !== entidad)) throw notFound();
  const porId = new Map(filas.map((f) => [f.id, f]));
  const comprobarMontos = () => {
    for (const l of lista) {
      const f = porId.get(l.idPlanilla)!;
      if (l.montoTotal !== decimalACentavos(f.monto_total)) throw conflicto(MENSAJES.cptMontoDistinto({ nombre: f.nombre, total: formatoBs(f.monto_total) }));
    }
  };

  if (filas.every((f) => f.estado === 'CREADO')) {
    comprobarMontos();
    const suma = filas.reduce((s, f) => s + decimalACentavos(f.monto_total), 0) + COMISION_CPT_CENTAVOS;
    const cpt = await repo.insertar(tx, { referencia: randomUUID(), id_entidad: entidad, monto: centavosADecimal(suma), estado: 'PENDIENTE', proxima_revision: cuando, _user_created: quien.id, _created_at: cuando });
    // The payrolls are locked, so only a path that skipped the lock could hit the index: the last guard.
    await repo.insertarPlanillas(tx, cpt.id, ids).catch((err: unknown) => translateConflict(err, { cpt_planillas_planilla_vigente_uq: { campo: 'lista', mensaje: MENSAJES.cptPlanillaEnOtroCodigo({ nombre: filas.map((f) => f.nombre).join(', ') }) } }));
    await cambiarEstadoPlanillas(tx, ids, 'ENVIADO', quien.id, cuando);
    return comoCodigo(cpt);
  }

  const idCpt = filas[0]!.id_cpt;
  if (idCpt !== null && filas.every((f) => f.estado === 'ENVIADO' && f.id_cpt === idCpt)) {
    const delCodigo = await repo.planillasVigentesDe(tx, idCpt);
    if (delCodigo.length === ids.length && delCodigo.every((id, i) => id === ids[i])) {
      comprobarMontos();
      return comoCodigo((await repo.buscar(tx, idCpt))!);
    }
  }
  const noCreada = filas.find((f) => f.estado !== 'CREADO' && !(f.estado === 'ENVIADO' && f.id_cpt !== null));
  if (noCreada) throw conflicto(MENSAJES.cptPlanillaNoCreado({ nombre: noCreada.nombre, estado: noCreada.estado }));
  const enOtro = filas.find((f) => f.id_cpt !== null) ?? filas[0]!;
  throw conflicto(MENSAJES.cptPlanillaEnOtroCodigo({ nombre: enOtro.nombre }));
}

/** The platform's `glosa` for a code: its payrolls and its entity, within the platform's 255 characters. */
async function glosa(db: Executor, idCpt: number): Promise<string> {
  const g = await repo.glosaDe(db, idCpt);
  const texto = `Planillas ${g?.planillas ?? ''} — ${g?.entidad ?? ''}`.replace(/\s+/g, ' ').trim();
  return texto.length > 255 ? `${texto.slice(0, 254)}…` : texto;
}

/**
 * Asks the platform for the code of a reserved PENDIENTE row (outside any transaction) and stores it
 * in a short one: the same `referencia` answers the same code, so a repeat, a retry or the polling
 * crossing this call never makes a second one, and the first to store it wins. `alFijar` writes what
 * must commit with it (the polling's audit row). Answers the row as stored.
 */
export async function emitirCodigo(db: Executor, cpt: Codigo, pagos: PagosClient, cuando: Date, alFijar?: (tx: Executor) => Promise<void>): Promise<Codigo> {
  const emitido = await pagos.emitir({ monto: cpt.monto, glosa: await glosa(db, cpt.id), referencia: cpt.referencia });
  return db.transaction(async (tx) => {
    await repo.fijarCodigo(tx, cpt.id, { ...emitido, cuando });
    await alFijar?.(tx);
    const fijado = (await repo.buscar(tx, cpt.id))!;
    // Its mail, in this transaction (decision 065): once per code however many calls store it.
    if (fijado.codigo !== null && fijado.vence !== null) await avisar(tx, fijado.id_entidad, avisos.cptEmitido({ id: fijado.id, codigo: fijado.codigo, monto: fijado.monto, vence: fijado.vence }), cuando);
    return comoCodigo(fijado);
  });
}

/** A payment platform that did not answer, or not as its contract says: the code is still to be issued. */
const plataformaCaida = (err: unknown) => ['UNAVAILABLE', 'BAD_GATEWAY'].includes(toAppError(err)?.code ?? '');

/**
 * `planillaCptAdd(lista)` (`ownTransactions`: no transaction waits on the platform). If the platform
 * fails, the payrolls stay ENVIADO in their PENDIENTE code without a number (audited here, since the
 * transport audits only what succeeds), and calling again or the polling gets it.
 */
export async function generar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const { lista } = parse(planillaCptAddSchema, args);
  if (lista.length === 0) throw new AppError('VALIDATION', MENSAJES.sinPlanillasSeleccionadas, { campos: { lista: MENSAJES.sinPlanillasSeleccionadas } });
  const cuando = ctx.deps.clock();
  const cpt = await ctx.db.transaction((tx) => reservar(tx, quien, lista, cuando));
  if (cpt.codigo !== null) return respuesta(cpt);
  try {
    return respuesta(await emitirCodigo(ctx.db, cpt, new PagosClient(ctx.db, ctx.deps.config.INTEGRATION_TIMEOUT_MS), cuando));
  } catch (err) {
    if (!plataformaCaida(err)) throw err;
    await writeAudit(ctx.db, {
      nivel: 'ADVERTENCIA',
      tipo: 'MUTACION',
      mensaje: 'planillaCptAdd',
      referencia: JSON.stringify({ id: String(cpt.id), estado: 'PENDIENTE', planillas: lista.map((l) => l.idPlanilla) }),
      ip: ctx.ip,
      usuario: quien.usuario,
      id_usuario: quien.id,
      fecha: cuando,
    });
    throw new AppError('UNAVAILABLE', MENSAJES.cptEnEmision, undefined, { cause: err, logMessage: 'la plataforma de pagos no emitió el código: queda PENDIENTE sin número' });
  }
}

/** What the platform says of a code: its final state, the payment's date and amount (centavos). */
export interface EstadoNotificado {
  estado: 'PAGADO' | 'VENCIDO';
  fecha_pago: Date | null;
  monto: number;
}

/**
 * The code's one state change, shared by the notification and the polling, in one transaction under
 * a lock on the code's row: unknown code → 404; no longer PENDIENTE → nothing (a repeated
 * notification, a poll after it); PAGADO for another amount → 409, nothing changed; PAGADO → the
 * code and its payrolls PAGADO with every line credited (`marcarPagadas`); VENCIDO → the code
 * VENCIDO, its payrolls out of it and back to CREADO. The ledger's `quien` is who asked for the code.
 */
export async function asentarCodigo(db: Executor, codigo: string, n: EstadoNotificado, o: { cuando: Date; log?: Registro }): Promise<{ id: number; estado: string; cambio: boolean }> {
  return db.transaction(async (tx) => {
    const c = await repo.bloquearPorCodigo(tx, codigo);
    if (!c) throw new AppError('NOT_FOUND', MENSAJES.cptDesconocido);
    if (c.estado !== 'PENDIENTE') return { id: c.id, estado: c.estado, cambio: false };
    const quien = c._user_created;
    if (quien === null) throw new Error(`el código de pago ${c.id} no tiene quien lo pidió`);
    const ids = await repo.planillasVigentesDe(tx, c.id);
    if (n.estado === 'PAGADO') {
      const nuestro = decimalACentavos(c.monto);
      if (n.monto !== nuestro) {
        o.log?.error({ codigo, idCpt: c.id, notificado: centavosADecimal(n.monto), esperado: c.monto }, 'la plataforma de pagos informó un pago por otro monto: no se asentó');
        throw new AppError('CONFLICT', MENSAJES.cptMontoNotificadoDistinto);
      }
      await repo.cambiarEstado(tx, c.id, { estado: 'PAGADO', fecha_pago: n.fecha_pago, quien, cuando: o.cuando });
      await marcarPagadas(tx, ids, quien, o.cuando);
      await avisar(tx, c.id_entidad, avisos.planillasPagadas({ id: c.id, codigo, monto: c.monto, planillas: await repo.nombresPlanillas(tx, ids) }), o.cuando);
    } else {
      await repo.cambiarEstado(tx, c.id, { estado: 'VENCIDO', fecha_pago: null, quien, cuando: o.cuando });
      await repo.soltarPlanillas(tx, c.id);
      const enviadas = (await bloquearPlanillas(tx, ids)).filter((p) => p.estado === 'ENVIADO').map((p) => p.id);
      await cambiarEstadoPlanillas(tx, enviadas, 'CREADO', quien, o.cuando);
      await avisar(tx, c.id_entidad, avisos.cptVencido({ id: c.id, codigo, monto: c.monto }), o.cuando);
    }
    return { id: c.id, estado: n.estado, cambio: true };
  });
}

/** The notification route's scope: its JSON body reaches the handler as the signed text, never re-serialised. */
export { cuerpoComoTexto };

/**
 * `POST /api/v1/pagos/notificacion`: the signature first (a 401 before the body is read), then the
 * state change, in the route's transaction with its audit row. A repeat answers 200 and changes nothing.
 */
export async function notificacion(ctx: Ctx, cuerpo: unknown, firma: string | string[] | undefined, log: Registro) {
  const n = await verificarNotificacion(ctx.db, typeof cuerpo === 'string' ? cuerpo : '', firma);
  await asentarCodigo(ctx.db, n.codigo, n, { cuando: ctx.deps.clock(), log });
  return { ok: true };
}
