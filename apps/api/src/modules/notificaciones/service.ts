import { notificacionPreferenciaSchema, tiposNotificacionDeRol } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import { AppError } from '../../core/errors.js';
import type { Ctx } from '../../core/context.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import type { Executor } from '../../db/client.js';
import { textoPara, type Aviso } from './correos.js';
import * as repo from './repository.js';

/**
 * Notifications by mail (issue 35 §3, decision 065). `avisar` writes the outbox rows in the caller's
 * transaction — the one that makes the change it tells of — and sends nothing: the job (tareaPeriodica.ts)
 * does, later, so a mail server that fails never delays or undoes the change. Recipients: the
 * entity's active users with a mail address who have not turned this kind off.
 */
export async function avisar(tx: Executor, idEntidad: number, aviso: Aviso, cuando: Date): Promise<number> {
  const usuarios = await repo.destinatarios(tx, idEntidad, aviso.tipo);
  return repo.encolar(
    tx,
    usuarios.map((u) => ({ clave: aviso.clave, tipo: aviso.tipo, id_usuario: u.id, para: u.email!, asunto: aviso.asunto, texto: textoPara(u.nombre ?? u.usuario, aviso), proximo_intento: cuando, creado_at: cuando })),
  );
}

/** `misNotificaciones`: the kinds the caller's role is told of (none for staff), and whether the caller receives each. Only the caller's own. */
export async function misPreferencias(ctx: Ctx) {
  const quien = requireUser(ctx);
  const fuera = new Set(await repo.desactivadas(ctx.db, quien.id));
  return tiposNotificacionDeRol(quien.id_rol).map((tipo) => ({ tipo, activa: !fuera.has(tipo) }));
}

/** `notificacionPreferenciaSet(tipo, activa)`: turns one kind on or off for the caller, never for another user. */
export async function cambiarPreferencia(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const { tipo, activa } = parse(notificacionPreferenciaSchema, args);
  if (!tiposNotificacionDeRol(quien.id_rol).includes(tipo)) throw new AppError('VALIDATION', MENSAJES.invalid, { campos: { tipo: MENSAJES.invalid } });
  if (activa) await repo.activar(ctx.db, quien.id, tipo);
  else await repo.desactivar(ctx.db, quien.id, tipo);
  return { tipo, activa };
}
