import { ESTADOS_CELULAR_POR_VERIFICAR, dispositivoSchema, enviarCodigoEntregaSchema, enviarCodigoSchema, verificarCodigoSchema, type PersonaInput } from '@pb/contract';
import { MENSAJES, aviso, texto, type ClaveMensaje, type Mensaje } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound, toAppError, translateConflict } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { SmsClient } from '../../integrations/sms/client.js';
import { cambiarEstado } from '../beneficiarias/estados.js';
import { reiniciarDispositivo } from '../beneficiarias/service.js';
import { CODIGO, anotarMensaje, comprobarCodigo, crearCodigo, cupoCodigos, descartarCodigo, type Proposito } from '../codigos/service.js';
import { guardarPersona, movilDeOtraPersona, movilDePersona } from '../personas/guardar.js';
import * as repo from './repository.js';

/**
 * The beneficiary's phone at the counter (spec part 2 §2.16, §7; DOMAIN.md §3, §5): a code by SMS to
 * a new mobile and its check, and a code to identify her at a delivery. Sending runs outside any
 * transaction (`ownTransactions`): the code is made in one short transaction, the gateway is called,
 * and what follows is written in another, so no transaction waits on the gateway.
 */

/** The SMS texts, within one message's 160 characters. */
const SMS: Record<Proposito, (valores: { codigo: string; minutos: number }) => Mensaje> = {
  CELULAR: MENSAJES.smsCodigoCelular,
  ENTREGA: MENSAJES.smsCodigoEntrega,
  COMPRA: MENSAJES.smsCodigoCompra,
  SALDO: MENSAJES.smsCodigoSaldo,
};

/** Why a state changed, as `beneficiaria_estados.motivo` keeps it. */
const MOTIVOS = { enviado: 'Código de verificación enviado al celular', verificado: 'Celular verificado con código SMS' } as const;

const CONFLICTOS = { personas_movil_uq: { campo: 'numeroCelular', mensaje: MENSAJES.celularRegistrado } };

/** What the three SMS calls answer (the SDL's RespuestaCodigo): code 1 done, -1 refused with the message to show (its text, key and values). */
interface RespuestaCodigo {
  code: 1 | -1;
  message: string;
  clave: ClaveMensaje;
  parametros: Mensaje['parametros'];
}

const rechazo = (mensaje: Mensaje): RespuestaCodigo => ({ code: -1, ...aviso(mensaje, 'message') });

/** A gateway that did not answer, or not as its contract says (or is not configured). */
const gatewayCaido = (err: unknown) => ['UNAVAILABLE', 'BAD_GATEWAY'].includes(toAppError(err)?.code ?? '');

/**
 * Sends a code just made; answers the gateway's message id, or null when the gateway failed. A code
 * never sent can never be typed: it is closed (VENCIDO) so that it is not the person's pending one.
 */
export async function enviarSms(ctx: Ctx, c: { id: number; codigo: string }, numero: string, proposito: Proposito, quien: number | null, cuando: Date): Promise<string | null> {
  try {
    return (await new SmsClient(ctx.db, ctx.deps.config.INTEGRATION_TIMEOUT_MS).enviar({ numero, texto: texto(SMS[proposito]({ codigo: c.codigo, minutos: CODIGO.minutos })) })).id;
  } catch (err) {
    if (!gatewayCaido(err)) throw err;
    await ctx.db.transaction((tx) => descartarCodigo(tx, c.id, quien, cuando));
    return null;
  }
}

/**
 * `enviarCodigo(idPersona, numeroCelular)`: a code to the new mobile. Another person's number, or the
 * same number she has when nothing of hers waits for its verification, is refused before anything is sent. Sent: her CREADO beneficiaries wait for it
 * (PARA_ACTIVACION). Gateway down: -1, nothing changed.
 */
