import { registroUniversalExistenteSchema, registroUniversalSchema, centavosADecimal, decimalACentavos, fechaBolivia, diaMesAnio, type RegistroUniversal, type RegistroUniversalRespuesta } from '@pb/contract';
import { MENSAJES, type Mensaje, aviso } from '@pb/contract/mensajes';
import type { AuthUser, Ctx } from '../../core/context.js';
import { AppError, toAppError, translateConflict } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { SegipClient } from '../../integrations/segip/client.js';
import { guardarPersona, movilDeOtraPersona, personaSegunSegip } from '../personas/guardar.js';
import type { Executor } from '../../db/client.js';
import { abonarInscripcion } from '../cuentas/service.js';
import { avisarAbonoDeInscripcion } from '../avisosSms/service.js';
import { registrarAltas } from '../beneficiarias/estados.js';
import { fechaFin } from '../registroBeneficiaria/service.js';
import * as repo from './repository.js';

/**
 * The counter's registration of a universal-subsidy beneficiary (spec part 2 §2.13; decision 027).
 * SEGIP is asked again before the one write transaction (the mutation runs with `ownTransactions`)
 * and its names, not the browser's, are saved. A refusal is an answer (code -1) that changed nothing:
 * every check comes before the writes, and one found while writing rolls the transaction back.
 */

const rechazo = (codigo: string, mensaje: Mensaje) => new AppError(codigo === 'NOT_FOUND' ? 'NOT_FOUND' : 'CONFLICT', mensaje);

/**
 * The universal subsidy's credits at registration (decision 027), in the caller's transaction: the
 * ledger (modules/cuentas) credits each assignment once, and the delivery calendar of each credited
 * assignment follows, and her SMS notice of the sum (decision 082). Answers the ABONOs written by this call.
 */
export async function acreditarInscripcion(
  tx: Executor,
  a: { idBeneficiaria: number; subsidio: { id: number; nro_total_entregas: number; vigencia_dias: number }; monto: string; hoy: string; quien: number; cuando: Date },
): Promise<number> {
  const abonos = await abonarInscripcion(tx, { idBeneficiaria: a.idBeneficiaria, idSubsidio: a.subsidio.id, total: a.subsidio.nro_total_entregas, monto: a.monto }, a.quien, a.cuando);
  await repo.habilitarCalendario(tx, { idBeneficiaria: a.idBeneficiaria, idSubsidio: a.subsidio.id, vigenciaDias: a.subsidio.vigencia_dias, hoy: a.hoy, usuario: a.quien, cuando: a.cuando, abonos });
  if (abonos.length > 0) await avisarAbonoDeInscripcion(tx, { idBeneficiaria: a.idBeneficiaria, idSubsidio: a.subsidio.id, monto: centavosADecimal(abonos.reduce((t, x) => t + decimalACentavos(x.monto), 0)) }, a.cuando);
  return abonos.length;
}

/** The one ACTIVO universal subsidy; none or several is a refusal (decision 027). */
async function subsidioUniversal(ctx: Ctx) {
  const activos = await repo.universalesActivos(ctx.db);
  if (activos.length === 0) throw rechazo('CONFLICT', MENSAJES.subsidioUniversalNoActivo);
  if (activos.length > 1) throw rechazo('CONFLICT', MENSAJES.subsidioUniversalVarios);
  return activos[0]!;
}

