import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { callJson, parseJsonReply, unexpectedReply } from '../http.js';
import { servicio } from '../servicios.js';

/** The verified person of spec part 1 §3, as our API hands it on. */
export interface PersonaVerificada {
  nro_documento: string;
  complemento: string | null;
  fecha_nacimiento: string;
  nombres: string;
  paterno: string | null;
  materno: string | null;
  tipo_documento: string;
  /** As SEGIP writes it (BOLIVIANA, …), or null when it sent none. */
  nacionalidad: string | null;
  genero: string | null;
  lugar_expedicion: string | null;
}

export type Contrastacion = Record<'NumeroDocumento' | 'Complemento' | 'FechaNacimiento' | 'Nombres' | 'PrimerApellido' | 'SegundoApellido', 0 | 1 | 2>;

/*
 * The gateway's contract (docs/decisions/007-outside-systems.md). Every answer is parsed with these
 * schemas; an answer of another shape is a 502 with the detail in the log, never a crash.
 * CodigoRespuesta: '2' found, '1' not found, '3' several people.
 */
const texto = z.string().nullish();
const consultaSchema = z.object({
  ConsultaDatoPersonaEnJsonResult: z.object({ CodigoRespuesta: z.string(), DescripcionRespuesta: texto, DatosPersonaEnFormatoJson: texto }),
});
const contrastacionSchema = z.object({
  ConsultaDatoPersonaContrastacionResult: z.object({ CodigoRespuesta: z.string(), DescripcionRespuesta: texto, ContrastacionEnFormatoJson: texto }),
});

const datosPersonaSchema = z.object({
  NumeroDocumento: z.union([z.string().min(1), z.number()]).transform(String),
  Complemento: texto,
  FechaNacimiento: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
  Nombres: z.string().min(1),
  PrimerApellido: texto,
  SegundoApellido: texto,
  Genero: texto,
  LugarExpedicion: texto,
  Nacionalidad: texto,
});

const bandera = z.union([z.literal(0), z.literal(1), z.literal(2), z.enum(['0', '1', '2']).transform(Number)]) as z.ZodType<0 | 1 | 2>;
const contrastacionDatosSchema = z.object({
  NumeroDocumento: bandera,
  Complemento: bandera,
  FechaNacimiento: bandera,
  Nombres: bandera,
  PrimerApellido: bandera,
  SegundoApellido: bandera,
});

const SISTEMA = 'SEGIP';
/** SEGIP writes '--' for a surname a person does not have. */
const sinGuiones = (v: string | null | undefined) => (v && v !== '--' ? v : null);

/**
 * What a result's code says: its data when one person was found, null when none or several were,
 * and a 502 for a code the contract does not have or a "found" without data.
 */
function datosDe(r: { CodigoRespuesta: string; DescripcionRespuesta?: string | null }, datos: string | null | undefined): string | null {
  if (r.CodigoRespuesta === '1' || r.CodigoRespuesta === '3') return null;
  if (r.CodigoRespuesta === '2' && datos) return datos;
  throw unexpectedReply(SISTEMA, { CodigoRespuesta: r.CodigoRespuesta, DescripcionRespuesta: r.DescripcionRespuesta, datos });
}

/** SEGIP over real HTTP; its URL and token come from the integration-services table (codigo SEGIP). */
export class SegipClient {
  constructor(
    private readonly db: Executor,
    private readonly timeoutMs: number,
  ) {}

  /** The person with this document and birth date (dd/mm/yyyy), or null when SEGIP has none. */
  async buscar(numeroDocumento: string, fechaNacimiento: string, complemento?: string | null): Promise<PersonaVerificada | null> {
    const { url, token } = await servicio(this.db, 'SEGIP', SISTEMA);
    const params = new URLSearchParams({ fechaNacimiento });
    if (complemento) params.set('complemento', complemento);
    const reply = await callJson(`${url}personas/${encodeURIComponent(numeroDocumento)}?${params}`, {}, { sistema: SISTEMA, token, timeoutMs: this.timeoutMs }, consultaSchema);
    const r = reply.ConsultaDatoPersonaEnJsonResult;
    const datos = datosDe(r, r.DatosPersonaEnFormatoJson);
    if (datos === null) return null;
    const d = parseJsonReply(SISTEMA, datosPersonaSchema, datos);
    return {
      nro_documento: d.NumeroDocumento,
      complemento: sinGuiones(d.Complemento),
      fecha_nacimiento: d.FechaNacimiento,
      nombres: d.Nombres,
      paterno: sinGuiones(d.PrimerApellido),
      materno: sinGuiones(d.SegundoApellido),
      tipo_documento: 'CI',
      nacionalidad: sinGuiones(d.Nacionalidad),
      genero: sinGuiones(d.Genero),
      lugar_expedicion: sinGuiones(d.LugarExpedicion),
    };
  }

  /** One flag per field (0 mismatch, 1 match, 2 not verified), or null when SEGIP has no such person. */
  async contrastar(campos: Partial<Record<keyof Contrastacion, string>>): Promise<Contrastacion | null> {
    const { url, token } = await servicio(this.db, 'SEGIP', SISTEMA);
    const params = new URLSearchParams({ tipo_persona: '1', lista_campo: JSON.stringify(campos) });
    const reply = await callJson(`${url}personas/contrastacion?${params}`, {}, { sistema: SISTEMA, token, timeoutMs: this.timeoutMs }, contrastacionSchema);
    const r = reply.ConsultaDatoPersonaContrastacionResult;
    const datos = datosDe(r, r.ContrastacionEnFormatoJson);
    return datos === null ? null : parseJsonReply(SISTEMA, contrastacionDatosSchema, datos);
  }
}
