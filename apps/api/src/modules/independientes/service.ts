import { SUBSIDIO_BONO, TELEFONO_INDEPENDIENTE, aguinaldoDeBono, bonoEnCentavos, centavosADecimal, decimalACentavos, montoIndependienteSchema, registrarIndependienteSchema, sucursalIndependienteSchema, verificarIndependienteSchema, fechaBolivia, diaMesAnio, isoDeDiaMesAnio, type PersonaInput, type VerificacionIndependiente } from '@pb/contract';
import { MENSAJES, type Mensaje, aviso } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound, translateConflict } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import type { Executor } from '../../db/client.js';
import { SegipClient } from '../../integrations/segip/client.js';
import { guardarPersona, movilDeOtraPersona, movilDePersona } from '../personas/guardar.js';
import { registrarAlta } from '../beneficiarias/estados.js';
import { paises, porcentajeBono } from '../referencias/service.js';
import { listar as pendientesDePlanilla } from '../csvPlanillas/service.js';
import { listar as trabajadoresBono } from '../beneficiarias/service.js';
import * as repo from './repository.js';

/**
 * The independent employer's workers (spec part 2 §2.8, §3, §4, §7; role 9): who a person is for
 * the entity's bonus, her registration (a new person, or only the bonus of someone another entity
 * already pays), and her year-end amount. The bonus is always computed here, in centavos.
 */

type CodigoError = 'VALIDATION' | 'NOT_FOUND' | 'CONFLICT';
const enCampo = (codigo: CodigoError, campo: string, mensaje: Mensaje) => new AppError(codigo, mensaje, { campos: { [campo]: mensaje } });
const mayus = (v: string | null | undefined) => (v ?? '').trim().toUpperCase();
const segip = (ctx: Ctx) => new SegipClient(ctx.db, ctx.deps.config.INTEGRATION_TIMEOUT_MS);

const DOCUMENTO = 'personaTitular.persona.nro_documento';
const MOTIVO_ALTA = 'Registro de trabajadora independiente';

interface Identidad {
  tipo_documento: string;
  nro_documento: string;
  complemento: string | null;
  fecha_nacimiento: string | null;
  nombres: string;
  primer_apellido: string | null;
  segundo_apellido: string | null;
}

const identidadDistinta = (a: Omit<Identidad, 'tipo_documento' | 'nro_documento' | 'complemento'>, b: Omit<Identidad, 'tipo_documento' | 'nro_documento' | 'complemento'>) =>
  (a.fecha_nacimiento ?? '') !== (b.fecha_nacimiento ?? '') || mayus(a.nombres) !== mayus(b.nombres) || mayus(a.primer_apellido) !== mayus(b.primer_apellido) || mayus(a.segundo_apellido) !== mayus(b.segundo_apellido);

/** The entity and branch the browser named: the caller's own (another's is "not found"), and the bonus only. */
async function destino(ctx: Ctx, d: { id_subsidio: number; id_entidad: number; id_sucursal: number }, prefijo: string) {
  const alcance = entidadScope(requireUser(ctx));
  if (d.id_subsidio !== SUBSIDIO_BONO) throw enCampo('VALIDATION', `${prefijo}id_subsidio`, MENSAJES.independienteSoloBono);
  if (alcance !== null && alcance !== d.id_entidad) throw notFound();
  if (!(await repo.sucursalEsDe(ctx.db, d.id_sucursal, d.id_entidad))) throw notFound();
}

const NADA: VerificacionIndependiente = { personaDiferente: false, mismaEntidad: false, encontrado: false, mensaje: null, beneficiaria: null, entidad: null };