export async function enviarCodigo(ctx: Ctx, args: unknown): Promise<RespuestaCodigo> {
  const quien = requireUser(ctx);
  const { idPersona, numeroCelular } = parse(enviarCodigoSchema, args);
  const cuando = ctx.deps.clock();
  const paso = await ctx.db.transaction(async (tx) => {
    const persona = await repo.personaBeneficiaria(tx, idPersona);
    if (!persona) throw notFound();
    // The number she has is sent a code only to verify it: a beneficiary registered with it (CREADO)
    // or waiting to confirm it becomes ACTIVO that way, at the counter; otherwise nothing would change.
    if (persona.movil === numeroCelular && (await repo.dePersonaEn(tx, idPersona, ESTADOS_CELULAR_POR_VERIFICAR)).length === 0) return rechazo(MENSAJES.celularSinCambio);
    if (await movilDeOtraPersona(tx, numeroCelular, idPersona)) return rechazo(MENSAJES.celularRegistrado);
    return crearCodigo(tx, { idPersona, numero: numeroCelular, proposito: 'CELULAR' }, quien.id, cuando, cupoCodigos(ctx.deps.config));
  });
  if ('code' in paso) return paso;
  const idMensaje = await enviarSms(ctx, paso, numeroCelular, 'CELULAR', quien.id, cuando);
  if (idMensaje === null) return rechazo(MENSAJES.codigoNoEnviado);
  await ctx.db.transaction(async (tx) => {
    await anotarMensaje(tx, paso.id, idMensaje, quien.id, cuando);
    const enTx = { ...ctx, db: tx };
    for (const id of await repo.dePersonaEn(tx, idPersona, ['CREADO'])) await cambiarEstado(enTx, id, 'PARA_ACTIVACION', MOTIVOS.enviado, ['CREADO']);
  });
  return { code: 1, ...aviso(MENSAJES.codigoEnviado, 'message') };
}

/**
 * `verificarCodigo(idPersona, codigo)`, in the request's transaction: a refusal is an answer (-1 with
 * the reason), so the wrong try commits. Right: the number the code was sent to becomes her mobile
 * (through the one writer of persons, decision 011) and her beneficiaries waiting for it are ACTIVO.
 */
export async function verificarCodigo(ctx: Ctx, args: unknown): Promise<RespuestaCodigo> {
  const quien = requireUser(ctx);
  const { idPersona, codigo } = parse(verificarCodigoSchema, args);
  const persona = await repo.personaBeneficiaria(ctx.db, idPersona);
  if (!persona) throw notFound();
  const r = await comprobarCodigo(ctx.db, { idPersona, proposito: 'CELULAR', codigo }, quien.id, ctx.deps.clock());
  if (!r.ok) return rechazo(r.mensaje);
  if (persona.movil !== r.numero) {
    // Another person took the number after the code was sent: the code is spent, she must use another number.
    if (await movilDeOtraPersona(ctx.db, r.numero, idPersona)) return rechazo(MENSAJES.celularRegistrado);
    const enviado = { tipo_documento: persona.tipo_documento, nro_documento: persona.nro_documento, complemento: persona.complemento, movil: r.numero } as PersonaInput;
    await guardarPersona(ctx, ctx.db, enviado).catch((err: unknown) => translateConflict(err, CONFLICTOS));
    if ((await movilDePersona(ctx.db, idPersona)) !== r.numero) throw new AppError('CONFLICT', MENSAJES.celularPersonaAjena);
  }
  for (const id of await repo.dePersonaEn(ctx.db, idPersona, ['PARA_ACTIVACION', 'BLOQUEADO_CAMBIO_CELULAR'])) await cambiarEstado(ctx, id, 'ACTIVO', MOTIVOS.verificado);
  return { code: 1, ...aviso(MENSAJES.celularActualizado, 'message') };
}

/** `enviarCodigoEntrega(idBeneficiaria)`: a code (ENTREGA) to her registered mobile, to identify her at a delivery. */
export async function enviarCodigoEntrega(ctx: Ctx, args: unknown): Promise<RespuestaCodigo> {
  const quien = requireUser(ctx);
  const { idBeneficiaria } = parse(enviarCodigoEntregaSchema, args);
  const cuando = ctx.deps.clock();
  const ben = await repo.beneficiariaConMovil(ctx.db, idBeneficiaria);
  if (!ben) throw notFound();
  if (!ben.movil) return rechazo(MENSAJES.sinCelularRegistrado);
  const movil = ben.movil;
  const c = await ctx.db.transaction((tx) => crearCodigo(tx, { idPersona: ben.id_persona, numero: movil, proposito: 'ENTREGA' }, quien.id, cuando, cupoCodigos(ctx.deps.config)));
  const idMensaje = await enviarSms(ctx, c, movil, 'ENTREGA', quien.id, cuando);
  if (idMensaje === null) return rechazo(MENSAJES.codigoNoEnviado);
  await ctx.db.transaction((tx) => anotarMensaje(tx, c.id, idMensaje, quien.id, cuando));
  return { code: 1, ...aviso(MENSAJES.codigoEnviado, 'message') };
}

/** `PATCH v1/dispositivos {idBeneficiaria}`: the mobile device account's reset, as the workers list does it (modules/beneficiarias). */
export async function inactivarDispositivo(ctx: Ctx, body: unknown) {
  return reiniciarDispositivo(ctx, parse(dispositivoSchema, body).idBeneficiaria);
}
