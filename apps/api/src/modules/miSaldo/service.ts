import { createHash, randomBytes } from 'node:crypto';
import { miSaldoAvisosSchema, miSaldoCodigoSchema, miSaldoVerificarSchema, type MiSaldoVista } from '@pb/contract';
import { MENSAJES, aviso, type Mensaje } from '@pb/contract/mensajes';
import { readExecutor, type Ctx } from '../../core/context.js';
import { consumirCupo } from '../../core/cupos.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/http.js';
import { CODIGO, HORA_MS, anotarMensaje, comprobarCodigo, crearCodigo, cupoCodigos } from '../codigos/service.js';
import { enviarSms } from '../celulares/service.js';
import { writeAudit } from '../logs/audit.js';
import { ponerAvisos, recibeAvisos, recordarIdioma } from '../avisosSms/service.js';
import { cuentasDePersonas, extractoDe, ultimosMovimientos } from '../extractos/service.js';
import type { ArchivoGenerado } from '../../core/archivo.js';
import * as repo from './repository.js';

/**
 * A beneficiary's own balance page (issue 35 §2, decision 063). Step 1 answers one sentence whatever
 * the data; step 2 spends a SALDO code (modules/codigos: 10 minutes, 3 tries, single use) for a grant
 * kept in PostgreSQL for ACCESO_MINUTOS; the grant reads only the person it names.
 */
export const ACCESO_MINUTOS = 15;
/** Codes asked per document and minute, on top of the per-address allowance of the route. */
export const POR_DOCUMENTO = 3;
/** Every step-1 answer, and every refused step 2, takes at least this long, so the time does not tell a known document from an unknown one. */
const RESPUESTA_MINIMA_MS = 400;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TIPO = 'MI_SALDO';

function auditar(ctx: Ctx, nivel: 'INFO' | 'ADVERTENCIA', mensaje: Mensaje, documento: string) {
  return writeAudit(ctx.db, { nivel, tipo: TIPO, mensaje, referencia: `documento ${documento}`, ip: ctx.ip, usuario: null, id_usuario: null, fecha: ctx.deps.clock() });
}

/**
 * Sends her code and records it, after step 1 has answered: the SMS gateway's time never reaches the
 * answer, so it cannot tell a known document from an unknown one. A failure is audited, never thrown
 * (nobody waits for it); she asks again.
 */
async function enviarDespues(ctx: Ctx, titular: { id: number; movil: string }, documento: string, cuando: Date): Promise<void> {
  try {
    const c = await ctx.db.transaction((tx) => crearCodigo(tx, { idPersona: titular.id, numero: titular.movil, proposito: 'SALDO' }, null, cuando, cupoCodigos(ctx.deps.config)));
    const idMensaje = await enviarSms(ctx, c, titular.movil, 'SALDO', null, cuando);
    if (idMensaje !== null) await ctx.db.transaction((tx) => anotarMensaje(tx, c.id, idMensaje, null, cuando));
    await auditar(ctx, idMensaje === null ? 'ADVERTENCIA' : 'INFO', idMensaje === null ? MENSAJES.auditoriaMiSaldoSinSms : MENSAJES.auditoriaMiSaldoEnviado, documento);
  } catch (err) {
    if (err instanceof AppError && err.code === 'RATE_LIMITED') await auditar(ctx, 'ADVERTENCIA', MENSAJES.auditoriaMiSaldoNoEnviado({ motivo: err.mensaje }), documento).catch(() => undefined);
    else console.error(`Mi saldo: el código no se pudo enviar: ${(err as Error).message}`);
  }
}

/** Step 1: a code to her verified mobile when the document and birth date are hers; the same answer, in the same time, otherwise. */
export async function solicitarCodigo(ctx: Ctx, body: unknown): Promise<{ message: string }> {
  const inicio = Date.now();
  const { documento, fechaNacimiento } = parse(miSaldoCodigoSchema, body);
  const cuando = ctx.deps.clock();
  await consumirCupo(ctx.db, `saldoCodigo:${documento}`, POR_DOCUMENTO, cuando);
  // The hour's and the day's allowance of codes, per document as typed: counted for any document, so
  // the refusal tells nothing of who is a beneficiary; modules/codigos counts hers and her number's too.
  const cupo = cupoCodigos(ctx.deps.config);
  const demasiados = MENSAJES.codigosDemasiados({ hora: cupo.hora, dia: cupo.dia });
  await consumirCupo(ctx.db, `saldoCodigoHora:${documento}`, cupo.hora, cuando, { ventanaMs: HORA_MS, tramos: 12, mensaje: demasiados });
  await consumirCupo(ctx.db, `saldoCodigoDia:${documento}`, cupo.dia, cuando, { ventanaMs: 24 * HORA_MS, tramos: 24, mensaje: demasiados });
  const titular = await repo.titularConMovil(ctx.db, documento, fechaNacimiento);
  if (titular) void enviarDespues(ctx, titular, documento, cuando);
  else await auditar(ctx, 'ADVERTENCIA', MENSAJES.auditoriaMiSaldoSinBeneficiaria, documento);
  await completarEspera(inicio);
  return { ...aviso(MENSAJES.miSaldoCodigoSolicitado({ minutos: CODIGO.minutos }), 'message') };
}

/** Waits until `inicio` is RESPUESTA_MINIMA_MS old. */
async function completarEspera(inicio: number): Promise<void> {
  const resta = RESPUESTA_MINIMA_MS - (Date.now() - inicio);
  if (resta > 0) await new Promise((r) => setTimeout(r, resta));
}

/**
 * Step 2: a right code gives a grant token for ACCESO_MINUTOS; a wrong one counts a try (committed).
 * Every failure (data that name nobody, no code, a wrong, spent or expired code) answers one sentence
 * in at least the same time, so step 2 tells no more than step 1 of who is a beneficiary; the audit
 * row keeps the reason.
 */
