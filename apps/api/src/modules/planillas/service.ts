import { z } from 'zod';
import { MAX_NOMBRE_PLANILLA, id, anularPlanillaSchema, centavosADecimal, decimalACentavos, planillaAddSchema, planillaBeneficiariasSchema, planillasFiltroSchema, todosFaltantesSchema, fechaBolivia, formatoBs } from '@pb/contract';
import { MENSAJES, type Mensaje, aviso } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound, translateConflict } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { iso } from '../../core/sql.js';
import type { Executor } from '../../db/client.js';
import { entidadDeTrabajo } from '../entidades/service.js';
import { abonarPlanillas } from '../cuentas/service.js';
import { avisarAbonosDePlanillas } from '../avisosSms/service.js';
import * as repo from './repository.js';

/**
 * Payrolls (spec part 2 §2.1, §2.2, §7; DOMAIN.md §3, §4; decision 023): the list, creation (the
 * one way a payroll is written: `crearPlanilla`, also used by the CSV flows), cancellation and the
 * lines. Amounts are integer centavos here; the database keeps numeric(14,2).
 */

const LOTE = 1000;

/** Two payrolls racing for one beneficiary: the partial unique index lets one win. */
const CONFLICTOS = { planilla_detalle_beneficiaria_periodo_uq: { campo: 'lista', mensaje: MENSAJES.planillaCarrera } };

/** The first day of the month in Bolivia (UTC−4) at `cuando`: the payroll's period. */
export function periodoDe(cuando: Date): string {
  return `${fechaBolivia(cuando).slice(0, 7)}-01`;
}

const rechazo = (campo: string, mensaje: Mensaje) => new AppError('VALIDATION', mensaje, { campos: { [campo]: mensaje } });

export interface LineaNueva {
  id_beneficiaria: number;
  id_subsidio: number;
  /** Centavos. */
  monto: number;
  nro_asignacion: number | null;
}

/**
 * Writes a payroll CREADO and its lines (one statement), in the caller's transaction.
 * The total is the sum of the lines in centavos, above zero. A beneficiary another payroll of the
 * month took meanwhile is the unique index's conflict: a Spanish refusal, nothing written.
 */
export async function crearPlanilla(db: Executor, p: { entidad: number; sucursalPago: number; nombre: string; tipo?: string; lineas: LineaNueva[]; quien: number; cuando: Date }): Promise<number> {
  if (p.lineas.length === 0) throw rechazo('lista', MENSAJES.planillaSinBeneficiarias);
  const total = p.lineas.reduce((s, l) => s + l.monto, 0);
  if (total <= 0) throw rechazo('montoTotal', MENSAJES.montoTotalCero);
  const periodo = periodoDe(p.cuando);
  return db.transaction(async (tx) => {
    const id = await repo.insertarPlanilla(tx, {
      id_entidad: p.entidad,
      id_sucursal_pago: p.sucursalPago,
      nombre: p.nombre,
      tipo: p.tipo ?? 'MENSUAL',
      periodo,
      monto_total: centavosADecimal(total),
      estado: 'CREADO',
      _user_created: p.quien,
      _created_at: p.cuando,
    });
    const lineas = p.lineas.map((l) => ({ id_beneficiaria: l.id_beneficiaria, id_subsidio: l.id_subsidio, monto: centavosADecimal(l.monto), nro_asignacion: l.nro_asignacion }));
    await repo.insertarLineas(tx, id, periodo, lineas).catch((err: unknown) => translateConflict(err, CONFLICTOS));
    return id;
  });
}

/** What the server pays each of these beneficiaries this month (those it would pay at all), by id: one statement. */
async function lineasPagables(db: Executor, entidad: number, ids: number[], cuando: Date) {
  return new Map((await repo.pagables(db, entidad, ids, periodoDe(cuando))).map((f) => [f.id, f]));
}

/**
 * `planillaAdd`: the entity is the caller's (staff name it: `entidadDeTrabajo`; no staff role holds
 * `planillas:create` today). The lines are the list given, each checked against what the server
 * computes (the client's amount is checked, never trusted), or with `todas` every pending bonus line
 * but the excluded ones, read by the server. Then the total against `montoTotal`: a list that changed
 * since the client added it up is refused, nothing written.
 */
