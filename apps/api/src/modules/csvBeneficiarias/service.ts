import { Readable } from 'node:stream';
import { beneficiariasFiltroSchema, beneficiariasPorTitularSchema, crearBeneficiariasSchema, registrablePorBeneficiaria, isoDeDiaMesAnio, type ResultadoBeneficiariasCsv } from '@pb/contract';
import { MENSAJES, aviso } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { RowErrors } from '../../core/csv.js';
import { AppError, translateConflict } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import type { Executor } from '../../db/client.js';
import { writeAudit } from '../logs/audit.js';
import { registrarAltas } from '../beneficiarias/estados.js';
import { completarPersonas, crearPersonas, type PersonaNueva } from '../personas/guardar-lote.js';
import { entidadDeTrabajo } from '../entidades/service.js';
import { fechaFin } from '../registroBeneficiaria/service.js';
import { crearPlanillasDe, sucursalParaPlanilla } from '../planillas/service.js';
import * as repo from './repository.js';
import { archivosBase } from './archivosBase.js';
import { leerArchivo, validar } from './lectura.js';
import { claveDocumento, filaParaEnviar, type FilaValida } from './validacion.js';

/**
 * The employer's beneficiaries import (spec part 2 §2.7, `/csv_beneficiarias`, roles 5, 6, 7): the
 * entity's subsidy beneficiaries, the base files, a filled file checked as a whole (nothing is
 * written), and the checked rows registered in one transaction under a payroll name.
 */

const LOTE = 1000;
/** Refused rows listed in an answer (all are counted). */
const ERRORES_LISTADOS = 1000;
/** Why a beneficiary got its first state, as `beneficiaria_estados.motivo` keeps it. */
const MOTIVO = 'Importación de beneficiarias';

const CONFLICTOS = {
  beneficiarias_persona_subsidio_entidad_uq: { campo: 'subsidio', mensaje: MENSAJES.subsidioYaRegistrado },
  personas_movil_uq: { campo: 'celular', mensaje: MENSAJES.celularRegistrado },
  // Another request created the person a moment ago: this file's rows are checked again on the next try.
  personas_documento_uq: { campo: 'nro_documento_beneficiaria', mensaje: MENSAJES.ciDuplicado },
};

/** `beneficiarias`: the subsidy beneficiaries of the caller's entity, or of any (or the named) entity for staff. */
export async function listar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const filtro = parse(beneficiariasFiltroSchema, args);
  return repo.listar(ctx.db, filtro, entidadScope(quien) ?? filtro.id_entidad);
}

/**
 * `obtenerBeneficiariaPorTitular(nroDocumentoTitular)` (spec part 2 §7): the subsidy beneficiaries
 * already registered for the titular with this document, as the list answers them, newest first,
 * in the caller's reach (its own entity's; staff every entity's). The registration screen shows them
 * once the titular is found.
 */
export async function porTitular(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const f = parse(beneficiariasPorTitularSchema, args);
  return repo.listar(ctx.db, { ...f, nro_documento: null, estado: null }, entidadScope(quien), f.nroDocumentoTitular);
}

/** `GET v1/beneficiarias/downloadFiles`: the template and its guide, as a base64 .tar.gz. */
export async function descargarArchivosBase(ctx: Ctx) {
  requireUser(ctx);
  const subsidios = (await repo.subsidiosTodos(ctx.db)).filter(registrablePorBeneficiaria);
  return archivosBase(subsidios, ctx.deps.clock());
}

/** `POST v1/beneficiarias/csv_beneficiarias`: the uploaded file checked as it streams in; nothing is written. */
export async function validarArchivo(ctx: Ctx, archivo: { nombre: string; contenido: AsyncIterable<Uint8Array> }, idEntidad: unknown): Promise<ResultadoBeneficiariasCsv> {
  const entidad = await entidadDeTrabajo(ctx, idEntidad);
  if (!/\.csv$/i.test(archivo.nombre)) throw new AppError('VALIDATION', MENSAJES.archivoSoloCsv, { campos: { archivo: MENSAJES.archivoSoloCsv } });
  const errores = new RowErrors(ERRORES_LISTADOS);
  const filas = await leerArchivo(archivo.contenido, errores);
  const validas = filas ? await validar(ctx, entidad, filas, errores) : [];
  if (errores.total === 0 && validas.length === 0) errores.agregar(1, { archivo: MENSAJES.csvSinFilas });
  if (errores.total > 0) return { errors: errores.total, finalizado: false, ...aviso(MENSAJES.planillaConErrores), datos: errores.lista, planillas: [] };
  return { errors: 0, finalizado: true, ...aviso(MENSAJES.planillaCorrecta), datos: [], planillas: validas.map(filaParaEnviar) };
}

function* lotes<T>(lista: T[]) {
  for (let i = 0; i < lista.length; i += LOTE) yield lista.slice(i, i + LOTE);
}

const claveBeneficiaria = (f: FilaValida) => claveDocumento(f.documento_beneficiaria, f.complemento_beneficiaria);

/** The mobile each beneficiary ends with: the one the system has, or else the first the file gives. */
function movilesFinales(validas: FilaValida[]): Map<string, string | null> {
  const moviles = new Map<string, string | null>();
  for (const f of validas) {
    const clave = claveBeneficiaria(f);
    if (!moviles.get(clave)) moviles.set(clave, f.beneficiaria.movil ?? f.celular);
  }
  return moviles;
}

/**
 * The persons of the file the system does not know, created from SEGIP's data (never the file's
 * names), a statement per thousand; and a mobile for the known ones that have none. Answers every
 * beneficiary's person id by document.
 */
