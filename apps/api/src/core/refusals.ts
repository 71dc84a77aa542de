import type { Ctx } from './context.js';
import type { AuditWriter } from './ports.js';

/**
 * A refused call (403), on either API: written on its own, after the refused write (if any) rolled
 * back, so that a refusal is on record even though nothing else is.
 */
export async function auditRefusal(writeAudit: AuditWriter, ctx: Ctx, what: string, err: Error): Promise<void> {
  await writeAudit(ctx.deps.database.db, {
    nivel: 'ADVERTENCIA',
    tipo: 'ACCESO_DENEGADO',
    mensaje: `${what}: ${err.message}`,
    ip: ctx.ip,
    usuario: ctx.user?.usuario ?? null,
    id_usuario: ctx.user?.id ?? null,
    fecha: ctx.deps.clock(),
  });
}
