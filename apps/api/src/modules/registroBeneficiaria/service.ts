import { obtenerTitularSchema, registrablePorBeneficiaria, registrarBeneficiariaSchema, diaMesAnio, isoDeDiaMesAnio, sumarDias, type RegistroBeneficiaria } from '@pb/contract';
import { MENSAJES, type Mensaje, aviso } from '@pb/contract/mensajes';
import type { AuthUser, Ctx } from '../../core/context.js';
import { AppError, notFound, translateConflict } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import type { Executor } from '../../db/client.js';
import { OvtClient, type TrabajadorOvt } from '../../integrations/ovt/client.js';
import { SegipClient } from '../../integrations/segip/client.js';
import { anotarFechaOvtTitular, personaDeOvt } from '../trabajadores/sincronizar.js';
import { registrarAltas } from '../beneficiarias/estados.js';
import { completarPersonas, crearPersonas } from '../personas/guardar-lote.js';
import * as repo from './repository.js';

/**
 * The OVT titular search and the beneficiary registration (spec part 2 §2.6, roles 3 and 5). The
 * server never trusts what the screen shows: the titular is asked again from the OVT and another
 * beneficiary from SEGIP, and their data, not the form's, are saved. The outside systems are asked
 * before the one short write transaction (the route runs with `ownTransactions`).
 */

const ovt = (ctx: Ctx) => new OvtClient(ctx.db, ctx.deps.config.INTEGRATION_TIMEOUT_MS);
const segip = (ctx: Ctx) => new SegipClient(ctx.db, ctx.deps.config.INTEGRATION_TIMEOUT_MS);
const enCampo = (codigo: 'VALIDATION' | 'NOT_FOUND' | 'CONFLICT', campo: string, mensaje: Mensaje) => new AppError(codigo, mensaje, { campos: { [campo]: mensaje } });

/**
 * The employer of a titular search or a registration, and the registrations to look the titular up
 * in: the caller's own entity, or any for programme staff. The spec's registration payload names
 * neither (decision 041): an employer's are then its own entity's (every registration of it, the
 * main one first, when `matricula` is not sent); programme staff must name the employer by `nit`.
 * A `nit` or `matricula` that is not the entity's is "not found".
 */
async function empleadorDelRegistro(ctx: Ctx, quien: AuthUser, nit: string | null, matricula: string | null) {
  const alcance = entidadScope(quien);
  if (!nit && alcance === null) throw enCampo('VALIDATION', 'nit', MENSAJES.required);
  const e = nit && alcance === null ? await repo.entidadPorNit(ctx.db, nit) : await repo.entidad(ctx.db, alcance ?? -1);
  if (!e?.nit || (nit && e.nit !== nit) || (matricula && !e.matriculas.includes(matricula))) throw notFound();
  const matriculas = matricula ? [matricula] : e.matriculas;
  if (matriculas.length === 0) throw notFound();
  return { e, nit: e.nit, matriculas };
}

/** The titular in the first of the employer's registrations the OVT finds her in. */
async function titularEnMatriculas(ctx: Ctx, nit: string, matriculas: string[], nroCi: string) {
  for (const m of matriculas) {
    const t = await ovt(ctx).titular(nit, m, nroCi);
    if (t) return t;
  }
  throw enCampo('NOT_FOUND', 'nroCi', MENSAJES.trabajadorNoEncontrado);
}

/** `POST v1/ovt/obtener_titular`: the titular summary of spec §3, with our branch for its OVT branch. */
export async function obtenerTitular(ctx: Ctx, body: unknown) {
  const quien = requireUser(ctx);
  const { nit, matricula, nroCi } = parse(obtenerTitularSchema, body);
  const { e } = await empleadorDelRegistro(ctx, quien, nit, matricula);
  const t = await titularEnMatriculas(ctx, nit, [matricula], nroCi);
  return {
    ...aviso(MENSAJES.trabajadorEncontrado),
    datos: {
      id: t.id,
      nombre_completo: t.nombre_completo,
      nro_documento: t.nro_documento,
      complemento: t.complemento,
      fecha_nacimiento: t.fecha_nacimiento,
      caja_salud: t.caja_salud,
      nro_seguro: t.nro_seguro,
      dpa: t.dpa,
      sucursal: t.sucursal,
      id_sucursal: await repo.sucursalOvt(ctx.db, e.id, t.sucursal.id),
    },
  };
}

interface PersonaVerificada {
  nro_documento: string;
  complemento: string | null;
  fecha_nacimiento: string;
  nombres: string;
  primer_apellido: string | null;
  segundo_apellido: string | null;
  genero: string | null;
  movil: string | null;
  verificacion: 'VERIFICADO_SEGIP' | null;
}

/** The person's id: the known one when its data agree, a new one otherwise; other data is 'CI duplicado'. */
async function personaDe(tx: Executor, p: PersonaVerificada, campo: string, quien: number, cuando: Date) {
  const conocida = await repo.personaCi(tx, p.nro_documento, p.complemento);
  if (conocida) {
    const otra = (a: string | null, b: string | null) => (a ?? '').toUpperCase() !== (b ?? '').toUpperCase();
    if ((conocida.fecha_nacimiento && conocida.fecha_nacimiento !== p.fecha_nacimiento) || otra(conocida.nombres, p.nombres) || otra(conocida.primer_apellido, p.primer_apellido) || otra(conocida.segundo_apellido, p.segundo_apellido))
      throw enCampo('CONFLICT', campo, MENSAJES.ciDuplicado);
    if (p.movil && !conocida.movil) await completarPersonas(tx, [{ id: conocida.id, movil: p.movil }], { quien, cuando });
    return { id: conocida.id, movil: conocida.movil ?? p.movil };
  }
  // The writer takes only a person's columns: `verificacion` becomes estado_verificacion.
  const [nueva] = await crearPersonas(tx, [{ ...p, tipo_documento: 'CI', nacionalidad: 'BOLIVIA', estado_verificacion: p.verificacion }], { quien, cuando });
  return { id: nueva!.id, movil: p.movil };
}

