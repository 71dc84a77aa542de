import { PAQUETE_EDITABLE, cantidadTexto, centavosADecimal, decimalACentavos, id as idSchema, paqueteAddSchema, paqueteAlimentosEditSchema, paqueteEstadoSchema, paquetesFiltroSchema, type AlimentoDelPaquete, type Paquete } from '@pb/contract';
import { MENSAJES, aviso } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import * as repo from './repository.js';

/**
 * Food packages per regional office (spec part 2 §2.15; decision 019). Programme staff (roles 2
 * and 3) reach every regional. A package is a subsidy's list of the programme's foods with their
 * quantities; at most one per (subsidy, regional) is ACTIVO.
 */

const seleccione = (campo: 'id_subsidio' | 'id_sucursal') => new AppError('VALIDATION', MENSAJES.seleccionarSubsidioRegional, { campos: { [campo]: MENSAJES.seleccionarSubsidioRegional } });

export async function regionales(ctx: Ctx) {
  const datos = await repo.regionales(ctx.db);
  return { datos, total: datos.length, totalFiltro: datos.length };
}

/** A regional office of the programme by id (a delivery's place), or null. */
export const regionalDelPrograma = (ctx: Ctx, id: number) => repo.regional(ctx.db, id);

export async function listar(ctx: Ctx, query: unknown, params: unknown) {
  const filtro = parse(paquetesFiltroSchema, { ...(query as object), ...(params as object) });
  if (!(await repo.regional(ctx.db, filtro.idRegional))) throw notFound();
  return repo.listarPorRegional(ctx.db, filtro);
}

export async function obtener(ctx: Ctx, rawId: unknown): Promise<Paquete> {
  const paquete = await repo.buscar(ctx.db, parse(idSchema, rawId));
  if (!paquete) throw notFound();
  return { ...paquete, alimentos: paquete.alimentos.map((x) => ({ ...x, cantidad: cantidadTexto(decimalACentavos(x.cantidad)) })) };
}

/** The package a delivery hands out (decision 026): the ACTIVO one of the subsidy at the regional, or null. */
export async function activo(ctx: Ctx, idSubsidio: number, idSucursal: number): Promise<Paquete | null> {
  const id = await repo.activoDe(ctx.db, idSubsidio, idSucursal);
  return id === null ? null : obtener(ctx, id);
}

export async function alimentosDisponibles(ctx: Ctx) {
  const datos = await repo.alimentosDisponibles(ctx.db);
  return { datos, total: datos.length, totalFiltro: datos.length };
}

/**
 * The foods of a package as the server keeps them: each one of the programme's active foods, each
 * once (§5: 'El alimento {nombre} ya se encuentra agregado', named as the catalogue names it).
 */
async function revisarAlimentos(ctx: Ctx, lista: AlimentoDelPaquete[]) {
  const conocidos = new Map((await repo.alimentosDelPrograma(ctx.db, [...new Set(lista.map((x) => x.id_alimento))])).map((a) => [a.id, a]));
  const vistos = new Set<number>();
  return lista.map((x, i) => {
    const alimento = conocidos.get(x.id_alimento);
    const campo = `alimentos.${i}.id_alimento`;
    if (!alimento) throw new AppError('VALIDATION', MENSAJES.alimentoCantidadInvalida, { campos: { [campo]: MENSAJES.alimentoCantidadInvalida } });
    if (vistos.has(x.id_alimento)) throw new AppError('VALIDATION', MENSAJES.alimentoYaAgregado({ nombre: alimento.nombre }), { campos: { [campo]: MENSAJES.alimentoYaAgregado({ nombre: alimento.nombre }) } });
    if (alimento.estado !== 'ACTIVO') throw new AppError('VALIDATION', MENSAJES.alimentoNoActivo({ nombre: alimento.nombre }), { campos: { [campo]: MENSAJES.alimentoNoActivo({ nombre: alimento.nombre }) } });
    vistos.add(x.id_alimento);
    return { id_alimento: x.id_alimento, cantidad: centavosADecimal(x.cantidad) };
  });
}