export async function agregar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(planillaAddSchema, args);
  const entidad = await entidadDeTrabajo(ctx, datos.id_entidad);
  if (!datos.todas) {
    if (datos.lista.length === 0) throw rechazo('lista', MENSAJES.planillaSinBeneficiarias);
    if (datos.montoTotal === 0 || datos.lista.reduce((s, l) => s + l.monto, 0) === 0) throw rechazo('montoTotal', MENSAJES.montoTotalCero);
  }
  if ((await repo.sucursalDePago(ctx.db, datos.sucursalPago, entidad)) === null) throw rechazo('sucursalPago', MENSAJES.sucursalPagoInvalida);
  const cuando = ctx.deps.clock();
  const lineas = datos.todas ? await lineasTodasMenos(ctx.db, entidad, new Set(datos.excluir), cuando) : await lineasDeLista(ctx.db, entidad, datos.lista, cuando);
  if (lineas.length === 0) throw rechazo('lista', MENSAJES.planillaSinBeneficiarias);
  const total = lineas.reduce((s, l) => s + l.monto, 0);
  if (total === 0 || datos.montoTotal === 0) throw rechazo('montoTotal', MENSAJES.montoTotalCero);
  if (total !== datos.montoTotal) throw rechazo('montoTotal', MENSAJES.montoTotalDistinto({ total: formatoBs(centavosADecimal(total)) }));
  const id = await crearPlanilla(ctx.db, { entidad, sucursalPago: datos.sucursalPago, nombre: datos.nombre, tipo: datos.tipo, lineas, quien: quien.id, cuando });
  return { id };
}

/**
 * `POST v1/planillas/todosFaltantes` (spec part 2 §7; decision 042): `planillaAdd(todas)` without the
 * dialog. One payroll of every bonus line the entity's workers still wait for this month (the same
 * reader as `todas`, nothing excluded), from the branch named or else the entity's first active
 * one, under the name given or the default. No total to compare: the server adds it up. Nothing
 * pending is the dialog's refusal.
 */
export async function crearTodosFaltantes(ctx: Ctx, body: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(todosFaltantesSchema, body);
  const entidad = await entidadDeTrabajo(ctx, datos.idEntidad);
  const sucursalPago = await sucursalParaPlanilla(ctx.db, entidad, [datos.sucursalPago]);
  if (datos.sucursalPago !== null && sucursalPago !== datos.sucursalPago) throw rechazo('sucursalPago', MENSAJES.sucursalPagoInvalida);
  const cuando = ctx.deps.clock();
  const lineas = await lineasTodasMenos(ctx.db, entidad, new Set(), cuando);
  const id = await crearPlanilla(ctx.db, { entidad, sucursalPago, nombre: datos.nombre, lineas, quien: quien.id, cuando });
  return { ...aviso(MENSAJES.planillaTodosFaltantes({ n: lineas.length })), id };
}

/** The lines of a list the client built: each one the server would pay, with the amount it computes. */
async function lineasDeLista(db: Executor, entidad: number, lista: Array<{ idBeneficiaria: number; monto: number }>, cuando: Date): Promise<LineaNueva[]> {
  const pagables = await lineasPagables(db, entidad, [...new Set(lista.map((l) => l.idBeneficiaria))], cuando);
  const vistas = new Set<number>();
  return lista.map((l, i) => {
    const fila = i + 1;
    const p = pagables.get(l.idBeneficiaria);
    if (!p) throw rechazo('lista', MENSAJES.planillaBeneficiariaAjena({ fila }));
    if (vistas.has(l.idBeneficiaria)) throw rechazo('lista', MENSAJES.planillaBeneficiariaRepetida({ fila }));
    vistas.add(l.idBeneficiaria);
    if (p.en_planilla) throw rechazo('lista', MENSAJES.planillaBeneficiariaYaIncluida({ fila }));
    const monto = p.monto === null ? 0 : decimalACentavos(p.monto);
    if (monto <= 0 || p.agotada) throw rechazo('lista', MENSAJES.planillaBeneficiariaSinMonto({ fila }));
    if (l.monto !== monto) throw rechazo('lista', MENSAJES.planillaMontoDistinto({ fila, monto: formatoBs(centavosADecimal(monto)) }));
    return { id_beneficiaria: p.id, id_subsidio: p.id_subsidio, monto, nro_asignacion: p.nro_asignacion };
  });
}

/**
 * `todas`: every bonus beneficiary of the entity the server would pay this month, read a thousand at
 * a time in id order, less the excluded ids (an id that is not such a beneficiary excludes nothing).
 */