/** What the system knows of the person for this entity's bonus (spec §4 'Independent registration'). */
async function situacion(db: Executor, p: Identidad, entidad: number) {
  const conocida = await repo.personaPorDocumento(db, p.tipo_documento, p.nro_documento, p.complemento);
  if (!conocida) return { v: NADA, conocida, bonos: [] };
  if (identidadDistinta(conocida, p)) return { v: { ...NADA, personaDiferente: true, ...aviso(MENSAJES.ciDuplicado) }, conocida, bonos: [] };
  const bonos = await repo.bonosDePersona(db, conocida.id, entidad);
  const propio = bonos.find((b) => b.id_entidad === entidad);
  if (propio) return { v: { ...NADA, mismaEntidad: true, ...aviso(MENSAJES.independienteMismaEntidad({ nombre: propio.nombre_completo })), beneficiaria: { nombre_completo: propio.nombre_completo, estado: propio.estado } }, conocida, bonos };
  const otro = bonos[0];
  if (otro) return { v: { ...NADA, encontrado: true, ...aviso(MENSAJES.independienteEnOtraEntidad), beneficiaria: { nombre_completo: otro.nombre_completo, estado: otro.estado }, entidad: { nombre: otro.entidad } }, conocida, bonos };
  return { v: NADA, conocida, bonos };
}

/** `POST v1/otros/verificar`. */
export async function verificar(ctx: Ctx, body: unknown): Promise<VerificacionIndependiente> {
  const d = parse(verificarIndependienteSchema, body);
  await destino(ctx, d, '');
  return (await situacion(ctx.db, d.persona, d.id_entidad)).v;
}

/** The bonus of an aguinaldo in centavos (DOMAIN.md §4: half up, the contract's one rounding). */
async function montos(ctx: Ctx, aguinaldo: string) {
  const { porcentaje } = await porcentajeBono(ctx);
  const centavos = decimalACentavos(aguinaldo);
  return { monto_detalle: centavosADecimal(centavos), monto_bono: centavosADecimal(bonoEnCentavos(centavos, porcentaje)) };
}

/** How the server reached the amounts of a registration (decision 041), said in its reply. */
type Calculo = 'montoDetalle' | 'montoBono';

/**
 * The amounts of a registration (decisions 028, 041): the bonus computed from `montoDetalle` (the
 * aguinaldo) when sent, the browser's `montoBono` being only its preview; otherwise, as a spec
 * client sends only `montoBono`, the aguinaldo whose bonus it is (bono × 100 / porcentaje, half
 * up), so the bonus paid is exactly the one sent and the aguinaldo kept is consistent with it.
 */
async function montosDelRegistro(ctx: Ctx, d: { montoDetalle: string | null; montoBono: string | null }) {
  if (d.montoDetalle !== null) {
    const m = await montos(ctx, d.montoDetalle);
    return { ...m, calculo: 'montoDetalle' as Calculo };
  }
  const { porcentaje } = await porcentajeBono(ctx);
  const aguinaldo = aguinaldoDeBono(decimalACentavos(d.montoBono!), porcentaje);
  if (aguinaldo === null) throw enCampo('VALIDATION', 'personaTitular.montoBono', MENSAJES.invalid);
  return { monto_detalle: centavosADecimal(aguinaldo), monto_bono: centavosADecimal(bonoEnCentavos(aguinaldo, porcentaje)), calculo: 'montoBono' as Calculo };
}

/** The worker row and the bonus row of the entity, with the bonus's first state and its history row. */
async function alta(ctx: Ctx, tx: Executor, v: { id_persona: number; id_entidad: number; id_sucursal: number; monto_detalle: string; monto_bono: string; calculo: Calculo; estado: 'CREADO' | 'ACTIVO' }) {
  const quien = requireUser(ctx);
  const cuando = ctx.deps.clock();
  await repo.guardarTrabajador(tx, { id_persona: v.id_persona, id_entidad: v.id_entidad, id_sucursal: v.id_sucursal, aguinaldo: v.monto_detalle, quien: quien.id, cuando });
  const { calculo, ...valores } = v;
  const fila = await repo
    .insertarBono(tx, { ...valores, fecha_inicio: fechaBolivia(cuando), quien: quien.id, cuando })
    .catch((err: unknown) => translateConflict(err, { beneficiarias_persona_subsidio_entidad_uq: { campo: DOCUMENTO, mensaje: MENSAJES.independienteMismaEntidad({ nombre: 'La persona' }) } }));
  await registrarAlta(ctx, tx, fila.id, v.estado, MOTIVO_ALTA);
  // The spec's reply is its message; the amounts and how they were reached are said beside it (decision 041).
  return { ...aviso(MENSAJES.registroRealizado), montoBono: v.monto_bono, montoDetalle: v.monto_detalle, calculo, datos: { id: fila.id, estado: v.estado, monto_detalle: v.monto_detalle, monto_bono: v.monto_bono } };
}

