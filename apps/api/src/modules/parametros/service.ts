import { editaSoloValorDeParametro, id as idSchema, parametroAddSchema, parametroEditSchema, parametrosFiltroSchema } from '@pb/contract';
import { MENSAJES, mensaje } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound, translateConflict } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import * as repo from './repository.js';

const CONFLICTOS = { parametros_nombre_unique: { campo: 'nombre', mensaje: MENSAJES.parametroDuplicado } };
const conflicto = (err: unknown) => translateConflict(err, CONFLICTOS);

/** Parameters the server reads as whole minutes or counts: a bad value would break logins. */
const NUMERICOS = new Set(['JWT_TOKEN_EXPIRATION', 'TIEMPO_BLOQUEO', 'NRO_MAX_INTENTOS']);

function validarValor(nombre: string, valor: string | undefined) {
  if (valor !== undefined && NUMERICOS.has(nombre) && !/^[1-9]\d{0,5}$/.test(valor)) throw new AppError('VALIDATION', mensaje('enCampo', { campo: { campo: 'valor' }, mensaje: MENSAJES.numeroEntero }));
}

export async function listar(ctx: Ctx, args: unknown) {
  return repo.listar(ctx.db, parse(parametrosFiltroSchema, args));
}

export async function crear(ctx: Ctx, input: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(parametroAddSchema, input);
  validarValor(datos.nombre, datos.valor);
  const id = await repo.insertar(ctx.db, { ...datos, _user_created: quien.id, _created_at: ctx.deps.clock() }).catch(conflicto);
  return (await repo.buscar(ctx.db, id))!;
}

/** Only the superadministrator changes a parameter's name, label or description; others only its value. */
export async function editar(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const datos = parse(parametroEditSchema, input);
  const actual = await repo.buscar(ctx.db, id);
  if (!actual) throw notFound();
  if (editaSoloValorDeParametro(quien.id_rol)) {
    const otros = (['nombre', 'label', 'descripcion', 'estado'] as const).filter((k) => datos[k] !== undefined && datos[k] !== actual[k]);
    if (otros.length) throw new AppError('FORBIDDEN', MENSAJES.soloValor);
  }
  validarValor(datos.nombre ?? actual.nombre, datos.valor);
  await repo.actualizar(ctx.db, id, { ...datos, _user_updated: quien.id, _updated_at: ctx.deps.clock() }).catch(conflicto);
  return (await repo.buscar(ctx.db, id))!;
}