async function lineasTodasMenos(db: Executor, entidad: number, excluir: ReadonlySet<number>, cuando: Date): Promise<LineaNueva[]> {
  const periodo = periodoDe(cuando);
  const lineas: LineaNueva[] = [];
  let despues = 0;
  while (true) {
    const pagina = await repo.bonosPagablesDesde(db, entidad, periodo, despues, LOTE);
    for (const f of pagina) if (!excluir.has(f.id)) lineas.push({ id_beneficiaria: f.id, id_subsidio: f.id_subsidio, monto: decimalACentavos(f.monto), nro_asignacion: null });
    if (pagina.length < LOTE) return lineas;
    despues = pagina[pagina.length - 1]!.id;
  }
}

/**
 * The payrolls of the CSV flows (in their transaction): the beneficiaries given that the server
 * would pay this month (the others are left out), grouped by paying branch (`porSucursal`, the
 * workers' branches: one payroll each) or in one payroll from `sucursalPago`. Answers the ids.
 * With `exigirTodas`, every beneficiary given must get its line: one left out is a fault, and the
 * caller's transaction is undone.
 */
export async function crearPlanillasDe(
  db: Executor,
  p: { entidad: number; idsBeneficiaria: number[]; nombre: string; sucursalPago: number | 'porSucursal'; quien: number; cuando: Date; exigirTodas?: boolean },
): Promise<number[]> {
  const pagables = await lineasPagables(db, p.entidad, p.idsBeneficiaria, p.cuando);
  const grupos = new Map<number, LineaNueva[]>();
  for (const f of pagables.values()) {
    const monto = f.monto === null ? 0 : decimalACentavos(f.monto);
    if (f.en_planilla || f.agotada || monto <= 0) continue;
    const sucursal = p.sucursalPago === 'porSucursal' ? f.id_sucursal : p.sucursalPago;
    if (sucursal === null) continue;
    const grupo = grupos.get(sucursal) ?? [];
    grupo.push({ id_beneficiaria: f.id, id_subsidio: f.id_subsidio, monto, nro_asignacion: f.nro_asignacion });
    grupos.set(sucursal, grupo);
  }
  // `exigirTodas`: the caller already set these beneficiaries' latest period (decision 055); one left out would keep it with no line.
  const enLineas = [...grupos.values()].reduce((n, g) => n + g.length, 0);
  if (p.exigirTodas && enLineas !== new Set(p.idsBeneficiaria).size) throw new Error(`crearPlanillasDe: ${enLineas} líneas para ${p.idsBeneficiaria.length} beneficiarias`);
  // Several payrolls of one upload (one per paying branch) are told apart by their branch's name.
  const sucursales = grupos.size > 1 ? await repo.nombresDeSucursales(db, [...grupos.keys()]) : new Map<number, string>();
  const ids: number[] = [];
  for (const [sucursal, lineas] of [...grupos].sort((a, b) => a[0] - b[0])) {
    const nombre = sucursales.has(sucursal) ? nombreConSucursal(p.nombre, sucursales.get(sucursal)!) : p.nombre;
    ids.push(await crearPlanilla(db, { entidad: p.entidad, sucursalPago: sucursal, nombre, lineas: lineas.sort((a, b) => a.id_beneficiaria - b.id_beneficiaria), quien: p.quien, cuando: p.cuando }));
  }
  return ids;
}

/** «PLANILLA … — SUCURSAL», within the name's length: the branch's part is cut before the payroll's. */
export function nombreConSucursal(nombre: string, sucursal: string): string {
  const resto = MAX_NOMBRE_PLANILLA - nombre.length - 3;
  return resto > 0 ? `${nombre} — ${sucursal.slice(0, resto)}` : nombre;
}

/** The entity's bonus beneficiaries of these persons that no payroll of the month holds (the payroll CSV's `crearPlanilla`): one statement. */
export async function bonosPendientesDePersonas(db: Executor, entidad: number, idsPersona: number[], cuando: Date): Promise<Array<{ id: number; id_persona: number }>> {
  return repo.bonosPendientesDePersonas(db, entidad, idsPersona, periodoDe(cuando));
}

/** The branch a payroll of new beneficiaries is paid from: the first one named, else the entity's first active branch. */
export async function sucursalParaPlanilla(db: Executor, entidad: number, sucursales: Array<number | null>): Promise<number> {
  for (const s of sucursales) if (s !== null && (await repo.sucursalDePago(db, s, entidad)) !== null) return s;
  const primera = await repo.primeraSucursal(db, entidad);
  if (primera === null) throw rechazo('sucursalPago', MENSAJES.sucursalPagoInvalida);
  return primera;
}