async function registrarOFallar(ctx: Ctx, quien: AuthUser, d: RegistroUniversal): Promise<RegistroUniversalRespuesta> {
  const cuando = ctx.deps.clock();
  const hoy = fechaBolivia(cuando);
  const gestion = Number(hoy.slice(0, 4));

  const s = await subsidioUniversal(ctx);
  const monto = await repo.montoVigente(ctx.db, s.id, gestion);
  if (!monto || Number(monto) <= 0) throw rechazo('CONFLICT', MENSAJES.subsidioUniversalSinMonto({ gestion }));
  const lugar = await repo.municipioEn(ctx.db, d.dpa);
  if (!lugar) throw rechazo('CONFLICT', MENSAJES.dpaInvalido);
  const regional = await repo.regionalDelPrograma(ctx.db, lugar.codigo_departamento);
  if (!regional) throw rechazo('CONFLICT', MENSAJES.regionalNoEncontrada);

  const segun = await new SegipClient(ctx.db, ctx.deps.config.INTEGRATION_TIMEOUT_MS).buscar(d.nro_documento, diaMesAnio(d.fecha_nacimiento), d.complemento);
  if (!segun) throw rechazo('NOT_FOUND', MENSAJES.personaNoEncontradaSegip);

  return ctx.db.transaction(async (tx) => {
    const conocida = await repo.personaCi(tx, d.nro_documento, d.complemento);
    if (d.nroCelular) {
      // Her mobile changes only through the SMS check of /actualizarBeneficiaria, never here.
      if (conocida?.movil && conocida.movil !== d.nroCelular) throw rechazo('CONFLICT', MENSAJES.celularDistintoRegistrado);
      if (await movilDeOtraPersona(tx, d.nroCelular, conocida?.id ?? null)) throw rechazo('CONFLICT', MENSAJES.celularRegistrado);
    }
    const idPersona = await guardarPersona({ ...ctx, db: tx }, tx, {
      ...personaSegunSegip(segun, d),
      movil: d.nroCelular ?? conocida?.movil ?? null,
      // Not sent: a known person keeps her landline (decidir() leaves an absent field as it is).
      telefono: undefined as unknown as null,
    }).catch((err: unknown) => translateConflict(err, { personas_movil_uq: { mensaje: MENSAJES.celularRegistrado } }));
    if (await repo.yaRegistrada(tx, idPersona, s.id)) throw rechazo('CONFLICT', MENSAJES.subsidioYaRegistrado);

    const movil = d.nroCelular ?? conocida?.movil ?? null;
    const fila = await repo
      .insertarBeneficiaria(tx, {
        id_persona: idPersona,
        id_persona_titular: idPersona,
        id_persona_titular_cobro: idPersona,
        id_subsidio: s.id,
        id_entidad: regional.id_entidad,
        id_sucursal: regional.id_sucursal,
        nro_asignacion_inicio: 1,
        nro_asignacion_fin: s.nro_total_entregas,
        fecha_inicio: hoy,
        fecha_fin: fechaFin(hoy, s.vigencia_dias, s.nro_total_entregas),
        // DOMAIN.md §3: with a mobile she waits for the phone's verification; without one she is ACTIVO.
        estado: movil ? 'CREADO' : 'ACTIVO',
        _user_created: quien.id,
        _created_at: cuando,
      })
      .catch((err: unknown) => translateConflict(err, { beneficiarias_persona_subsidio_entidad_uq: { mensaje: MENSAJES.subsidioYaRegistrado } }));
    await registrarAltas(tx, [fila], 'Registro de subsidio universal', { quien: quien.id, cuando });
    await repo.insertarInscripcion(tx, {
      id_beneficiaria: fila.id,
      codigo_inscripcion: d.idInscripcion,
      id_municipio: lugar.id,
      medico_nombres: d.medico.nombres,
      medico_primer_apellido: d.medico.primer_apellido,
      medico_segundo_apellido: d.medico.segundo_apellido,
      medico_matricula: d.medico.matricula,
      _user_created: quien.id,
      _created_at: cuando,
    });
    const abonos = await acreditarInscripcion(tx, { idBeneficiaria: fila.id, subsidio: s, monto, hoy, quien: quien.id, cuando });
    if (abonos !== s.nro_total_entregas) throw rechazo('CONFLICT', MENSAJES.verifiqueDatos);
    return { code: 1 as const, ...aviso(MENSAJES.registroRealizado, 'message'), error: null, id: String(fila.id) };
  });
}

/** Already in the ACTIVO universal subsidy? False when she is unknown or no single universal subsidy is ACTIVO (registering then says why). */
export async function existente(ctx: Ctx, args: unknown): Promise<boolean> {
  const { nro_documento, complemento } = parse(registroUniversalExistenteSchema, args);
  const activos = await repo.universalesActivos(ctx.db);
  const persona = await repo.personaCi(ctx.db, nro_documento, complemento);
  return activos.length === 1 && persona !== null && (await repo.yaRegistrada(ctx.db, persona.id, activos[0]!.id));
}

/**
 * `registrarBeneficiaria(beneficiaria: JSON)`: `{code: 1}` registered; `{code: -1, message, error}`
 * refused with nothing changed. A payload of the wrong shape stays a GraphQL error (VALIDATION with
 * its fields), as every form's is.
 */
export async function registrar(ctx: Ctx, args: { beneficiaria?: unknown }): Promise<RegistroUniversalRespuesta> {
  const quien = requireUser(ctx);
  const d = parse(registroUniversalSchema, args.beneficiaria);
  try {
    return await registrarOFallar(ctx, quien, d);
  } catch (err) {
    const e = toAppError(err);
    if (!e || e.code === 'NOT_AUTHORIZED' || e.status >= 500) throw err;
    return { code: -1, message: e.message, error: e.code, id: null };
  }
}
