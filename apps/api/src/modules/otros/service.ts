import { estadoOtrasSchema, id as idSchema, otraEntidadAddSchema, otraEntidadEditSchema, otrasEntidadesFiltroSchema } from '@pb/contract';
import { MENSAJES, aviso } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/http.js';
import * as entidades from '../entidades/service.js';
import * as sucursales from '../sucursales/service.js';

/**
 * Other entities, "Empleador independiente" (spec part 2 §2.17, §3): entities of origen OTRO
 * (embassies, NGOs, persons) that the programme registers, each with its payment branch, so that
 * the role-9 users created for it in /usuarios pay payrolls from that branch.
 */
const OTRA = { origen: 'OTRO' } as const;

export async function listar(ctx: Ctx, query: unknown) {
  return entidades.paginaDeClase(ctx, OTRA, parse(otrasEntidadesFiltroSchema, query));
}

export async function obtener(ctx: Ctx, rawId: unknown) {
  return entidades.obtenerDeClase(ctx, parse(idSchema, rawId), OTRA);
}

/** The entity (ACTIVO, origen OTRO, places named from the DPA, never from the browser) and its branch, in the request's transaction. */
export async function crear(ctx: Ctx, body: unknown) {
  const { dpa, ...datos } = parse(otraEntidadAddSchema, body);
  const lugar = await sucursales.lugarDe(ctx, dpa);
  const id = await entidades.insertarDeClase(ctx, { ...datos, dpa, ...lugar, origen: 'OTRO', estado: 'ACTIVO', proveedor: false });
  await sucursales.crearSucursalDePago(ctx, id, { nombre: datos.nombre, direccion_completa: datos.direccion, telefonos: datos.telefonos, dpa });
  return { ...aviso(MENSAJES.entidadCreada), datos: await entidades.obtenerDeClase(ctx, id, OTRA) };
}

/** `PUT v1/otros/`: name, address, phones, e-mail and NIT (§7). */
export async function editar(ctx: Ctx, body: unknown) {
  const { id, ...datos } = parse(otraEntidadEditSchema, body);
  return { ...aviso(MENSAJES.entidadModificada), datos: await entidades.actualizarDeClase(ctx, id, OTRA, datos) };
}

export async function cambiarEstado(ctx: Ctx, params: unknown) {
  const { id, estado } = parse(estadoOtrasSchema, params);
  const actual = await entidades.obtenerDeClase(ctx, id, OTRA);
  if (actual.estado === estado) throw new AppError('CONFLICT', MENSAJES.estadoSinCambio);
  const datos = await entidades.actualizarDeClase(ctx, id, OTRA, { estado });
  return { ...aviso(estado === 'ACTIVO' ? MENSAJES.entidadActivada : MENSAJES.entidadDesactivada), datos };
}