/** `planillas`: an employer's own; staff every entity's, or the one named. */
export async function listar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const filtro = parse(planillasFiltroSchema, args);
  const r = await repo.listar(ctx.db, filtro, entidadScope(quien) ?? filtro.id_entidad);
  return { count: r.count, rows: r.rows.map((x) => ({ ...x, _created_at: iso(x._created_at), _updated_at: iso(x._updated_at), seleccionar: x.estado === 'CREADO' })) };
}

/**
 * `anularPlanilla`: CREADO → ANULADO under a lock on the payroll's row (a cancellation and a
 * payment cannot cross); its lines free their beneficiaries for another payroll.
 */
export async function anular(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const { idPlanilla } = parse(anularPlanillaSchema, args);
  const planilla = await repo.buscar(ctx.db, idPlanilla, entidadScope(quien), true);
  if (!planilla) throw notFound();
  if (planilla.estado !== 'CREADO') throw new AppError('CONFLICT', MENSAJES.planillaSoloCreadoAnular({ estado: planilla.estado }));
  await repo.cambiarEstado(ctx.db, [idPlanilla], 'ANULADO', quien.id, ctx.deps.clock());
  await repo.liberarLineas(ctx.db, idPlanilla);
  return { id: idPlanilla, estado: 'ANULADO', ...aviso(MENSAJES.planillaAnulada) };
}

/** `planillaBeneficiarias`: the lines of a payroll the caller may see. */
export async function beneficiarias(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const f = parse(planillaBeneficiariasSchema, args);
  const pagina = await repo.lineas(ctx.db, f.idPlanilla, f, entidadScope(quien));
  if (!pagina) throw notFound();
  return pagina;
}

/** Locks payrolls in id order for a transition (`marcarPagadas`, the payment codes, the C31 forms). */
export async function bloquearPlanillas(db: Executor, ids: number[]) {
  return repo.bloquear(db, ids);
}

/** Sets the state of payrolls already locked and checked by the caller. */
export async function cambiarEstadoPlanillas(db: Executor, ids: number[], estado: 'CREADO' | 'ENVIADO' | 'PAGADO', quien: number, cuando: Date) {
  await repo.cambiarEstado(db, ids, estado, quien, cuando);
}

/**
 * ENVIADO → PAGADO (the payment platform's notification, the polling, a C31 approval, the demo
 * seed), the payrolls locked in id order; any payroll not ENVIADO refuses the whole call. The ledger
 * (modules/cuentas' `abonarPlanillas`) credits every vigente line in the same transaction, and each
 * beneficiary's SMS notice is enqueued with it (decision 082). Answers the lines credited by this call.
 */
export async function marcarPagadas(tx: Executor, idsPlanilla: number[], quien: number, cuando: Date): Promise<number> {
  const ids = [...new Set(idsPlanilla)].sort((a, b) => a - b);
  const filas = await bloquearPlanillas(tx, ids);
  if (filas.length !== ids.length) throw new AppError('NOT_FOUND', MENSAJES.noEncontrado);
  const otra = filas.find((f) => f.estado !== 'ENVIADO');
  if (otra) throw new AppError('CONFLICT', MENSAJES.planillaSoloEnviadoPagar({ estado: otra.estado }));
  await cambiarEstadoPlanillas(tx, ids, 'PAGADO', quien, cuando);
  const abonadas = await abonarPlanillas(tx, ids, quien, cuando);
  await avisarAbonosDePlanillas(tx, ids, cuando);
  return abonadas;
}

/** A payroll within the caller's reach (`entidad` null: staff), optionally locked `FOR UPDATE` for a transition; null when none. */
export async function buscarPlanilla(db: Executor, id: number, entidad: number | null, bloquear = false) {
  return repo.buscar(db, id, entidad, bloquear);
}

/**
 * `GET /api/v1/entidades/:idEntidad/sucursales` (spec part 2 §7): the entity's active branches a
 * payroll can be paid from. A scoped caller names its own entity (another one is "not found").
 */
export async function sucursalesDePago(ctx: Ctx, params: unknown) {
  const quien = requireUser(ctx);
  const { idEntidad } = parse(z.object({ idEntidad: id }), params);
  const alcance = entidadScope(quien);
  if (alcance !== null && alcance !== idEntidad) throw notFound();
  const rows = await repo.sucursalesDePago(ctx.db, idEntidad);
  return { count: rows.length, rows };
}
