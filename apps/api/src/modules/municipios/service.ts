import { estadoOtrasSchema, id as idSchema, municipioSupermercadoAddSchema, municipioSupermercadoEditSchema, municipiosSupermercadosFiltroSchema } from '@pb/contract';
import { MENSAJES, aviso } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound, translateConflict } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { lugarDe } from '../sucursales/service.js';
import * as repo from './repository.js';

/**
 * Urban municipalities with supermarkets (spec part 2 §2.17): a DPA municipality, named and
 * observed by the programme (role 2); each appears at most once (unique index on dpa).
 */
const repetido = () => new AppError('CONFLICT', MENSAJES.municipioYaRegistrado, { campos: { dpa: MENSAJES.municipioYaRegistrado } });
const CONFLICTOS = { municipios_supermercados_dpa_uq: { campo: 'dpa', mensaje: MENSAJES.municipioYaRegistrado } };

export const listar = (ctx: Ctx, query: unknown) => repo.listar(ctx.db, parse(municipiosSupermercadosFiltroSchema, query));

export async function obtener(ctx: Ctx, rawId: unknown) {
  const row = await repo.buscar(ctx.db, parse(idSchema, rawId));
  if (!row) throw notFound();
  return row;
}

export async function crear(ctx: Ctx, body: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(municipioSupermercadoAddSchema, body);
  await lugarDe(ctx, datos.dpa);
  if (await repo.porDpa(ctx.db, datos.dpa)) throw repetido();
  // Two requests racing past the check meet the unique index: the same answer.
  const id = await repo
    .insertar(ctx.db, { ...datos, estado: 'ACTIVO', _user_created: quien.id, _created_at: ctx.deps.clock() })
    .catch((err: unknown) => translateConflict(err, CONFLICTOS));
  return { ...aviso(MENSAJES.municipioCreado), datos: await obtener(ctx, id) };
}

export async function editar(ctx: Ctx, rawId: unknown, body: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const datos = parse(municipioSupermercadoEditSchema, body);
  await obtener(ctx, id);
  await repo.actualizar(ctx.db, id, { ...datos, _user_updated: quien.id, _updated_at: ctx.deps.clock() });
  return { ...aviso(MENSAJES.municipioModificado), datos: await obtener(ctx, id) };
}

export async function cambiarEstado(ctx: Ctx, params: unknown) {
  const quien = requireUser(ctx);
  const { id, estado } = parse(estadoOtrasSchema, params);
  const actual = await obtener(ctx, id);
  if (actual.estado === estado) throw new AppError('CONFLICT', MENSAJES.estadoSinCambio);
  await repo.actualizar(ctx.db, id, { estado, _user_updated: quien.id, _updated_at: ctx.deps.clock() });
  return { ...aviso(estado === 'ACTIVO' ? MENSAJES.municipioActivado : MENSAJES.municipioDesactivado), datos: await obtener(ctx, id) };
}
