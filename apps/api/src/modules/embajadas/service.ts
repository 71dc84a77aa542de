import { embajadaEditSchema, embajadasFiltroSchema, estadoOtrasSchema, id as idSchema } from '@pb/contract';
import { MENSAJES, aviso } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/http.js';
import * as entidades from '../entidades/service.js';

/**
 * Embassies (spec part 2 §2.17): the entities of tipo EMBAJADA, listed, edited (name, address,
 * phones, e-mail) and switched ACTIVO ↔ INACTIVO by the programme (role 2).
 */
const EMBAJADA = { tipo: 'EMBAJADA' } as const;

const vista = (e: Awaited<ReturnType<typeof entidades.obtenerDeClase>>) => ({
  id: e.id,
  nombre: e.nombre,
  direccion: e.direccion,
  telefonos: e.telefonos,
  email: e.email,
  estado: e.estado,
});

export async function listar(ctx: Ctx, query: unknown) {
  const f = parse(embajadasFiltroSchema, query);
  const pagina = await entidades.paginaDeClase(ctx, EMBAJADA, f);
  return { ...pagina, datos: pagina.datos.map(vista) };
}

export async function editar(ctx: Ctx, rawId: unknown, body: unknown) {
  const id = parse(idSchema, rawId);
  const datos = parse(embajadaEditSchema, body);
  const e = await entidades.actualizarDeClase(ctx, id, EMBAJADA, datos);
  return { ...aviso(MENSAJES.embajadaModificada), datos: vista(e) };
}

export async function cambiarEstado(ctx: Ctx, params: unknown) {
  const { id, estado } = parse(estadoOtrasSchema, params);
  const actual = await entidades.obtenerDeClase(ctx, id, EMBAJADA);
  if (actual.estado === estado) throw new AppError('CONFLICT', MENSAJES.estadoSinCambio);
  const e = await entidades.actualizarDeClase(ctx, id, EMBAJADA, { estado });
  return { ...aviso(estado === 'ACTIVO' ? MENSAJES.embajadaActivada : MENSAJES.embajadaDesactivada), datos: vista(e) };
}
