import { id as idSchema, optionalText, usuarioAddEntradaSchema, usuarioEditEntradaSchema, usuariosFiltroSchema } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import { z } from 'zod';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound, translateConflict } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { hashPassword } from '../../auth/passwords.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { guardarPersona } from '../personas/guardar.js';
import * as repo from './repository.js';
import { verificarAutoEdicion, verificarNombreLibre, verificarProtegido, verificarReferencias, verificarRolAsignable } from './reglas.js';

/** Two callers saving the same name at once: the unique index decides, the answer is the same. */
const CONFLICTOS = {
  usuarios_usuario_uq: { campo: 'usuario', mensaje: MENSAJES.usuarioDuplicado },
  personas_movil_uq: { campo: 'persona.movil', mensaje: MENSAJES.celularRegistrado },
  // Any record that still points at the user keeps it from being deleted.
  '23503': { mensaje: MENSAJES.usuarioConRegistros },
};
const traducirConflicto = (err: unknown) => translateConflict(err, CONFLICTOS);

/** A person's id is of no use to a scoped caller, and would tell whether a document was already registered. */
function paraQuien<T extends { id_persona: number | null }>(alcance: number | null, row: T): T {
  return alcance === null ? row : { ...row, id_persona: null };
}

export async function listar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const filtro = parse(usuariosFiltroSchema, args);
  const alcance = entidadScope(quien);
  const { count, rows } = await repo.listar(ctx.db, filtro, alcance);
  return { count, rows: rows.map((r) => paraQuien(alcance, r)) };
}

/** The entity selector searches as the user types: never more than this many at once. */
export const MAX_ENTIDADES_OPCION = 50;
const opcionesSchema = z.object({ buscar: optionalText(100) });

/** Choices of the user form: active entities matching `buscar`; a scoped caller only its own. */
export async function opciones(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const { buscar } = parse(opcionesSchema, args);
  return { entidades: await repo.entidadesOpcion(ctx.db, buscar, entidadScope(quien), MAX_ENTIDADES_OPCION) };
}

/** Branches of an entity for the user form; another entity's are none of a scoped caller's business. */
export async function sucursales(ctx: Ctx, rawIdEntidad: unknown) {
  const quien = requireUser(ctx);
  const idEntidad = parse(idSchema, rawIdEntidad);
  const alcance = entidadScope(quien);
  if (alcance !== null && alcance !== idEntidad) return [];
  return repo.sucursalesOpcion(ctx.db, idEntidad);
}

/** A user outside the caller's scope is "not found", never "forbidden". */
export async function obtener(ctx: Ctx, rawId: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const alcance = entidadScope(quien);
  const row = await repo.buscarPorId(ctx.db, id, alcance);
  if (!row) throw notFound();
  return paraQuien(alcance, row);
}

export async function crear(ctx: Ctx, input: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(usuarioAddEntradaSchema, input);
  const alcance = entidadScope(quien);
  // A scoped caller's users belong to its own entity, whatever the form sent.
  const id_entidad = alcance ?? datos.id_entidad ?? null;
  verificarRolAsignable(quien, datos.id_rol);
  const contrasena = await hashPassword(datos.contrasena);
  const ahora = ctx.deps.clock();
  const { db } = ctx;
  const id = await db
    .transaction(async (tx) => {
      await verificarReferencias(tx, { id_rol: datos.id_rol, id_entidad, sucursal: { id: datos.id_sucursal ?? null, id_entidad } });
      await verificarNombreLibre(tx, datos.usuario);
      const id_persona = await guardarPersona(ctx, tx, datos.persona, { pais_nacimiento: datos.pais_nacimiento });
      return repo.insertar(tx, {
        usuario: datos.usuario,
        contrasena,
        email: datos.email,
        cargo: datos.cargo,
        id_rol: datos.id_rol,
        id_entidad,
        id_sucursal: datos.id_sucursal ?? null,
        id_persona,
        _user_created: quien.id,
        _created_at: ahora,
      });
    })
    .catch(traducirConflicto);
  return obtener(ctx, id);
}

export async function editar(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const datos = parse(usuarioEditEntradaSchema, input);
  const alcance = entidadScope(quien);
  const ahora = ctx.deps.clock();
  const { db } = ctx;
  await db
    .transaction(async (tx) => {
      const actual = await repo.objetivo(tx, id, alcance);
      if (!actual) throw notFound();
      verificarProtegido(quien, actual);
      verificarAutoEdicion(quien, actual, { estado: datos.estado, id_rol: datos.id_rol });
      const cambiaRol = datos.id_rol !== undefined && datos.id_rol !== actual.id_rol;
      if (cambiaRol) verificarRolAsignable(quien, datos.id_rol!);
      // A scoped caller cannot move a user out of its entity; staff may move it to another one.
      const id_entidad = alcance !== null ? actual.id_entidad : datos.id_entidad === undefined ? actual.id_entidad : datos.id_entidad;
      const cambiaEntidad = id_entidad !== actual.id_entidad;
      const id_sucursal = datos.id_sucursal !== undefined ? datos.id_sucursal : cambiaEntidad ? null : actual.id_sucursal;
      const cambiaSucursal = id_sucursal !== actual.id_sucursal || cambiaEntidad;
      await verificarReferencias(tx, {
        id_rol: cambiaRol ? datos.id_rol : undefined,
        id_entidad: cambiaEntidad ? id_entidad : undefined,
        sucursal: cambiaSucursal ? { id: id_sucursal, id_entidad } : undefined,
      });
      if (datos.usuario !== undefined && datos.usuario !== actual.usuario) await verificarNombreLibre(tx, datos.usuario, id);
      const id_persona = datos.persona ? await guardarPersona(ctx, tx, datos.persona, { pais_nacimiento: datos.pais_nacimiento }) : undefined;
      await repo.actualizar(tx, id, {
        usuario: datos.usuario,
        email: datos.email,
        cargo: datos.cargo,
        estado: datos.estado,
        id_rol: datos.id_rol,
        id_entidad,
        id_sucursal,
        id_persona,
        _user_updated: quien.id,
        _updated_at: ahora,
      });
      // Whoever is deactivated or gets another role must sign in again with what they now are.
      const desactiva = datos.estado === 'INACTIVO' && actual.estado !== 'INACTIVO';
      if (desactiva || cambiaRol) await revokeUserSessions(tx, id, ahora);
    })
    .catch(traducirConflicto);
  return obtener(ctx, id);
}

/** Removes the user row and its sessions in one transaction; the person stays. */
export async function eliminar(ctx: Ctx, rawId: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const { db } = ctx;
  await db
    .transaction(async (tx) => {
      const actual = await repo.objetivo(tx, id, entidadScope(quien));
      if (!actual) throw notFound();
      if (actual.id === quien.id) throw new AppError('FORBIDDEN', MENSAJES.noAutoEliminar);
      verificarProtegido(quien, actual);
      await repo.eliminar(tx, id);
    })
    .catch(traducirConflicto);
  return { deleted: true };
}
