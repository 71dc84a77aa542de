import { beneficiariosSucursalesSchema, id as idSchema, sucursalAddSchema, sucursalEditSchema, sucursalesFiltroSchema, sucursalLugarSchema } from '@pb/contract';
import { MENSAJES, mensaje } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import * as repo from './repository.js';

const MUNICIPIO_INVALIDO = mensaje('enCampo', { campo: { campo: 'dpa' }, mensaje: MENSAJES.invalid });

export async function listar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  return repo.listar(ctx.db, parse(sucursalesFiltroSchema, args), entidadScope(quien));
}

async function obtener(ctx: Ctx, id: number) {
  const row = await repo.buscar(ctx.db, id, entidadScope(requireUser(ctx)));
  if (!row) throw notFound();
  return row;
}

/**
 * `GET v1/beneficiarios/sucursales[?idEntidad=]` (spec part 1 §7, part 2 §7; decision 042): the
 * branches of the caller's entity as `{ nombre, id_sucursal }`. A scoped caller may name only its own
 * entity (another is "not found"); staff name one, and without it get an empty list.
 */
export async function deBeneficiarios(ctx: Ctx, query: unknown) {
  const alcance = entidadScope(requireUser(ctx));
  const { idEntidad } = parse(beneficiariosSucursalesSchema, query ?? {});
  if (alcance !== null && idEntidad !== null && idEntidad !== alcance) throw notFound();
  const entidad = alcance ?? idEntidad;
  return entidad === null ? [] : repo.deEntidad(ctx.db, entidad);
}

/** The entity of a branch within the caller's reach (any kind of branch); another entity's is "not found". */
export async function entidadDeSucursal(ctx: Ctx, id: number): Promise<number> {
  const entidad = await repo.entidadDe(ctx.db, id, entidadScope(requireUser(ctx)));
  if (entidad === null) throw notFound();
  return entidad;
}

/** Department, province and municipality names of a municipality code; an unknown code is a 400 on `dpa`. */
export async function lugarDe(ctx: Ctx, dpa: string) {
  const lugar = await repo.lugar(ctx.db, dpa);
  if (!lugar) throw new AppError('VALIDATION', MUNICIPIO_INVALIDO, { campos: { dpa: MUNICIPIO_INVALIDO } });
  return lugar;
}

const LUGAR = ['departamento', 'provincia', 'municipio'] as const;

/**
 * The input with its municipality code: the spec's department, province and municipality (ids of
 * the `v1/dpa` lists or names, decision 040) become `dpa`; sent with a `dpa` too, both must agree.
 * Without any of the three, the input is the screen's and goes on as it came.
 */
async function conDpa(ctx: Ctx, input: unknown): Promise<unknown> {
  const l = parse(sucursalLugarSchema, input);
  if (LUGAR.every((k) => l[k] === null)) return input;
  const faltan = LUGAR.filter((k) => l[k] === null);
  if (faltan.length) {
    throw new AppError('VALIDATION', mensaje('enCampo', { campo: { campo: faltan[0]! }, mensaje: MENSAJES.required }), { campos: Object.fromEntries(faltan.map((k) => [k, MENSAJES.required])) });
  }
  const dpa = await repo.dpaDeLugar(ctx.db, { departamento: l.departamento!, provincia: l.provincia!, municipio: l.municipio! });
  if (!dpa) throw new AppError('VALIDATION', MENSAJES.lugarNoCoincide, { campos: { municipio: MENSAJES.lugarNoCoincide } });
  if (l.dpa && l.dpa !== dpa) throw new AppError('VALIDATION', MENSAJES.lugarDistintoDpa, { campos: { dpa: MENSAJES.lugarDistintoDpa } });
  return { ...(input as object), dpa };
}

/** A point of sale of the caller's own entity; department and province come from the municipality code. */
export async function crear(ctx: Ctx, input: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(sucursalAddSchema, await conDpa(ctx, input));
  if (!quien.id_entidad) throw new AppError('VALIDATION', MENSAJES.sinEntidadSucursal);
  const id = await repo.insertar(ctx.db, {
    ...datos,
    ...(await lugarDe(ctx, datos.dpa)),
    latitud: String(datos.latitud),
    longitud: String(datos.longitud),
    tipo: 'PUNTO_VENTA',
    estado: 'ACTIVO',
    id_entidad: quien.id_entidad,
    id_sucursal_ovt: null,
    _user_created: quien.id,
    _created_at: ctx.deps.clock(),
  });
  return obtener(ctx, id);
}

export async function editar(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const datos = parse(sucursalEditSchema, await conDpa(ctx, input));
  await obtener(ctx, id);
  await repo.actualizar(ctx.db, id, {
    ...datos,
    ...(datos.dpa ? await lugarDe(ctx, datos.dpa) : {}),
    latitud: datos.latitud === undefined ? undefined : String(datos.latitud),
    longitud: datos.longitud === undefined ? undefined : String(datos.longitud),
    _user_updated: quien.id,
    _updated_at: ctx.deps.clock(),
  });
  return obtener(ctx, id);
}

/**
 * The payment branch (tipo SUCURSAL) of an entity the programme registers itself (an other entity,
 * spec part 2 §2.17): its users of role 9 pay payrolls from it. Names come from the municipality code.
 */
export async function crearSucursalDePago(ctx: Ctx, idEntidad: number, datos: { nombre: string; direccion_completa: string | null; telefonos: string | null; dpa: string }) {
  const quien = requireUser(ctx);
  return repo.insertar(ctx.db, {
    ...datos,
    ...(await lugarDe(ctx, datos.dpa)),
    tipo: 'SUCURSAL',
    estado: 'ACTIVO',
    id_entidad: idEntidad,
    _user_created: quien.id,
    _created_at: ctx.deps.clock(),
  });
}
