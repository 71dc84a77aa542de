import { createHash, randomBytes } from 'node:crypto';
import { MENSAJES, miSaldoCodigoSchema, miSaldoVerificarSchema } from '@pb/contract';
import { lecturaDe, type Ctx } from '../../core/context.js';
import { consumirCupo } from '../../core/cupos.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/http.js';
import { anotarMensaje, comprobarCodigo, crearCodigo } from '../codigos/service.js';
import { enviarSms } from '../celulares/service.js';
import { writeAudit } from '../logs/audit.js';
import { cuentasDePersonas } from '../extractos/service.js';
import * as repo from './repository.js';

/**
 * A beneficiary's own balance page (issue 35 §2, decision 063). Step 1 answers one sentence whatever
 * the data; step 2 spends a SALDO code (modules/codigos: 10 minutes, 3 tries, single use) for a grant
 * kept in PostgreSQL for ACCESO_MINUTOS; the grant reads only the person it names.
 */
export const ACCESO_MINUTOS = 15;
/** Codes asked per document and minute, on top of the per-address allowance of the route. */
export const POR_DOCUMENTO = 3;
/** Every step-1 answer takes at least this long, so the time does not tell a known document from an unknown one. */
const RESPUESTA_MINIMA_MS = 400;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TIPO = 'MI_SALDO';

function auditar(ctx: Ctx, nivel: 'INFO' | 'ADVERTENCIA', mensaje: string, documento: string) {
  return writeAudit(ctx.db, { nivel, tipo: TIPO, mensaje, referencia: `documento ${documento}`, ip: ctx.ip, usuario: null, id_usuario: null, fecha: ctx.deps.clock() });
}

/** Step 1: a code to her verified mobile when the document and birth date are hers; the same answer otherwise. */
export async function solicitarCodigo(ctx: Ctx, body: unknown): Promise<{ message: string }> {
  const inicio = Date.now();
  const { documento, fechaNacimiento } = parse(miSaldoCodigoSchema, body);
  const cuando = ctx.deps.clock();
  await consumirCupo(ctx.db, `saldoCodigo${documento}`, POR_DOCUMENTO, cuando);
  const titular = await repo.titularConMovil(ctx.db, documento, fechaNacimiento);
  if (!titular) {
    await auditar(ctx, 'ADVERTENCIA', 'Mi saldo: código no enviado (datos que no corresponden a una beneficiaria con celular verificado)', documento);
  } else {
    const c = await ctx.db.transaction((tx) => crearCodigo(tx, { idPersona: titular.id, numero: titular.movil, proposito: 'SALDO' }, null, cuando));
    const idMensaje = await enviarSms(ctx, c, titular.movil, 'SALDO', null, cuando);
    if (idMensaje !== null) await ctx.db.transaction((tx) => anotarMensaje(tx, c.id, idMensaje, null, cuando));
    await auditar(ctx, idMensaje === null ? 'ADVERTENCIA' : 'INFO', idMensaje === null ? 'Mi saldo: la pasarela SMS no tomó el código' : 'Mi saldo: código enviado por SMS', documento);
  }
  const resta = RESPUESTA_MINIMA_MS - (Date.now() - inicio);
  if (resta > 0) await new Promise((r) => setTimeout(r, resta));
  return { message: MENSAJES.miSaldoCodigoSolicitado };
}

/** Step 2: a right code gives a grant token for ACCESO_MINUTOS; a wrong one counts a try (committed). */
export async function verificarCodigo(ctx: Ctx, body: unknown): Promise<{ token: string; expira: string } | { code: -1; message: string }> {
  const { documento, codigo } = parse(miSaldoVerificarSchema, body);
  const cuando = ctx.deps.clock();
  await consumirCupo(ctx.db, `saldoVerificar${documento}`, POR_DOCUMENTO * 3, cuando);
  const resultado = await ctx.db.transaction(async (tx) => {
    const idPersona = await repo.personaPorDocumento(tx, documento);
    if (idPersona === null) return { ok: false as const, mensaje: MENSAJES.codigoSinEnviar };
    const r = await comprobarCodigo(tx, { idPersona, proposito: 'SALDO', codigo }, null, cuando);
    if (!r.ok) return r;
    const token = randomBytes(32).toString('base64url');
    const expira = new Date(cuando.getTime() + ACCESO_MINUTOS * 60_000);
    await repo.insertarAcceso(tx, { hash: hashToken(token), idPersona, idCodigo: r.id, expira }, cuando);
    return { ok: true as const, token, expira };
  });
  await auditar(ctx, resultado.ok ? 'INFO' : 'ADVERTENCIA', resultado.ok ? 'Mi saldo: código usado, acceso abierto' : `Mi saldo: código rechazado (${resultado.mensaje})`, documento);
  if (!resultado.ok) return { code: -1, message: resultado.mensaje };
  return { token: resultado.token, expira: resultado.expira.toISOString() };
}

/** The person a request's grant (`x-acceso-saldo`) names, or 401. */
export async function personaDelAcceso(ctx: Ctx, token: string | undefined): Promise<number> {
  const id = token ? await repo.personaDeAcceso(ctx.db, hashToken(token), ctx.deps.clock()) : null;
  if (id === null) throw new AppError('UNAUTHENTICATED', MENSAJES.miSaldoAccesoVencido);
  return id;
}

/** Step 3: her balance per subsidy, through the statement's reader of her accounts (modules/extractos, decision 026). */
export async function miSaldo(ctx: Ctx, token: string | undefined): Promise<{ saldos: Array<{ subsidio: string; saldo: string }> }> {
  const idPersona = await personaDelAcceso(ctx, token);
  const cuentas = await cuentasDePersonas(lecturaDe(ctx), [idPersona]);
  return { saldos: cuentas.map((c) => ({ subsidio: c.subsidio, saldo: c.saldo })) };
}
