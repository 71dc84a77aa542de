import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { MENSAJES, type Mensaje } from '@pb/contract/mensajes';
import type { Config } from '../../config.js';
import { AppError } from '../../core/errors.js';
import type { Executor } from '../../db/client.js';
import * as repo from './repository.js';

export type { Proposito } from './repository.js';

/**
 * Verification codes sent by SMS (DOMAIN.md §5): 6 digits, valid 10 minutes, 3 tries; only a hash is
 * kept. This module makes and checks codes; sending one is the SMS gateway's (integrations/sms).
 *
 * `comprobarCodigo` counts a wrong try in the caller's transaction: the caller must commit it (answer
 * the refusal as a result, not by throwing), or a wrong try would not count.
 */
export const CODIGO = { digitos: 6, minutos: 10, intentos: 3 } as const;

const hash = (idPersona: number, codigo: string) => createHash('sha256').update(`${idPersona}:${codigo}`).digest('hex');

export function nuevoCodigo(): string {
  return String(randomInt(0, 10 ** CODIGO.digitos)).padStart(CODIGO.digitos, '0');
}

/** How many codes of one purpose a person, or a number, may be sent in an hour and in a day (decision 068). */
export interface CupoCodigos {
  hora: number;
  dia: number;
}

export const cupoCodigos = (config: Pick<Config, 'CODIGOS_SMS_POR_HORA' | 'CODIGOS_SMS_POR_DIA'>): CupoCodigos => ({ hora: config.CODIGOS_SMS_POR_HORA, dia: config.CODIGOS_SMS_POR_DIA });

export const HORA_MS = 3_600_000;

/**
 * A new code for the person and purpose, replacing the pending one; answers its id and the code to send.
 * Past the allowance (`cupo`, over the last hour and the last 24 hours, for the person and for the
 * number) it refuses with 429 and changes nothing: her pending code stays hers, so nobody can keep
 * replacing it, nor flood her mobile, by asking again and again.
 */
export async function crearCodigo(
  tx: Executor,
  c: { idPersona: number; numero: string; proposito: repo.Proposito },
  quien: number | null,
  cuando: Date,
  cupo: CupoCodigos,
): Promise<{ id: number; codigo: string; expira: Date }> {
  await repo.bloquearEnvios(tx, c.idPersona, c.numero);
  const n = await repo.enviados(tx, c, new Date(cuando.getTime() - HORA_MS), new Date(cuando.getTime() - 24 * HORA_MS));
  if (Math.max(n.personaHora, n.numeroHora) >= cupo.hora || Math.max(n.personaDia, n.numeroDia) >= cupo.dia) throw new AppError('RATE_LIMITED', MENSAJES.codigosDemasiados({ hora: cupo.hora, dia: cupo.dia }));
  await repo.reemplazarPendiente(tx, c.idPersona, c.proposito, quien, cuando);
  const codigo = nuevoCodigo();
  const expira = new Date(cuando.getTime() + CODIGO.minutos * 60_000);
  const id = await repo.insertar(tx, { ...c, hash: hash(c.idPersona, codigo), expira }, quien, cuando);
  return { id, codigo, expira };
}

/** The gateway's id of the message that carried the code (for the audit of a complaint). */
export async function anotarMensaje(tx: Executor, idCodigo: number, idMensaje: string, quien: number | null, cuando: Date): Promise<void> {
  await repo.actualizar(tx, idCodigo, { id_mensaje: idMensaje }, quien, cuando);
}

/** A code the gateway did not take: nobody received it, so it is closed (VENCIDO) and is not the person's pending one. */
export async function descartarCodigo(tx: Executor, idCodigo: number, quien: number | null, cuando: Date): Promise<void> {
  await repo.actualizar(tx, idCodigo, { estado: 'VENCIDO' }, quien, cuando);
}

export type Comprobacion = { ok: true; numero: string; id: number } | { ok: false; motivo: 'SIN_CODIGO' | 'VENCIDO' | 'INCORRECTO' | 'AGOTADO'; mensaje: Mensaje };

/**
 * Checks a typed code against the person's pending one for this purpose. Right: the code is used
 * (VERIFICADO, unless `gastar` is false) and the number it was sent to is answered. Wrong: one try fewer; the third wrong try
 * spends the code (AGOTADO). Past its 10 minutes: VENCIDO.
 */
export async function comprobarCodigo(
  tx: Executor,
  c: { idPersona: number; proposito: repo.Proposito; codigo: string },
  quien: number | null,
  cuando: Date,
  /** false: a right code stays PENDIENTE for the operation that spends it, its wrong tries forgotten (a sale's identification, decision 030). */
  gastar = true,
): Promise<Comprobacion> {
  const pendiente = await repo.pendienteBloqueado(tx, c.idPersona, c.proposito);
  if (!pendiente) return { ok: false, motivo: 'SIN_CODIGO', mensaje: MENSAJES.codigoSinEnviar };
  if (pendiente.expira.getTime() <= cuando.getTime()) {
    await repo.actualizar(tx, pendiente.id, { estado: 'VENCIDO' }, quien, cuando);
    return { ok: false, motivo: 'VENCIDO', mensaje: MENSAJES.codigoVencido };
  }
  const esperado = Buffer.from(pendiente.codigo_hash, 'hex');
  const dado = Buffer.from(hash(c.idPersona, c.codigo.trim()), 'hex');
  if (esperado.length === dado.length && timingSafeEqual(esperado, dado)) {
    if (gastar) await repo.actualizar(tx, pendiente.id, { estado: 'VERIFICADO' }, quien, cuando);
    else if (pendiente.intentos > 0) await repo.actualizar(tx, pendiente.id, { intentos: 0 }, quien, cuando);
    return { ok: true, numero: pendiente.numero_celular, id: pendiente.id };
  }
  const intentos = pendiente.intentos + 1;
  if (intentos >= CODIGO.intentos) {
    await repo.actualizar(tx, pendiente.id, { intentos, estado: 'AGOTADO' }, quien, cuando);
    return { ok: false, motivo: 'AGOTADO', mensaje: MENSAJES.codigoAgotado };
  }
  await repo.actualizar(tx, pendiente.id, { intentos }, quien, cuando);
  return { ok: false, motivo: 'INCORRECTO', mensaje: MENSAJES.codigoIncorrecto({ restantes: CODIGO.intentos - intentos }) };
}
