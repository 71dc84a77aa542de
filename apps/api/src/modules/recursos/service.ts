import { estadoDeTransicion, transicionSchema, type PermissionKey } from '@pb/contract';
import { MENSAJES, aviso } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import type { ByReach } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import * as alimentos from '../alimentos/service.js';
import * as embajadas from '../embajadas/service.js';
import * as entidades from '../entidades/service.js';
import * as grupos from '../grupos/service.js';
import * as modulos from '../modulos/service.js';
import * as municipios from '../municipios/service.js';
import * as otros from '../otros/service.js';
import * as subsidios from '../subsidios/service.js';
import * as sucursales from '../sucursales/service.js';
import * as usuarios from '../usuarios/service.js';

/**
 * The generic REST calls of spec part 1 §4, §7 and CONTRACT.md "Lists" (decision 039):
 * `PATCH /api/<recurso>/<id>` with `{ transicion: "activar" | "inactivar" }` and
 * `DELETE /api/<recurso>/<id>`. Each resource runs exactly the call its screen's switch (or delete
 * button) makes, under the same key: the rules, the record scope and the answer's record are that
 * feature's. The answer is `{ mensaje, datos }`: the feature's own message when its call has one
 * (other entities, embassies, municipalities), else '¡Registro activado!' / '¡Registro desactivado!'.
 */
type Estado = 'ACTIVO' | 'INACTIVO';
interface Respuesta {
  mensaje: string;
  datos: unknown;
}
interface ConTransicion {
  requirement: PermissionKey | ByReach;
  cambiar: (ctx: Ctx, rawId: unknown, estado: Estado) => Promise<Respuesta>;
}

/** A feature whose edit call takes `{ estado }` (the GraphQL `<x>Edit` its screen's switch sends). */
const porEdicion =
  (editar: (ctx: Ctx, rawId: unknown, input: unknown) => Promise<unknown>) =>
  async (ctx: Ctx, rawId: unknown, estado: Estado): Promise<Respuesta> => ({
    ...aviso(estado === 'ACTIVO' ? MENSAJES.registroActivado : MENSAJES.registroDesactivado),
    datos: await editar(ctx, rawId, { estado }),
  });

/** A feature whose screen calls its own REST state change (`v1/<x>/{id}/{ACTIVO|INACTIVO}`), which already answers `{ mensaje, datos }`. */
const porEstado =
  (cambiarEstado: (ctx: Ctx, params: unknown) => Promise<Respuesta>) =>
  (ctx: Ctx, rawId: unknown, estado: Estado): Promise<Respuesta> =>
    cambiarEstado(ctx, { id: rawId, estado });

/** Every resource whose list has an ACTIVO/INACTIVO switch, with its screen's key and call. */
export const CON_TRANSICION = {
  usuarios: { requirement: 'usuarios:update', cambiar: porEdicion(usuarios.editar) },
  entidades: { requirement: 'entidades:update', cambiar: porEdicion(entidades.editar) },
  modulos: { requirement: 'modulos:update', cambiar: porEdicion(modulos.editar) },
  sucursales: { requirement: 'sucursales:update', cambiar: porEdicion(sucursales.editar) },
  subsidios: { requirement: 'subsidios:update', cambiar: porEdicion(subsidios.editar) },
  grupos: { requirement: 'grupos:update', cambiar: porEdicion(grupos.editar) },
  // One call for the programme's foods and a provider's products (decision 017): the reach decides.
  alimentos: { requirement: alimentos.ALIMENTOS_EDITAR, cambiar: porEdicion(alimentos.editar) },
  productos: { requirement: alimentos.ALIMENTOS_EDITAR, cambiar: porEdicion(alimentos.editar) },
  otros: { requirement: 'otros:update', cambiar: porEstado(otros.cambiarEstado) },
  embajadas: { requirement: 'embajadas:update', cambiar: porEstado(embajadas.cambiarEstado) },
  municipios: { requirement: 'municipios:update', cambiar: porEstado(municipios.cambiarEstado) },
} satisfies Record<string, ConTransicion>;
export type RecursoConTransicion = keyof typeof CON_TRANSICION;

/** The resources the spec lets delete (part 1 §6: `usuarios:delete`, `modulos:delete`), with their GraphQL delete's rules and answer. */
export const ELIMINABLES = {
  usuarios: { requirement: 'usuarios:delete', eliminar: usuarios.eliminar },
  modulos: { requirement: 'modulos:delete', eliminar: modulos.eliminar },
} satisfies Record<string, { requirement: PermissionKey; eliminar: (ctx: Ctx, rawId: unknown) => Promise<{ deleted: boolean }> }>;
export type RecursoEliminable = keyof typeof ELIMINABLES;

export async function cambiarEstado(ctx: Ctx, recurso: RecursoConTransicion, rawId: unknown, body: unknown): Promise<Respuesta> {
  const { transicion } = parse(transicionSchema, body);
  return CON_TRANSICION[recurso].cambiar(ctx, rawId, estadoDeTransicion(transicion));
}

export function eliminar(ctx: Ctx, recurso: RecursoEliminable, rawId: unknown): Promise<{ deleted: boolean }> {
  return ELIMINABLES[recurso].eliminar(ctx, rawId);
}
