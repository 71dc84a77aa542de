import { diaMesAnio, type RegistroEmpleador } from '@pb/contract';
import { MENSAJES, aviso, type Mensaje } from '@pb/contract/mensajes';
import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../../core/context.js';
import { AppError, translateConflict } from '../../core/errors.js';
import { hashPassword } from '../../auth/passwords.js';
import { OvtClient } from '../../integrations/ovt/client.js';
import { SegipClient } from '../../integrations/segip/client.js';
import { writeAudit } from '../logs/audit.js';
import { guardarPersonaRegistro, personaSegunSegip } from '../personas/guardar.js';
import { crearEnlace, enlaceA, enviarDespues, usarEnlace } from '../enlaces/service.js';
import { correoConfirmacion } from './correo.js';
import * as repo from './repository.js';

/**
 * 'Registrarse' (issue 19, decision 036): an employer creates its own account. The OVT and SEGIP
 * are asked before the one write transaction; the entity and its role-5 user are written PENDIENTE
 * with a confirmation link, mailed after the commit; the link makes both ACTIVO. Every step, a
 * refusal too, is audited. A NIT that already has an entity is refused: its administrator creates
 * the account. A username in use is checked last, after the OVT and SEGIP agree, so that a stranger
 * cannot learn from the sign-up which usernames exist (issue 31).
 */
export const CONFIRMACION_HORAS = 24;
type Log = Pick<FastifyBaseLogger, 'error' | 'info'>;

export async function registrar(ctx: Ctx, d: RegistroEmpleador, log: Log): Promise<{ message: string }> {
  const ahora = ctx.deps.clock();
  const audit = (db: typeof ctx.db, nivel: 'INFO' | 'ADVERTENCIA', mensaje: Mensaje, idUsuario: number | null = null) =>
    writeAudit(db, { nivel, tipo: 'REGISTRO_EMPLEADOR', mensaje, referencia: `nit=${d.nit} matricula=${d.matricula}`, ip: ctx.ip, usuario: d.usuario, id_usuario: idUsuario, fecha: ahora });
  const rechazar = async (e: AppError): Promise<never> => {
    await audit(ctx.db, 'ADVERTENCIA', MENSAJES.auditoriaRegistroRechazado({ motivo: e.mensaje }));
    throw e;
  };
  const timeout = ctx.deps.config.INTEGRATION_TIMEOUT_MS;

  if (await repo.entidadConNit(ctx.db, d.nit)) return rechazar(new AppError('CONFLICT', MENSAJES.registroNitExistente({ nit: d.nit }), { campos: { nit: MENSAJES.registroNitExistente({ nit: d.nit }) } }));

  const empleador = await new OvtClient(ctx.db, timeout).empleador(d.nit);
  if (!empleador) return rechazar(new AppError('NOT_FOUND', MENSAJES.registroNitNoEncontrado, { campos: { nit: MENSAJES.registroNitNoEncontrado } }));
  const matriculas = empleador.matriculas.map((m) => m.matricula);
  if (!matriculas.includes(d.matricula)) return rechazar(new AppError('VALIDATION', MENSAJES.registroMatriculaNoCorresponde, { campos: { matricula: MENSAJES.registroMatriculaNoCorresponde } }));
  await audit(ctx.db, 'INFO', MENSAJES.auditoriaRegistroOvt({ razonSocial: empleador.razon_social }));

  const segun = await new SegipClient(ctx.db, timeout).buscar(d.nro_documento, diaMesAnio(d.fecha_nacimiento), d.complemento);
  if (!segun) return rechazar(new AppError('NOT_FOUND', MENSAJES.personaNoEncontradaSegip, { campos: { nro_documento: MENSAJES.personaNoEncontradaSegip } }));
  await audit(ctx.db, 'INFO', MENSAJES.auditoriaRegistroSegip);
  // The username last (issue 31): only who passed the NIT, OVT and SEGIP checks, the employer, learns that a name is taken.
  if (await repo.usuarioExiste(ctx.db, d.usuario)) return rechazar(new AppError('CONFLICT', MENSAJES.registroUsuarioExistente, { campos: { usuario: MENSAJES.registroUsuarioExistente } }));

  const hash = await hashPassword(d.contrasena);
  const token = await ctx.db.transaction(async (tx) => {
    await repo.bloquearNit(tx, d.nit);
    if (await repo.entidadConNit(tx, d.nit)) throw new AppError('CONFLICT', MENSAJES.registroNitExistente({ nit: d.nit }), { campos: { nit: MENSAJES.registroNitExistente({ nit: d.nit }) } });
    const idEntidad = await repo.insertarEntidad(tx, { nombre: empleador.razon_social, nit: d.nit, matricula: d.matricula, matriculas, email: d.email, ahora });
    const idPersona = await guardarPersonaRegistro(
      ctx,
      tx,
      {
        ...personaSegunSegip(segun, d),
        // Not sent: a known person keeps them (decidir() leaves an absent field as it is).
        movil: undefined as unknown as null,
        telefono: undefined as unknown as null,
      },
      idEntidad,
      { estado_verificacion: 'VERIFICADO_SEGIP' },
    );
    const idUsuario = await repo
      .insertarUsuario(tx, { usuario: d.usuario, hash, email: d.email, idEntidad, idPersona, ahora })
      .catch((err: unknown) => translateConflict(err, { usuarios_usuario_uq: { mensaje: MENSAJES.registroUsuarioExistente, campo: 'usuario' } }));
    await repo.firmarEntidad(tx, idEntidad, idUsuario);
    const t = await crearEnlace(ctx, tx, idUsuario, 'CONFIRMACION', CONFIRMACION_HORAS * 60);
    await audit(tx, 'INFO', MENSAJES.auditoriaRegistroPendiente({ entidad: idEntidad }), idUsuario);
    return t;
  }).catch(async (err: unknown) => {
    if (err instanceof AppError && err.status < 500) await audit(ctx.db, 'ADVERTENCIA', MENSAJES.auditoriaRegistroRechazado({ motivo: err.mensaje }));
    throw err;
  });
  void enviarDespues(ctx, correoConfirmacion(d.email, { usuario: d.usuario, razonSocial: empleador.razon_social, nit: d.nit, enlace: enlaceA(ctx, 'confirmar', token), horas: CONFIRMACION_HORAS }), log);
  return { ...aviso(MENSAJES.registroEnviado, 'message') };
}

/** The confirmation link: the pending user and entity become ACTIVO, once. */
export async function confirmar(ctx: Ctx, token: string): Promise<{ message: string }> {
  return ctx.db.transaction(async (tx) => {
    const ahora = ctx.deps.clock();
    const idUsuario = await usarEnlace(ctx, tx, token, 'CONFIRMACION');
    const u = idUsuario === null ? undefined : await repo.activarPendiente(tx, idUsuario, ahora);
    if (!u) throw new AppError('VALIDATION', MENSAJES.enlaceInvalido);
    await writeAudit(tx, { nivel: 'INFO', tipo: 'REGISTRO_EMPLEADOR', mensaje: MENSAJES.auditoriaRegistroConfirmado({ entidad: u.id_entidad ?? '' }), referencia: null, ip: ctx.ip, usuario: u.usuario, id_usuario: u.id, fecha: ahora });
    return { ...aviso(MENSAJES.cuentaConfirmada, 'message') };
  });
}
