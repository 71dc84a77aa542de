import { logsFiltroSchema, DIA_MS, inicioDiaBolivia, instanteBolivia } from '@pb/contract';
import type { Ctx } from '../../core/context.js';
import { parse } from '../../core/http.js';
import { verificarCadena } from './cadena.js';
import * as repo from './repository.js';

/** A day typed in a filter is a Bolivian day (the contract's fechas.ts). */
const DIA = /^\d{4}-\d{2}-\d{2}$/;

/** A date alone means the whole day; a timestamp without a zone is Bolivian time. */
function instante(valor: string, finDelDia: boolean): { fecha: Date; exclusivo: boolean } {
  if (DIA.test(valor)) {
    const inicio = inicioDiaBolivia(valor);
    return finDelDia ? { fecha: new Date(inicio.getTime() + DIA_MS), exclusivo: true } : { fecha: inicio, exclusivo: false };
  }
  const normal = valor.replace(' ', 'T');
  return { fecha: /(Z|[+-]\d{2}:?\d{2})$/.test(normal) ? new Date(normal) : instanteBolivia(normal), exclusivo: false };
}

export async function listar(ctx: Ctx, args: unknown) {
  const f = parse(logsFiltroSchema, args);
  const desde = f.fecha_desde ? instante(f.fecha_desde, false) : null;
  const hasta = f.fecha_hasta ? instante(f.fecha_hasta, true) : null;
  return repo.listar(ctx.db, f, { desde: desde?.fecha ?? null, hasta: hasta?.fecha ?? null, hastaExclusivo: hasta?.exclusivo ?? false });
}

/** Checks the hash chain from where the last check ended; a broken link names the first row that does not match. */
export async function cadena(ctx: Ctx) {
  const { intacta, total, primer_error_id } = await verificarCadena(ctx.db, ctx.deps.clock());
  return { intacta, total, primer_error_id };
}