export async function verificarCodigo(ctx: Ctx, body: unknown): Promise<{ token: string; expira: string } | { code: -1; message: string }> {
  const inicio = Date.now();
  const { documento, fechaNacimiento, codigo, idioma } = parse(miSaldoVerificarSchema, body);
  const cuando = ctx.deps.clock();
  await consumirCupo(ctx.db, `saldoVerificar:${documento}`, POR_DOCUMENTO * 3, cuando);
  const resultado = await ctx.db.transaction(async (tx) => {
    const titular = await repo.titularConMovil(tx, documento, fechaNacimiento);
    if (titular === null) return { ok: false as const, mensaje: MENSAJES.codigoSinEnviar };
    const r = await comprobarCodigo(tx, { idPersona: titular.id, proposito: 'SALDO', codigo }, null, cuando);
    if (!r.ok) return r;
    const token = randomBytes(32).toString('base64url');
    const expira = new Date(cuando.getTime() + ACCESO_MINUTOS * 60_000);
    await repo.insertarAcceso(tx, { hash: hashToken(token), idPersona: titular.id, idCodigo: r.id, expira }, cuando);
    // Her notices are written in the language she reads her page in (decision 082).
    if (idioma) await recordarIdioma(tx, titular.movil, idioma, cuando);
    return { ok: true as const, token, expira };
  });
  await auditar(ctx, resultado.ok ? 'INFO' : 'ADVERTENCIA', resultado.ok ? MENSAJES.auditoriaMiSaldoAbierto : MENSAJES.auditoriaMiSaldoRechazado({ motivo: resultado.mensaje }), documento);
  if (!resultado.ok) {
    await completarEspera(inicio);
    return { code: -1, ...aviso(MENSAJES.miSaldoCodigoRechazado({ minutos: CODIGO.minutos, intentos: CODIGO.intentos }), 'message') };
  }
  return { token: resultado.token, expira: resultado.expira.toISOString() };
}

/** The person a request's grant (`x-acceso-saldo`) names, or 401. */
async function titularDelAcceso(ctx: Ctx, token: string | undefined) {
  const p = token ? await repo.personaDeAcceso(ctx.db, hashToken(token), ctx.deps.clock()) : null;
  if (p === null) throw new AppError('UNAUTHENTICATED', MENSAJES.miSaldoAccesoVencido);
  return p;
}

/** How many of her last movements and calendar rows the page shows. */
const ULTIMOS = 20;

/** Her mobile with all but its last two digits hidden. */
const enmascarar = (movil: string | null) => (movil ? `${'•'.repeat(Math.max(0, movil.length - 2))}${movil.slice(-2)}` : '');

/**
 * Step 3: her first name, masked mobile, balance per subsidy, last movements, delivery calendar and
 * regional office; the accounts and movements through the statement's readers (modules/extractos,
 * decision 026), on the standby where reads may lag (decision 059).
 */
export async function miSaldo(ctx: Ctx, token: string | undefined): Promise<MiSaldoVista> {
  const p = await titularDelAcceso(ctx, token);
  const lectura = readExecutor(ctx);
  const cuentas = await cuentasDePersonas(lectura, [p.id]);
  const [movimientos, calendario, oficina, avisosSms] = await Promise.all([
    ultimosMovimientos(lectura, cuentas, ULTIMOS),
    repo.calendario(lectura, p.id, ULTIMOS),
    repo.oficinaRegional(lectura, p.id),
    p.movil ? recibeAvisos(ctx.db, p.movil) : false,
  ]);
  return {
    nombre: p.nombre,
    celular: enmascarar(p.movil),
    saldos: cuentas.map((c) => ({ subsidio: c.subsidio, saldo: c.saldo })),
    movimientos: movimientos.map((m) => ({ ...m, fecha: m.fecha.toISOString() })),
    calendario,
    oficina,
    avisosSms,
  };
}

/**
 * Her SMS notices on or off (decision 082), for the mobile of the person her grant names, in her
 * page's language; audited. With no mobile there is nothing to switch: 409.
 */
export async function cambiarAvisos(ctx: Ctx, token: string | undefined, body: unknown): Promise<{ avisosSms: boolean; message: string; clave: string; parametros: Record<string, unknown> }> {
  const { activo, idioma } = parse(miSaldoAvisosSchema, body);
  const p = await titularDelAcceso(ctx, token);
  if (!p.movil) throw new AppError('CONFLICT', MENSAJES.miSaldoSinCelular);
  const cuando = ctx.deps.clock();
  const m = activo ? MENSAJES.miSaldoAvisosActivados : MENSAJES.miSaldoAvisosDesactivados;
  await ctx.db.transaction(async (tx) => {
    await ponerAvisos(tx, p.movil!, activo, idioma, cuando);
    await writeAudit(tx, { nivel: 'INFO', tipo: TIPO, mensaje: activo ? MENSAJES.auditoriaMiSaldoAvisosActivados : MENSAJES.auditoriaMiSaldoAvisosDesactivados, referencia: `persona ${p.id}`, ip: ctx.ip, usuario: null, id_usuario: null, fecha: cuando });
  });
  return { avisosSms: activo, ...aviso(m, 'message') };
}

/** Her statement PDF (the counter's, modules/extractos), audited. */
export async function miExtracto(ctx: Ctx, token: string | undefined): Promise<ArchivoGenerado> {
  const p = await titularDelAcceso(ctx, token);
  const t = await repo.titularDelExtracto(ctx.db, p.id);
  const archivo = await extractoDe(ctx, [p.id], t);
  await auditar(ctx, 'INFO', MENSAJES.auditoriaMiSaldoExtracto, t.documento);
  return archivo;
}
