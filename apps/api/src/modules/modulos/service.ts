import { id as idSchema, moduloAddSchema, moduloEditSchema, modulosFiltroSchema, type ModuloEdit } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound, translateConflict } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import type { Executor } from '../../db/client.js';
import { MODULOS } from './catalogo.js';
import * as repo from './repository.js';

/**
 * The API's permission keys and the browser's routes are bound to these modules' `ruta`: renaming or
 * removing one would silently cut every role off a screen.
 */
const RUTAS_SISTEMA = new Set(MODULOS.map((m) => m.ruta));
/** Turning these off would lock everybody out of repairing the permission matrix. */
const IMPRESCINDIBLES = new Set(['modulos', 'permisos']);

const duplicada = () => new AppError('CONFLICT', MENSAJES.moduloRutaDuplicada, { campos: { ruta: MENSAJES.moduloRutaDuplicada } });
const padreInvalido = () => new AppError('VALIDATION', MENSAJES.moduloPadreInvalido, { campos: { id_modulo: MENSAJES.moduloPadreInvalido } });

/** The form's "no parent" arrives as 0 or '' as often as null. */
function sinPadreCero(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const v = (input as Record<string, unknown>).id_modulo;
  return v === 0 || v === '0' || v === '' ? { ...input, id_modulo: null } : input;
}

const traducirConflicto = (err: unknown) => translateConflict(err, { modulos_ruta_unique: { campo: 'ruta', mensaje: MENSAJES.moduloRutaDuplicada } });

/** A parent exists, is top-level, and is not the module itself. */
async function verificarPadre(db: Executor, idPadre: number, idModulo?: number) {
  if (idPadre === idModulo) throw padreInvalido();
  const padre = await repo.objetivo(db, idPadre);
  if (!padre || padre.id_modulo !== null) throw padreInvalido();
}

export async function listar(ctx: Ctx, args: unknown) {
  return repo.listar(ctx.db, parse(modulosFiltroSchema, args));
}

export async function obtener(ctx: Ctx, rawId: unknown) {
  const row = await repo.buscarPorId(ctx.db, parse(idSchema, rawId));
  if (!row) throw notFound();
  return row;
}

/** Creates the module and its permission rows for every role, all or nothing. */
export async function crear(ctx: Ctx, input: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(moduloAddSchema, sinPadreCero(input));
  const id = await ctx.db
    .transaction(async (tx) => {
      if (await repo.rutaUsada(tx, datos.ruta)) throw duplicada();
      if (datos.id_modulo != null) await verificarPadre(tx, datos.id_modulo);
      const nuevo = await repo.insertar(tx, { ...datos, orden: Number(datos.orden), id_modulo: datos.id_modulo ?? null, _user_created: quien.id, _created_at: ctx.deps.clock() });
      await repo.crearPermisos(tx, nuevo, quien.id);
      return nuevo;
    })
    .catch(traducirConflicto);
  return obtener(ctx, id);
}

/** Only the fields sent change: the shared schema's defaults (visible, estado) must not reset the others. */
function enviados(datos: ModuloEdit, input: unknown): ModuloEdit {
  const keys = new Set(Object.keys((input ?? {}) as object));
  return Object.fromEntries(Object.entries(datos).filter(([k]) => keys.has(k))) as ModuloEdit;
}

export async function editar(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const limpio = sinPadreCero(input);
  const datos = enviados(parse(moduloEditSchema, limpio), limpio);
  await ctx.db
    .transaction(async (tx) => {
      const actual = await repo.objetivo(tx, id);
      if (!actual) throw notFound();
      if (datos.ruta !== undefined && datos.ruta !== actual.ruta) {
        if (RUTAS_SISTEMA.has(actual.ruta)) throw new AppError('CONFLICT', MENSAJES.moduloSistema);
        if (await repo.rutaUsada(tx, datos.ruta, id)) throw duplicada();
      }
      if (datos.id_modulo != null && datos.id_modulo !== actual.id_modulo) {
        await verificarPadre(tx, datos.id_modulo, id);
        // Modules nest one level deep: a section cannot become a child.
        if (await repo.tieneHijos(tx, id)) throw padreInvalido();
      }
      if (datos.estado === 'INACTIVO' && IMPRESCINDIBLES.has(actual.ruta)) throw new AppError('CONFLICT', MENSAJES.moduloImprescindible);
      const { orden, ...resto } = datos;
      await repo.actualizar(tx, id, { ...resto, ...(orden !== undefined ? { orden: Number(orden) } : {}), _user_updated: quien.id, _updated_at: ctx.deps.clock() });
    })
    .catch(traducirConflicto);
  return obtener(ctx, id);
}

export async function eliminar(ctx: Ctx, rawId: unknown) {
  const id = parse(idSchema, rawId);
  await ctx.db.transaction(async (tx) => {
    const actual = await repo.objetivo(tx, id);
    if (!actual) throw notFound();
    if (RUTAS_SISTEMA.has(actual.ruta)) throw new AppError('CONFLICT', MENSAJES.moduloSistema);
    if (await repo.tieneHijos(tx, id)) throw new AppError('CONFLICT', MENSAJES.moduloConSubmodulos);
    await repo.eliminar(tx, id);
  });
  return { deleted: true };
}
