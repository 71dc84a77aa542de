import { diaMesAnio, type ColumnaBeneficiariaCsv } from '@pb/contract';
import type { Ctx } from '../../core/context.js';
import { rowsByColumn, validateInBatches, type RowErrors } from '../../core/csv.js';
import { SegipClient, type PersonaVerificada } from '../../integrations/segip/client.js';
import * as repo from './repository.js';
import { claveDocumento, claveSegip, claveSubsidio, cotejarFila, leerFila, type Contexto, type FilaEntrada, type FilaLeida, type FilaValida, type Persona, type Subsidio, type Trabajador } from './validacion.js';

/** The names a column may be written as in an employer's file (matched without case or accents). */
const COLUMNAS: Record<ColumnaBeneficiariaCsv, readonly string[]> = {
  nro_documento_titular: ['nro_documento_titular', 'documento_titular', 'numero_documento_titular', 'ci_titular', 'nro_ci_titular', 'carnet_titular'],
  complemento_titular: ['complemento_titular'],
  nro_documento_beneficiaria: ['nro_documento_beneficiaria', 'documento_beneficiaria', 'numero_documento_beneficiaria', 'ci_beneficiaria', 'nro_ci_beneficiaria', 'carnet_beneficiaria', 'nro_documento_beneficiario', 'documento_beneficiario', 'ci_beneficiario'],
  complemento_beneficiaria: ['complemento_beneficiaria', 'complemento_beneficiario'],
  fecha_nacimiento_beneficiaria: ['fecha_nacimiento_beneficiaria', 'fecha_nac_beneficiaria', 'fecha_nacimiento_beneficiario', 'fecha_nacimiento', 'fecha_nac'],
  subsidio: ['subsidio', 'nombre_subsidio', 'tipo_subsidio'],
  nro_asignacion_inicio: ['nro_asignacion_inicio', 'asignacion_inicio', 'nro_asignacion_inicial', 'asignacion_inicial'],
  nro_asignacion_fin: ['nro_asignacion_fin', 'asignacion_fin', 'nro_asignacion_final', 'asignacion_final'],
  fecha_inicio: ['fecha_inicio', 'fecha_de_inicio'],
  celular: ['celular', 'movil', 'nro_celular', 'celular_beneficiaria'],
  nro_hijos: ['nro_hijos', 'numero_hijos', 'hijos', 'nro_nacidos_vivos', 'nacidos_vivos'],
  titular_cobro: ['titular_cobro', 'titular_de_cobro', 'cobra_titular'],
};
/** The columns every row needs; the others may be left out of the file. */
export const OBLIGATORIAS = ['nro_documento_titular', 'nro_documento_beneficiaria', 'subsidio', 'fecha_inicio'] as const;
const LOTE = 1000;
/** SEGIP questions at once: enough to check a thousand new persons quickly, few enough not to flood it. */
const SEGIP_A_LA_VEZ = 8;

/**
 * The rows of an uploaded file, as they stream in; null when its header lacks a column every row
 * needs (the refusal is recorded on line 1).
 */
export async function leerArchivo(contenido: AsyncIterable<Uint8Array>, errores: RowErrors): Promise<AsyncIterable<FilaEntrada> | null> {
  return rowsByColumn(contenido, COLUMNAS, OBLIGATORIAS, errores);
}

/** Runs `fn` over the items with at most `n` at once. */
async function enParalelo<T>(items: T[], n: number, fn: (item: T) => Promise<void>) {
  let siguiente = 0;
  const trabajar = async () => {
    while (siguiente < items.length) await fn(items[siguiente++]!);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, trabajar));
}

type Memoria = Pick<Contexto, 'segip' | 'vistas' | 'celularesVistos' | 'celularDeBeneficiaria'>;

/**
 * The context of a chunk: four queries (workers, persons, their subsidies, mobiles), and SEGIP for
 * each beneficiary the system does not know, a few at a time and once per person in the file.
 */
async function contextoDe(ctx: Ctx, entidad: number, lote: FilaLeida[], memoria: Memoria): Promise<Contexto> {
  const trabajadores = new Map<string, Trabajador[]>();
  for (const t of await repo.trabajadoresPorDocumento(ctx.db, entidad, [...new Set(lote.map((f) => f.documento_titular))])) {
    trabajadores.set(t.nro_documento, [...(trabajadores.get(t.nro_documento) ?? []), t]);
  }
  const personas = new Map<string, Persona>();
  for (const p of await repo.personasPorDocumento(ctx.db, [...new Set(lote.filter((f) => !f.misma).map((f) => f.documento_beneficiaria))])) {
    personas.set(claveDocumento(p.nro_documento, p.complemento?.toUpperCase() ?? null), p);
  }
  const ids = new Set<number>([...personas.values()].map((p) => p.id));
  for (const lista of trabajadores.values()) for (const t of lista) ids.add(t.id_persona);
  const registradas = new Set((await repo.registradas(ctx.db, entidad, [...ids])).map((r) => `${r.id_persona}|${r.id_subsidio}`));
  const moviles = [...new Set(lote.flatMap((f) => (f.celular ? [f.celular] : [])))];
  const celulares = new Map((await repo.titularesDeCelulares(ctx.db, moviles)).map((p) => [p.movil!, p.id]));

  const preguntar = new Map<string, FilaLeida>();
  for (const f of lote) {
    const clave = claveSegip(f);
    if (!f.misma && !personas.has(claveDocumento(f.documento_beneficiaria, f.complemento_beneficiaria)) && !memoria.segip.has(clave)) preguntar.set(clave, f);
  }
  const segip = new SegipClient(ctx.db, ctx.deps.config.INTEGRATION_TIMEOUT_MS);
  await enParalelo([...preguntar], SEGIP_A_LA_VEZ, async ([clave, f]) => {
    const fecha = diaMesAnio(f.fecha_nacimiento!);
    const r: PersonaVerificada | null = await segip.buscar(f.documento_beneficiaria, fecha, f.complemento_beneficiaria);
    memoria.segip.set(clave, r);
  });
  return { trabajadores, personas, registradas, celulares, ...memoria };
}

/** Every subsidy by its folded name. */
export async function subsidiosPorNombre(ctx: Ctx): Promise<Map<string, Subsidio>> {
  return new Map((await repo.subsidiosTodos(ctx.db)).map((s) => [claveSubsidio(s.nombre), s]));
}

/**
 * Every rule over a stream of rows, a thousand at a time; the refused rows go to `errores`. Answers
 * the valid rows (all of them are registered only when `errores` stays empty).
 */
export async function validar(ctx: Ctx, entidad: number, filas: AsyncIterable<FilaEntrada>, errores: RowErrors): Promise<FilaValida[]> {
  const subsidios = await subsidiosPorNombre(ctx);
  const memoria: Memoria = { segip: new Map(), vistas: new Map(), celularesVistos: new Map(), celularDeBeneficiaria: new Map() };
  return validateInBatches(
    filas,
    errores,
    (entrada) => leerFila(entrada, subsidios),
    async (lote) => {
      const contexto = await contextoDe(ctx, entidad, lote, memoria);
      return (f) => cotejarFila(f, contexto);
    },
    LOTE,
  );
}