function rechazarSegun(v: VerificacionIndependiente, { nuevo }: { nuevo: boolean }) {
  if (v.personaDiferente) throw enCampo('CONFLICT', DOCUMENTO, MENSAJES.ciDuplicado);
  // The reply's text said again as a message: the name is that of the bonus the person already has here.
  if (v.mismaEntidad) throw enCampo('CONFLICT', DOCUMENTO, MENSAJES.independienteMismaEntidad({ nombre: v.beneficiaria?.nombre_completo ?? 'La persona' }));
  if (nuevo && v.encontrado) throw enCampo('CONFLICT', DOCUMENTO, MENSAJES.independienteEnOtraEntidad);
  if (!nuevo && !v.encontrado) throw enCampo('CONFLICT', DOCUMENTO, MENSAJES.independienteNoEnOtraEntidad);
}

/**
 * `POST v1/otros/registrar_beneficiaria`: a worker new to the programme's bonus. A national's data
 * are SEGIP's, asked again here (the route holds no transaction while SEGIP answers); what the form
 * sent must be what SEGIP says. A foreigner is saved as sent (EXTRANJERO, her country).
 */
export async function registrarBeneficiaria(ctx: Ctx, body: unknown) {
  const d = parse(registrarIndependienteSchema, body).personaTitular;
  await destino(ctx, d, 'personaTitular.');
  const p = d.persona;
  const m = await montosDelRegistro(ctx, d);
  let persona: PersonaInput;
  let alCrear: { pais_nacimiento: string | null; estado_verificacion?: 'VERIFICADO_SEGIP' };
  if (p.tipo_documento === 'CI') {
    const s = await segip(ctx).buscar(p.nro_documento, diaMesAnio(p.fecha_nacimiento), p.complemento);
    if (!s) throw enCampo('NOT_FOUND', DOCUMENTO, MENSAJES.personaNoEncontradaSegipRevise);
    const segun = { fecha_nacimiento: isoDeDiaMesAnio(s.fecha_nacimiento), nombres: mayus(s.nombres), primer_apellido: mayus(s.paterno) || null, segundo_apellido: mayus(s.materno) || null };
    if (identidadDistinta(segun, p)) throw enCampo('VALIDATION', DOCUMENTO, MENSAJES.verifiqueDatos);
    persona = { tipo_documento: 'CI', nro_documento: p.nro_documento, complemento: p.complemento, ...segun, nacionalidad: 'BOLIVIA', genero: p.genero, movil: p.movil, telefono: TELEFONO_INDEPENDIENTE };
    alCrear = { pais_nacimiento: 'BOLIVIA', estado_verificacion: 'VERIFICADO_SEGIP' };
  } else {
    const pais = paises().paises.find((x) => mayus(x.nombre) === p.pais_nacimiento);
    if (!pais) throw enCampo('VALIDATION', 'personaTitular.persona.pais_nacimiento', MENSAJES.paisDesconocido);
    persona = { ...p, tipo_documento: 'EXTRANJERO', nacionalidad: 'OTRO', telefono: TELEFONO_INDEPENDIENTE };
    alCrear = { pais_nacimiento: mayus(pais.nombre) };
  }
  return ctx.db.transaction(async (tx) => {
    const { v, conocida } = await situacion(tx, persona, d.id_entidad);
    rechazarSegun(v, { nuevo: true });
    if (persona.movil && (await movilDeOtraPersona(tx, persona.movil, conocida?.id ?? null))) throw enCampo('CONFLICT', 'personaTitular.persona.movil', MENSAJES.celularRegistrado);
    const idPersona = await guardarPersona(ctx, tx, persona, alCrear).catch((err: unknown) => translateConflict(err, { personas_movil_uq: { campo: 'personaTitular.persona.movil', mensaje: MENSAJES.celularRegistrado }, personas_documento_uq: { campo: DOCUMENTO, mensaje: MENSAJES.personaRegistradaALaVez } }));
    // DOMAIN.md §3: with a mobile she waits for its verification; without one, or a foreigner, ACTIVO.
    const movil = await movilDePersona(tx, idPersona);
    const estado = p.tipo_documento === 'EXTRANJERO' || !movil ? 'ACTIVO' : 'CREADO';
    return alta(ctx, tx, { id_persona: idPersona, id_entidad: d.id_entidad, id_sucursal: d.id_sucursal, ...m, estado });
  });
}

