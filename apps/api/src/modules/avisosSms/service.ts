import { smsRespuestaSchema, type IdiomaSms } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import { timingSafeEqual } from 'node:crypto';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/http.js';
import type { Executor } from '../../db/client.js';
import { servicio } from '../../integrations/servicios.js';
import { SERVICIO_SMS, SISTEMA } from '../../integrations/sms/client.js';
import { ESTADOS_AVISADOS, type EstadoAvisado } from './textos.js';
import * as repo from './repository.js';

/**
 * The beneficiaries' SMS notices (issue 55 §3, decision 082). The `avisar…` functions write the
 * outbox rows in the caller's transaction — the one that makes the change they tell of — and send
 * nothing: the job (tareaPeriodica.ts) does, later, so a gateway that fails never delays or undoes
 * the change. She is told only when she has a mobile that has not opted out.
 */

/** Her bonus or subsidy credited by these paid payrolls: one notice per beneficiary and subsidy, with the sum and her saldo after. */
export async function avisarAbonosDePlanillas(tx: Executor, idsPlanilla: readonly number[], cuando: Date): Promise<number> {
  let n = 0;
  for (const id of [...new Set(idsPlanilla)].sort((a, b) => a - b)) n += await repo.encolarAbonosDePlanilla(tx, id, cuando);
  return n;
}

/** The universal subsidy credited at her registration (decision 027): one notice with the credits' sum and her saldo. */
export const avisarAbonoDeInscripcion = (tx: Executor, a: { idBeneficiaria: number; idSubsidio: number; monto: string }, cuando: Date) => repo.encolarAbonoDeInscripcion(tx, a, cuando);

const esAvisado = (estado: string): estado is EstadoAvisado => (ESTADOS_AVISADOS as readonly string[]).includes(estado);

/** Beneficiaries moved to `estado` by one change: when it is a block or a suspension, one notice per person. */
export async function avisarCambioDeEstado(tx: Executor, idsBeneficiaria: readonly number[], estado: string, cuando: Date): Promise<number> {
  if (!esAvisado(estado) || idsBeneficiaria.length === 0) return 0;
  return repo.encolarBloqueos(tx, idsBeneficiaria, estado, cuando);
}

/** Her number's notices on or off from `/mi-saldo` (her grant names her), and her page's language. */
export async function ponerAvisos(db: Executor, numero: string, activo: boolean, idioma: IdiomaSms, cuando: Date): Promise<void> {
  await repo.ponerPreferencia(db, numero, { activo, via: 'MI_SALDO', idioma }, cuando);
}

/** The language of her notices, the page's when she opened `/mi-saldo`. */
export const recordarIdioma = (db: Executor, numero: string, idioma: IdiomaSms, cuando: Date) => repo.ponerPreferencia(db, numero, { idioma }, cuando);

export const recibeAvisos = repo.recibeAvisos;

/** The words of a reply that turn the notices off, and on again (upper case, without accents). */
const BAJA = new Set(['BAJA', 'STOP', 'NO', 'SALIR']);
const ALTA = new Set(['ALTA', 'SI', 'START']);

/** The bearer token equals the SMS service's, compared in constant time; a missing one or no token configured is a 401. */
function autorizado(cabecera: string | undefined, token: string | null): boolean {
  if (!token || !cabecera?.startsWith('Bearer ')) return false;
  const [a, b] = [Buffer.from(cabecera.slice(7)), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `POST /api/v1/sms/respuestas`: a reply the gateway received, posted with the SMS service's token.
 * BAJA (or STOP, NO, SALIR) turns that number's notices off and ALTA (SI, START) on, each confirmed
 * by one SMS keyed by the gateway's message id (a reply posted twice is confirmed once); any other
 * text changes nothing. A body that is not a reply is a 400 before the token is looked at (it tells
 * nothing); the answer is the same for any number, a beneficiary's or not.
 */
export async function recibirRespuesta(ctx: Ctx, cabecera: string | undefined, body: unknown): Promise<{ recibido: true }> {
  const r = parse(smsRespuestaSchema, body);
  const { token } = await servicio(ctx.db, SERVICIO_SMS, SISTEMA);
  if (!autorizado(cabecera, token)) throw new AppError('UNAUTHENTICATED', MENSAJES.smsRespuestaNoAutorizada);
  const palabra = r.texto.trim().split(/\s+/)[0]?.normalize('NFD').replace(/\p{Diacritic}/gu, '').toUpperCase() ?? '';
  const tipo = BAJA.has(palabra) ? 'BAJA' : ALTA.has(palabra) ? 'ALTA' : null;
  if (tipo) {
    const cuando = ctx.deps.clock();
    await ctx.db.transaction(async (tx) => {
      await repo.ponerPreferencia(tx, r.numero, { activo: tipo === 'ALTA', via: 'RESPUESTA' }, cuando);
      await repo.encolarConfirmacion(tx, r.numero, tipo, r.id, cuando);
    });
  }
  return { recibido: true };
}
