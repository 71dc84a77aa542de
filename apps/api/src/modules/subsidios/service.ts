import { centavosADecimal, centesimasADecimal, decimalACentesimas, distribucionAddSchema, id as idSchema, montoSubsidioAddSchema, porcentajeTexto, subsidioAddSchema, subsidioDistribucionEditSchema, subsidioEditSchema, subsidiosFiltroSchema, type DistribucionEntrada } from '@pb/contract';
import { MENSAJES, type Mensaje } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound, translateConflict } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import * as repo from './repository.js';

/**
 * Subsidies (spec part 2 §2.11, §4, §5; DOMAIN.md §1, §3; decision 018). Each call runs in the
 * mutation's one transaction (decision 014): a distribution, its groups and the subsidy's state
 * are written together or not at all. The subsidy's row is locked first, so an activation and a
 * change of distribution cannot cross.
 */

const conflicto = (err: unknown): never =>
  translateConflict(err, {
    subsidios_nombre_uq: { campo: 'nombre', mensaje: MENSAJES.subsidioDuplicado },
    subsidio_montos_gestion_uq: { campo: 'gestion', mensaje: MENSAJES.gestionDuplicada },
  });

export async function listar(ctx: Ctx, args: unknown) {
  return repo.listar(ctx.db, parse(subsidiosFiltroSchema, args));
}

/** The subsidies other screens offer to choose from (a package's, a beneficiary's): any that is not INACTIVO. */
export async function vigentes(ctx: Ctx) {
  return repo.vigentes(ctx.db);
}

/** One subsidy with its history of amounts and its distributions with their groups (four queries). */
export async function obtener(ctx: Ctx, rawId: unknown) {
  const id = parse(idSchema, rawId);
  const row = await repo.buscar(ctx.db, id);
  if (!row) throw notFound();
  const [montos, partes] = [await repo.montos(ctx.db, id), await repo.distribucionesDe(ctx.db, id)];
  return {
    ...row,
    montos,
    distribuciones: partes.map((p) => ({
      ...p,
      porcentaje: porcentajeTexto(decimalACentesimas(p.porcentaje)),
      detalle: p.detalle.map((x) => ({
        id_grupo_alimenticio: x.id_grupo_alimenticio,
        porcentaje: porcentajeTexto(decimalACentesimas(x.porcentaje)),
        grupo: { id: x.id_grupo_alimenticio, nombre: x.nombre, sigla: x.sigla },
      })),
    })),
  };
}

/** subsidioMontoAdd: a new subsidy (tipo SUBSIDIO, CREADO: it has no distribution yet) with its first amount. */
export async function crear(ctx: Ctx, input: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(subsidioAddSchema, input);
  const auditoria = { _user_created: quien.id, _created_at: ctx.deps.clock() };
  const id = await repo
    .insertar(ctx.db, { nombre: datos.nombre, tipo: 'SUBSIDIO', nro_total_entregas: datos.nro_total_entregas, vigencia_dias: datos.vigencia_dias, estado: 'CREADO', ...auditoria })
    .catch(conflicto);
  await repo.insertarMonto(ctx.db, { id_subsidio: id, gestion: datos.gestion, monto: centavosADecimal(datos.monto), ...auditoria }).catch(conflicto);
  return obtener(ctx, id);
}

/** montoSubsidioAdd: a new (gestion, monto) pair; the earlier years stay. One amount per year. */
export async function agregarMonto(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const datos = parse(montoSubsidioAddSchema, input);
  if (!(await repo.bloquear(ctx.db, id))) throw notFound();
  await repo.insertarMonto(ctx.db, { id_subsidio: id, gestion: datos.gestion, monto: centavosADecimal(datos.monto), _user_created: quien.id, _created_at: ctx.deps.clock() }).catch(conflicto);
  return obtener(ctx, id);
}

/** Activation needs a distribution ('¡Debe crear una distribución para activar el subsidio!'). */
async function exigirDistribucion(ctx: Ctx, id: number) {
  if ((await repo.distribucionesDe(ctx.db, id)).length === 0) throw new AppError('CONFLICT', MENSAJES.distribucionParaActivar);
}