const desdeOvt = (t: TrabajadorOvt, movil: string | null): PersonaVerificada => ({ ...personaDeOvt(t), movil: movil ?? t.celular, verificacion: null });

async function beneficiariaDeSegip(ctx: Ctx, b: NonNullable<RegistroBeneficiaria['personaBeneficiaria']>['persona']): Promise<PersonaVerificada> {
  const s = await segip(ctx).buscar(b.nro_documento, diaMesAnio(b.fecha_nacimiento), b.complemento);
  if (!s) throw enCampo('NOT_FOUND', 'personaBeneficiaria.persona.nro_documento', MENSAJES.personaNoEncontradaSegipRevise);
  return {
    nro_documento: b.nro_documento,
    complemento: b.complemento,
    fecha_nacimiento: isoDeDiaMesAnio(s.fecha_nacimiento),
    nombres: s.nombres.toUpperCase(),
    primer_apellido: s.paterno?.toUpperCase() || null,
    segundo_apellido: s.materno?.toUpperCase() || null,
    genero: b.genero,
    movil: b.movil,
    verificacion: 'VERIFICADO_SEGIP',
  };
}

/** The last day of the assignments: the start date plus the subsidy's validity for each of them. */
export function fechaFin(inicio: string, vigenciaDias: number, asignaciones: number): string {
  return sumarDias(inicio, vigenciaDias * asignaciones - 1);
}

/** `POST v1/ovt/registrar_beneficiaria`: one subsidy beneficiary of an insured worker (spec §3 payload). */
export async function registrar(ctx: Ctx, body: unknown) {
  const quien = requireUser(ctx);
  const d = parse(registrarBeneficiariaSchema, body);
  const t = d.personaTitular;
  const { e, nit, matriculas } = await empleadorDelRegistro(ctx, quien, d.nit, d.matricula);
  const s = await repo.subsidio(ctx.db, t.id_subsidio);
  if (!s || !registrablePorBeneficiaria(s)) throw enCampo('VALIDATION', 'personaTitular.id_subsidio', MENSAJES.subsidioNoRegistrable);
  if (t.nroAsignacionFin > s.nro_total_entregas) throw enCampo('VALIDATION', 'personaTitular.nroAsignacionFin', MENSAJES.asignacionFueraDeRango({ n: s.nro_total_entregas }));

  const delOvt = await titularEnMatriculas(ctx, nit, matriculas, t.persona.nro_documento);
  if ((t.persona.complemento ?? '') !== (delOvt.complemento?.toUpperCase() ?? '')) throw enCampo('NOT_FOUND', 'nroCi', MENSAJES.trabajadorNoEncontrado);
  const titular = desdeOvt(delOvt, t.persona.movil);
  const beneficiaria = d.mismo ? null : await beneficiariaDeSegip(ctx, d.personaBeneficiaria!.persona);
  const idSucursal = await repo.sucursalOvt(ctx.db, e.id, delOvt.sucursal.id);
  const lactancia = /LACTANCIA/i.test(s.nombre);
  const cuando = ctx.deps.clock();

  return ctx.db.transaction(async (tx) => {
    const pt = await personaDe(tx, titular, 'nroCi', quien.id, cuando);
    // The OVT's birth date on the titular's worker row, when the entity synced her (decision 062); no row is made here.
    await anotarFechaOvtTitular(tx, e.id, pt.id, delOvt.fecha_nacimiento, quien.id, cuando);
    const pb = beneficiaria ? await personaDe(tx, beneficiaria, 'personaBeneficiaria.persona.nro_documento', quien.id, cuando) : pt;
    const fila = await repo
      .insertarBeneficiaria(tx, {
        id_persona: pb.id,
        id_persona_titular: pt.id,
        id_persona_titular_cobro: t.titular_cobro ? pt.id : pb.id,
        id_subsidio: s.id,
        id_entidad: e.id,
        id_sucursal: idSucursal,
        nro_seguro: delOvt.nro_seguro,
        nro_asignacion_inicio: t.nroAsignacionInicio,
        nro_asignacion_fin: t.nroAsignacionFin,
        fecha_inicio: t.fechaInicio,
        fecha_fin: fechaFin(t.fechaInicio, s.vigencia_dias, t.nroAsignacionFin - t.nroAsignacionInicio + 1),
        // Spec §5: LACTANCIA counts the newborns, at least one; other subsidies have none.
        nro_hijos: lactancia ? Math.max(1, t.nroHijos ?? 1) : null,
        fecha_nacido_vivo: lactancia ? (t.fechaNacidoVivo ?? null) : null,
        observaciones: t.observaciones,
        // DOMAIN.md §3: with a mobile it waits for the phone's verification; without one it is ACTIVO.
        estado: pb.movil ? 'CREADO' : 'ACTIVO',
        _user_created: quien.id,
        _created_at: cuando,
      })
      .catch((err: unknown) =>
        translateConflict(err, {
          beneficiarias_persona_subsidio_entidad_uq: { campo: 'personaTitular.id_subsidio', mensaje: MENSAJES.subsidioYaRegistrado },
          personas_movil_uq: { mensaje: MENSAJES.celularRegistrado },
        }),
      );
    await registrarAltas(tx, [fila], 'Registro de beneficiaria', { quien: quien.id, cuando });
    return { ...aviso(MENSAJES.registroRealizado), datos: { id: fila.id, estado: fila.estado } };
  });
}