/** `POST v1/paquetes`: a new CREADO package of a subsidy that is not INACTIVO, for a regional office. */
export async function crear(ctx: Ctx, body: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(paqueteAddSchema, body);
  const subsidio = await repo.subsidio(ctx.db, datos.id_subsidio);
  if (!subsidio) throw seleccione('id_subsidio');
  if (subsidio.estado === 'INACTIVO') throw new AppError('VALIDATION', MENSAJES.subsidioInactivo, { campos: { id_subsidio: MENSAJES.subsidioInactivo } });
  if (!(await repo.regional(ctx.db, datos.id_sucursal))) throw seleccione('id_sucursal');
  const lista = await revisarAlimentos(ctx, datos.alimentos);
  const cuando = ctx.deps.clock();
  const id = await repo.insertar(ctx.db, { id_subsidio: datos.id_subsidio, id_sucursal: datos.id_sucursal, estado: 'CREADO', _user_created: quien.id, _created_at: cuando });
  await repo.reemplazarAlimentos(ctx.db, id, lista, quien.id, cuando);
  return { ...aviso(MENSAJES.paqueteCreado), datos: await obtener(ctx, id) };
}

/** `PATCH v1/alimentos/paquete`: the package's whole new list of foods, while CREADO or ACTIVO (§4). */
export async function editarAlimentos(ctx: Ctx, body: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(paqueteAlimentosEditSchema, body);
  const actual = await repo.bloquear(ctx.db, datos.id_paquete);
  if (!actual) throw notFound();
  if (!PAQUETE_EDITABLE.has(actual.estado)) throw new AppError('CONFLICT', MENSAJES.paqueteNoEditable);
  const lista = await revisarAlimentos(ctx, datos.alimentos);
  const cuando = ctx.deps.clock();
  await repo.reemplazarAlimentos(ctx.db, actual.id, lista, quien.id, cuando);
  await repo.marcarModificado(ctx.db, actual.id, quien.id, cuando);
  return { ...aviso(MENSAJES.paqueteModificado), datos: await obtener(ctx, actual.id) };
}

/**
 * `PATCH v1/paquetes/{id}/{ACTIVO|INACTIVO}/{idSucursal}/{idSubsidio}`. Activating (from CREADO or
 * INACTIVO) deactivates the pair's other ACTIVO package in the same transaction; all the pair's rows
 * are locked first, in id order, so two activations at once leave exactly one ACTIVO.
 */
export async function cambiarEstado(ctx: Ctx, params: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(paqueteEstadoSchema, params);
  const par = await repo.par(ctx.db, datos.id);
  if (!par) throw notFound();
  await repo.bloquearPar(ctx.db, par.id_subsidio, par.id_sucursal);
  const actual = await repo.bloquear(ctx.db, datos.id);
  if (!actual) throw notFound();
  if (actual.id_sucursal !== datos.idSucursal || actual.id_subsidio !== datos.idSubsidio) throw new AppError('VALIDATION', MENSAJES.paqueteNoCorresponde);
  if (actual.estado === datos.estado) throw new AppError('CONFLICT', MENSAJES.paqueteEstadoSinCambio({ estado: actual.estado }));
  if (datos.estado === 'INACTIVO' && actual.estado === 'CREADO') throw new AppError('CONFLICT', MENSAJES.paqueteDesactivarSoloActivo);
  const cuando = ctx.deps.clock();
  if (datos.estado === 'ACTIVO') {
    await repo.desactivarOtros(ctx.db, actual.id, actual.id_subsidio, actual.id_sucursal, quien.id, cuando);
  }
  await repo.cambiarEstado(ctx.db, actual.id, datos.estado, quien.id, cuando);
  return { ...aviso(datos.estado === 'ACTIVO' ? MENSAJES.paqueteActivado : MENSAJES.paqueteDesactivado), datos: await obtener(ctx, actual.id) };
}