/**
 * subsidioEdit: name, deliveries, validity; the toggle (ACTIVO ↔ INACTIVO, §4); and with
 * '¿Agregar nuevo monto?' a new (gestion, monto) pair, all in one transaction.
 */
export async function editar(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const datos = parse(subsidioEditSchema, input);
  const actual = await repo.bloquear(ctx.db, id);
  if (!actual) throw notFound();
  if (datos.estado === 'ACTIVO' && actual.estado !== 'ACTIVO') await exigirDistribucion(ctx, id);
  const ahora = ctx.deps.clock();
  const { gestion, monto, ...cambios } = datos;
  await repo.actualizar(ctx.db, id, { ...cambios, _user_updated: quien.id, _updated_at: ahora }).catch(conflicto);
  if (gestion !== undefined && monto !== undefined)
    await repo.insertarMonto(ctx.db, { id_subsidio: id, gestion, monto: centavosADecimal(monto), _user_created: quien.id, _created_at: ahora }).catch(conflicto);
  return obtener(ctx, id);
}

/** The groups must exist and be ACTIVO (decision 016: only active groups are offered). */
async function exigirGruposActivos(ctx: Ctx, partes: DistribucionEntrada[]) {
  const ids = [...new Set(partes.flatMap((p) => p.detalle.map((x) => x.id_grupo_alimenticio)))];
  const activos = await repo.gruposActivos(ctx.db, ids);
  const campos: Record<string, Mensaje> = {};
  partes.forEach((p, i) =>
    p.detalle.forEach((x, j) => {
      if (!activos.has(x.id_grupo_alimenticio)) campos[`distribuciones.${i}.detalle.${j}.id_grupo_alimenticio`] = MENSAJES.grupoNoActivo;
    }),
  );
  if (Object.keys(campos).length) throw new AppError('VALIDATION', MENSAJES.grupoNoActivo, { campos });
}

/** Replaces the distributions of a subsidy that is not ACTIVO; returns the locked row's state. */
async function guardarDistribuciones(ctx: Ctx, idSubsidio: number, partes: DistribucionEntrada[]) {
  const quien = requireUser(ctx);
  const actual = await repo.bloquear(ctx.db, idSubsidio);
  if (!actual) throw notFound();
  if (actual.estado === 'ACTIVO') throw new AppError('CONFLICT', MENSAJES.distribucionSubsidioActivo);
  await exigirGruposActivos(ctx, partes);
  const filas = partes.map((p) => ({
    nombre: p.nombre,
    porcentaje: centesimasADecimal(p.porcentaje),
    credito: p.credito,
    detalle: p.detalle.map((x) => ({ id_grupo_alimenticio: x.id_grupo_alimenticio, porcentaje: centesimasADecimal(x.porcentaje) })),
  }));
  await repo.reemplazarDistribuciones(ctx.db, idSubsidio, filas, { _user_created: quien.id, _created_at: ctx.deps.clock() });
  return actual;
}

/** distribucionAdd: the distributions of a subsidy that is not ACTIVO, summing exactly 100. */
export async function agregarDistribucion(ctx: Ctx, input: unknown) {
  const datos = parse(distribucionAddSchema, input);
  await guardarDistribuciones(ctx, datos.id_subsidio, datos.distribuciones);
  return obtener(ctx, datos.id_subsidio);
}

/** subsidioDistribucionEdit: the distributions and, optionally, the subsidy's new state, in one transaction. */
export async function editarDistribucion(ctx: Ctx, input: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(subsidioDistribucionEditSchema, input);
  await guardarDistribuciones(ctx, datos.id_subsidio, datos.distribuciones);
  if (datos.estado) await repo.actualizar(ctx.db, datos.id_subsidio, { estado: datos.estado, _user_updated: quien.id, _updated_at: ctx.deps.clock() });
  return obtener(ctx, datos.id_subsidio);
}
