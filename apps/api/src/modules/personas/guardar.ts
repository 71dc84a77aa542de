import { isoDeDiaMesAnio, type PersonaInput } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import type { Executor } from '../../db/client.js';
import type { PersonaVerificada } from '../../integrations/segip/client.js';
import { writeAudit } from '../logs/audit.js';
import { TEXTOS_PERSONA, decidir } from './reglas.js';
import * as repo from './repository.js';

/**
 * The one way a feature writes a person it was sent (a user's today; a worker's, a beneficiary's
 * later): the person of that document is created, or changed as far as the caller may
 * (./reglas.ts), or refused. Returns the person's id. Call it inside the feature's transaction.
 * `alCrear` are facts only a new person takes (where she was born, a SEGIP verification the caller made).
 */
export async function guardarPersona(ctx: Ctx, tx: Executor, enviado: PersonaInput, alCrear: repo.DatosAlCrear = {}): Promise<number> {
  const quien = requireUser(ctx);
  return guardarComo(ctx, tx, enviado, { id: quien.id, usuario: quien.usuario, alcance: entidadScope(quien) }, alCrear);
}

/**
 * The same rule for someone who signs up (issue 19: an employer's legal representative, decision
 * 036): no session yet, so the caller is the new entity (`idEntidad`) and the rows name no user.
 */
export async function guardarPersonaRegistro(ctx: Ctx, tx: Executor, enviado: PersonaInput, idEntidad: number, alCrear: repo.DatosAlCrear = {}): Promise<number> {
  return guardarComo(ctx, tx, enviado, { id: null, usuario: null, alcance: idEntidad }, alCrear);
}

async function guardarComo(ctx: Ctx, tx: Executor, enviado: PersonaInput, quien: { id: number | null; usuario: string | null; alcance: number | null }, alCrear: repo.DatosAlCrear): Promise<number> {
  const actual = await repo.porDocumento(tx, enviado);
  if (!actual) return repo.insertar(tx, enviado, quien.id, alCrear);
  const situacion = { verificada: actual.estado_verificacion === 'VERIFICADO_SEGIP', entidades: await repo.entidadesVinculadas(tx, actual.id) };
  const d = decidir(quien.alcance, actual, enviado, situacion);
  if (d.accion === 'rechazar') {
    // Refused for another entity's person: the field named is the document, never the one that differs.
    const campos = d.motivo === 'ajena' ? ['nro_documento'] : d.campos;
    throw new AppError('VALIDATION', TEXTOS_PERSONA[d.motivo], { campos: Object.fromEntries(campos.map((c) => [`persona.${c}`, TEXTOS_PERSONA[d.motivo]])) });
  }
  if (d.accion === 'actualizar') {
    const ahora = ctx.deps.clock();
    await repo.actualizar(tx, actual.id, d.cambios, quien.id, ahora);
    await writeAudit(tx, { nivel: 'INFO', tipo: 'PERSONA', mensaje: MENSAJES.auditoriaPersonaModificada, referencia: `id_persona=${actual.id} campos=${Object.keys(d.cambios).join(',')}`, ip: ctx.ip, usuario: quien.usuario, id_usuario: quien.id, fecha: ahora });
  }
  return actual.id;
}

/** A mobile belongs to one person (`personas_movil_uq`): whether another person already has it. */
export const movilDeOtraPersona = (db: Executor, movil: string, idPersona: number | null) => repo.movilDeOtraPersona(db, movil, idPersona);

/** The person's mobile as recorded (null: none). */
export const movilDePersona = (db: Executor, idPersona: number) => repo.movilDePersona(db, idPersona);

/**
 * A person as SEGIP knows her, for guardarPersona: its names upper-cased, Bolivian or not. Mobile and
 * landline are the caller's: a field left undefined keeps what a known person has (decidir()).
 */
export function personaSegunSegip(segun: PersonaVerificada, documento: { nro_documento: string; complemento: string | null }): Omit<PersonaInput, 'movil' | 'telefono'> {
  return {
    tipo_documento: 'CI',
    nro_documento: documento.nro_documento,
    complemento: documento.complemento,
    fecha_nacimiento: isoDeDiaMesAnio(segun.fecha_nacimiento),
    nombres: segun.nombres.toUpperCase(),
    primer_apellido: segun.paterno?.toUpperCase() ?? null,
    segundo_apellido: segun.materno?.toUpperCase() ?? null,
    nacionalidad: !segun.nacionalidad || /^BOLIVIA(N[AO])?$/i.test(segun.nacionalidad) ? 'BOLIVIA' : 'OTRO',
    genero: segun.genero === 'M' ? 'M' : 'F',
  };
}