async function personasDe(tx: Executor, validas: FilaValida[], moviles: Map<string, string | null>, quien: number, cuando: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const nuevas = new Map<string, PersonaNueva>();
  const completar = new Map<number, string>();
  for (const f of validas) {
    const clave = claveBeneficiaria(f);
    const b = f.beneficiaria;
    const movil = moviles.get(clave) ?? null;
    if (b.id_persona !== null) {
      ids.set(clave, b.id_persona);
      if (!b.movil && movil) completar.set(b.id_persona, movil);
    } else if (!nuevas.has(clave)) {
      const s = b.segip;
      nuevas.set(clave, {
        tipo_documento: 'CI',
        nro_documento: f.documento_beneficiaria,
        complemento: f.complemento_beneficiaria,
        fecha_nacimiento: isoDeDiaMesAnio(s.fecha_nacimiento),
        nombres: s.nombres.toUpperCase(),
        primer_apellido: s.paterno?.toUpperCase() || null,
        segundo_apellido: s.materno?.toUpperCase() || null,
        genero: s.genero === 'F' || s.genero === 'M' ? s.genero : null,
        nacionalidad: 'BOLIVIA',
        movil,
        estado_verificacion: 'VERIFICADO_SEGIP',
      });
    }
  }
  for (const lote of lotes([...nuevas.values()])) {
    const creadas = await crearPersonas(tx, lote, { quien, cuando }).catch((err: unknown) => translateConflict(err, CONFLICTOS));
    for (const p of creadas) ids.set(claveDocumento(p.nro_documento, p.complemento), p.id);
  }
  for (const lote of lotes([...completar].map(([id, movil]) => ({ id, movil })))) {
    await completarPersonas(tx, lote, { quien, cuando }).catch((err: unknown) => translateConflict(err, CONFLICTOS));
  }
  return ids;
}

/**
 * `POST v1/beneficiarias/crear_beneficiarias` (spec §7: planillas, usuario, nombrePlanilla): the rows
 * checked again (the client is never trusted: SEGIP is asked again for the new persons, before any
 * transaction), then the persons, the beneficiaries, their first states and the audit row in one
 * transaction, a statement per thousand rows. `usuario` is the spec's; the session's user acts.
 */
export async function crear(ctx: Ctx, body: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(crearBeneficiariasSchema, body);
  const entidad = await entidadDeTrabajo(ctx, datos.idEntidad);
  const errores = new RowErrors(ERRORES_LISTADOS);
  const entrada = datos.planillas.map((f, i) => ({ nro_registro: f.nro_registro ?? i + 1, celdas: f }));
  const validas = await validar(ctx, entidad, Readable.from(entrada), errores);
  if (errores.total > 0) throw new AppError('VALIDATION', MENSAJES.planillaConErrores, { errors: errores.total, finalizado: false, datos: errores.lista });
  const cuando = ctx.deps.clock();
  const moviles = movilesFinales(validas);

  const registradas = await ctx.db.transaction(async (tx) => {
    const personas = await personasDe(tx, validas, moviles, quien.id, cuando);
    let total = 0;
    const nuevas: number[] = [];
    for (const lote of lotes(validas)) {
      const filas = lote.map((f) => ({
        id_persona: personas.get(claveBeneficiaria(f))!,
        id_persona_titular: f.titular.id_persona,
        id_persona_titular_cobro: f.titular_cobro ? f.titular.id_persona : personas.get(claveBeneficiaria(f))!,
        id_subsidio: f.subsidio.id,
        id_entidad: entidad,
        id_sucursal: f.titular.id_sucursal,
        nro_seguro: f.titular.nro_seguro,
        nro_asignacion_inicio: f.inicio,
        nro_asignacion_fin: f.fin,
        fecha_inicio: f.fecha_inicio,
        fecha_fin: fechaFin(f.fecha_inicio, f.subsidio.vigencia_dias, f.fin - f.inicio + 1),
        nro_hijos: f.nro_hijos,
        // DOMAIN.md §3: with a mobile it waits for the phone's verification; without one it is ACTIVO.
        estado: moviles.get(claveBeneficiaria(f)) ? 'CREADO' : 'ACTIVO',
        _user_created: quien.id,
        _created_at: cuando,
      }));
      const creadas = await repo.insertarBeneficiarias(tx, filas).catch((err: unknown) => translateConflict(err, CONFLICTOS));
      await registrarAltas(tx, creadas, MOTIVO, { quien: quien.id, cuando });
      total += creadas.length;
      nuevas.push(...creadas.map((b) => b.id));
    }
    // The payroll named nombrePlanilla, a line per new beneficiary (its subsidy's amount, its first
    // assignment), paid from the first titular's branch: the planillas service's one way to write it.
    const sucursalPago = await sucursalParaPlanilla(tx, entidad, validas.map((f) => f.titular.id_sucursal));
    const planillas = await crearPlanillasDe(tx, { entidad, idsBeneficiaria: nuevas, nombre: datos.nombrePlanilla, sucursalPago, quien: quien.id, cuando });
    await writeAudit(tx, {
      nivel: 'INFO',
      tipo: 'BENEFICIARIA',
      mensaje: MENSAJES.auditoriaBeneficiariasImportadas,
      referencia: JSON.stringify({ id_entidad: entidad, nombrePlanilla: datos.nombrePlanilla, registradas: total, planillas }),
      ip: ctx.ip,
      usuario: quien.usuario,
      id_usuario: quien.id,
      fecha: cuando,
    });
    return { total, planillas };
  });
  return { ...aviso(MENSAJES.beneficiariasRegistradas({ n: registradas.total })), datos: { registradas: registradas.total, planillas: registradas.planillas } };
}