/**
 * `POST v1/otros/registrar_bono`: a person another entity already pays the bonus for; only this
 * entity's worker and bonus rows are written, the person stays as she is. Her phone verified
 * elsewhere (a bonus row ACTIVO) makes this one ACTIVO too.
 */
export async function registrarBono(ctx: Ctx, body: unknown) {
  const d = parse(registrarIndependienteSchema, body).personaTitular;
  await destino(ctx, d, 'personaTitular.');
  const m = await montosDelRegistro(ctx, d);
  const { v, conocida, bonos } = await situacion(ctx.db, d.persona, d.id_entidad);
  rechazarSegun(v, { nuevo: false });
  const activa = bonos.some((b) => b.estado === 'ACTIVO');
  const estado = activa || !conocida!.movil || d.persona.tipo_documento === 'EXTRANJERO' ? 'ACTIVO' : 'CREADO';
  return alta(ctx, ctx.db, { id_persona: conocida!.id, id_entidad: d.id_entidad, id_sucursal: d.id_sucursal, ...m, estado });
}

/** `PATCH v1/otros/monto/{id}/{monto}`: a new aguinaldo, and the bonus computed again from it. */
export async function cambiarMonto(ctx: Ctx, params: unknown) {
  const quien = requireUser(ctx);
  const { id, monto } = parse(montoIndependienteSchema, params);
  const b = await repo.bonoBloqueado(ctx.db, id, entidadScope(quien));
  if (!b) throw notFound();
  const m = await montos(ctx, monto);
  await repo.cambiarMonto(ctx.db, b.id, m.monto_detalle, m.monto_bono, quien.id, ctx.deps.clock());
  return { ...aviso(MENSAJES.registroActualizado), datos: { id, ...m } };
}

/** `GET v1/otros/sucursal/{idEntidad}`: the branch the entity registers its workers at and pays from. */
export async function sucursal(ctx: Ctx, params: unknown) {
  const { id } = parse(sucursalIndependienteSchema, params);
  const alcance = entidadScope(requireUser(ctx));
  if ((alcance !== null && alcance !== id) || !(await repo.entidadExiste(ctx.db, id))) throw notFound();
  const s = await repo.sucursalDeEntidad(ctx.db, id);
  if (!s) throw new AppError('NOT_FOUND', MENSAJES.independienteSinSucursal);
  return { id: s.id, nombre: s.nombre, id_entidad: id };
}

/**
 * `beneficiariasIndependientes`: the workers whose bonus waits for its payroll, what step 2 pays
 * (decision 028: "the list shows CREADO workers" read as these, each with its state).
 */
export const listarPendientes = (ctx: Ctx, args: unknown) => pendientesDePlanilla(ctx, args);

/** `trabajadoresIndependientes`: every bonus worker of the entity, for the phone change. */
export const listarTrabajadores = (ctx: Ctx, args: unknown) => trabajadoresBono(ctx, args);
