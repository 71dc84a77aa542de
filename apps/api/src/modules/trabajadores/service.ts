import { sincronizarTrabajadoresSchema } from '@pb/contract';
import { MENSAJES, aviso, type Mensaje } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { OvtClient } from '../../integrations/ovt/client.js';
import { porcentajeBono } from '../referencias/service.js';
import { asegurarSucursales, guardarPagina, type FechaDistinta } from './sincronizar.js';
import * as repo from './repository.js';

/** A document the sync left out (spec part 2 §2.4's dialog: ci, fecha_nac_sistema, fecha_nac_ovt), with why. */
export interface DocumentoConError extends FechaDistinta {
  mensaje: string;
}

/**
 * `POST v1/beneficiarias/crear_personas` (spec part 2 §2.4 step 1): the entity's workers from the
 * OVT, matrícula by matrícula and page by page, each page in its own transaction (the route runs
 * with `ownTransactions`): a 20,000-worker employer never holds one transaction open while the
 * registry answers, and a sync cut half-way is completed by running it again.
 * Answers as §7 says, "string or list of document errors" (decision 039): the message when every
 * worker came in, else the documents left out (a birth date that differs between the system and
 * the registry), the others written all the same.
 */
export async function sincronizar(ctx: Ctx, body: unknown): Promise<Mensaje | DocumentoConError[]> {
  const quien = requireUser(ctx);
  const { id_entidad } = parse(sincronizarTrabajadoresSchema, body);
  const alcance = entidadScope(quien);
  if (alcance !== null && alcance !== id_entidad) throw notFound();
  const entidad = await repo.empleador(ctx.db, id_entidad);
  if (!entidad) throw notFound();
  if (!entidad.nit || entidad.matriculas.length === 0) throw new AppError('VALIDATION', MENSAJES.entidadSinMatriculas);

  const ovt = new OvtClient(ctx.db, ctx.deps.config.INTEGRATION_TIMEOUT_MS);
  const registro = await ovt.empleador(entidad.nit);
  if (!registro) throw new AppError('NOT_FOUND', MENSAJES.empleadorNoEnOvt({ nit: entidad.nit }));
  const { porcentaje } = await porcentajeBono(ctx);
  const cuando = ctx.deps.clock();
  // The route runs outside a transaction (`ownTransactions`): each step below opens its own.
  const db = ctx.db;

  let guardados = 0;
  const errores: FechaDistinta[] = [];
  for (const matricula of entidad.matriculas) {
    const suya = registro.matriculas.find((m) => m.matricula === matricula);
    if (!suya) continue;
    const sucursales = await db.transaction((tx) => asegurarSucursales(tx, entidad.id, matricula, suya.sucursales, quien.id, cuando));
    for await (const pagina of ovt.trabajadoresDe(entidad.nit, matricula)) {
      const r = await db.transaction((tx) => guardarPagina(tx, { idEntidad: entidad.id, matricula, sucursales, quien: quien.id, cuando, porcentaje }, pagina));
      guardados += r.guardados;
      errores.push(...r.fechasDistintas);
    }
  }
  if (errores.length > 0) return errores.map((e) => ({ ...e, ...aviso(MENSAJES.csvFechaNoCoincide) }));
  return MENSAJES.trabajadoresSincronizados({ n: guardados });
}
