import type { Ctx } from '../../core/context.js';
import { listar as listarTrabajadores } from '../beneficiarias/service.js';
import { actualizar, descargarTrabajadores, validarArchivo } from '../csvPlanillas/service.js';
import { entidadDeTrabajo } from '../entidades/service.js';

/**
 * The public entities' beneficiaries (spec part 2 §2.8, roles 6 and 7): the workers list with the
 * bonus amount and the import of mobiles, under the screen's own key `listaBeneficiariosPublicos`.
 * Nothing here decides: the list is the workers list's (record scope included), the CSV is the
 * workers import in mode `celulares` (all or nothing, every bad row named; decision 021), and the
 * row actions stay the workers list's REST calls under `beneficiarias:update`.
 */

/** `beneficiariosPublicos`: `beneficiariasPorEntidad`'s rows (with `monto_bono`), the caller's entity only. */
export const listar = (ctx: Ctx, args: unknown) => listarTrabajadores(ctx, args);

/** The file the user edits: the workers export of the caller's entity (staff name one), the list's rows for its filter. */
export async function descargar(ctx: Ctx, query: { idEntidad?: unknown; nro_documento?: unknown }) {
  const idEntidad = await entidadDeTrabajo(ctx, query.idEntidad);
  return descargarTrabajadores(ctx, { idEntidad }, { nro_documento: query.nro_documento });
}

/** The upload: checked as it streams in, nothing written; always the mobiles' mode. */
export const validar = (ctx: Ctx, archivo: Parameters<typeof validarArchivo>[1], query: { idEntidad?: unknown }) => validarArchivo(ctx, archivo, { idEntidad: query.idEntidad, modo: 'celulares' });

/** Continue: the rows checked again and written in the request's transaction; the mode cannot be changed to the payroll's. */
export function importar(ctx: Ctx, body: unknown) {
  const cuerpo = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return actualizar(ctx, { ...cuerpo, modo: 'celulares', crearPlanilla: false });
}
