import { ROLES, ROLES_EMPLEADORES, ROLES_TABLERO_PROGRAMA, ROLES_VENDEDORES, fechaBolivia, inicioDiaBolivia, sumarDias } from '@pb/contract';
import { readExecutor, type Ctx } from '../../core/context.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import * as repo from './repository.js';

/**
 * The dashboard's charts (issue 17), each for the roles that would rather look at it than read it:
 * the programme (roles 2, 10) its money in and out per month and its beneficiaries per state; an
 * employer its payrolls per state; a provider (or its cashier's point of sale) its sales per week.
 * A series that is not the caller's is null; every series is bounded to the last 12 months or weeks.
 * Every figure is read where reads may lag (`readExecutor`, the standby; decision 059).
 */

const MESES = 12;
const SEMANAS = 12;

/** 'AAAA-MM' of the month `n` months after `mes` (n may be negative). */
function sumarMeses(mes: string, n: number) {
  const [a, m] = mes.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(a, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** The Monday of `dia`'s ISO week. */
function lunes(dia: string) {
  const semana = new Date(`${dia}T00:00:00Z`).getUTCDay();
  return sumarDias(dia, -((semana + 6) % 7));
}

const CERO = '0.00';

async function dineroPorMes(ctx: Ctx, hoy: string) {
  const meses = Array.from({ length: MESES }, (_, i) => sumarMeses(hoy.slice(0, 7), i - MESES + 1));
  const desde = inicioDiaBolivia(`${meses[0]}-01`);
  // One after the other: a request's queries may share one connection.
  const lectura = readExecutor(ctx);
  const ingresos = await repo.ingresosPorMes(lectura, desde);
  const ventas = await repo.ventasPorMes(lectura, `${meses[0]}-01`);
  const pagos = await repo.pagosPorMes(lectura, desde);
  const de = (filas: repo.Mensual[]) => new Map(filas.map((f) => [f.mes, f.monto]));
  const [i, v, p] = [de(ingresos), de(ventas), de(pagos)];
  return meses.map((mes) => ({ mes, ingresos: i.get(mes) ?? CERO, ventas: v.get(mes) ?? CERO, pagos: p.get(mes) ?? CERO }));
}

async function ventasPorSemana(ctx: Ctx, idEntidad: number, idSucursal: number | null, hoy: string) {
  const semanas = Array.from({ length: SEMANAS }, (_, i) => sumarDias(lunes(hoy), (i - SEMANAS + 1) * 7));
  const filas = new Map((await repo.ventasPorSemana(readExecutor(ctx), idEntidad, idSucursal, semanas[0]!)).map((f) => [f.semana, f]));
  return semanas.map((semana) => ({ semana, cantidad: filas.get(semana)?.cantidad ?? 0, monto: filas.get(semana)?.monto ?? CERO }));
}

/** `tablero`: the caller's series (record scope: an employer's or a provider's own entity only). */
export async function tablero(ctx: Ctx) {
  const user = requireUser(ctx);
  const hoy = fechaBolivia(ctx.deps.clock());
  const rol = user.id_rol;
  const entidad = entidadScope(user);
  const vacio = { dineroPorMes: null, beneficiariasPorEstado: null, planillasPorEstado: null, ventasPorSemana: null };
  if (ROLES_TABLERO_PROGRAMA.has(rol)) {
    const dinero = await dineroPorMes(ctx, hoy);
    return { ...vacio, dineroPorMes: dinero, beneficiariasPorEstado: await repo.beneficiariasPorEstado(readExecutor(ctx)) };
  }
  if (entidad === null) return vacio;
  if (ROLES_EMPLEADORES.has(rol)) return { ...vacio, planillasPorEstado: await repo.planillasPorEstado(readExecutor(ctx), entidad, `${sumarMeses(hoy.slice(0, 7), -MESES + 1)}-01`) };
  // The cashier sees its own point of sale's sales; the provider all of its points of sale.
  if (ROLES_VENDEDORES.has(rol)) return { ...vacio, ventasPorSemana: await ventasPorSemana(ctx, entidad, rol === ROLES.CAJERO ? (user.id_sucursal ?? -1) : null, hoy) };
  return vacio;
}
