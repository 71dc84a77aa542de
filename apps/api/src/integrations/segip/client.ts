import type { Executor } from '../../db/client.js';
import { callJson } from '../http.js';
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
  nacionalidad: string;
  genero: string | null;
  lugar_expedicion: string | null;
}

export type Contrastacion = Record<'NumeroDocumento' | 'Complemento' | 'FechaNacimiento' | 'Nombres' | 'PrimerApellido' | 'SegundoApellido', 0 | 1 | 2>;

interface ConsultaReply {
  ConsultaDatoPersonaEnJsonResult?: { CodigoRespuesta: string; DescripcionRespuesta?: string; DatosPersonaEnFormatoJson?: string | null };
}
interface ContrastacionReply {
  ConsultaDatoPersonaContrastacionResult?: { CodigoRespuesta: string; DescripcionRespuesta?: string; ContrastacionEnFormatoJson?: string | null };
}

const SISTEMA = 'SEGIP';
const sinGuiones = (v: unknown) => (typeof v === 'string' && v && v !== '--' ? v : null);

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
    const reply = await callJson<ConsultaReply>(`${url}personas/${encodeURIComponent(numeroDocumento)}?${params}`, {}, { sistema: SISTEMA, token, timeoutMs: this.timeoutMs });
    const r = reply.ConsultaDatoPersonaEnJsonResult;
    if (!r || r.CodigoRespuesta !== '2' || !r.DatosPersonaEnFormatoJson) return null;
    const d = JSON.parse(r.DatosPersonaEnFormatoJson) as Record<string, unknown>;
    return {
      nro_documento: String(d.NumeroDocumento),
      complemento: sinGuiones(d.Complemento),
      fecha_nacimiento: String(d.FechaNacimiento),
      nombres: String(d.Nombres),
      paterno: sinGuiones(d.PrimerApellido),
      materno: sinGuiones(d.SegundoApellido),
      tipo_documento: 'CI',
      nacionalidad: String(d.Nacionalidad ?? 'BOLIVIANA'),
      genero: sinGuiones(d.Genero),
      lugar_expedicion: sinGuiones(d.LugarExpedicion),
    };
  }

  /** One flag per field (0 mismatch, 1 match, 2 not verified), or null when SEGIP has no such person. */
  async contrastar(campos: Partial<Record<keyof Contrastacion, string>>): Promise<Contrastacion | null> {
    const { url, token } = await servicio(this.db, 'SEGIP', SISTEMA);
    const params = new URLSearchParams({ tipo_persona: '1', lista_campo: JSON.stringify(campos) });
    const reply = await callJson<ContrastacionReply>(`${url}personas/contrastacion?${params}`, {}, { sistema: SISTEMA, token, timeoutMs: this.timeoutMs });
    const r = reply.ConsultaDatoPersonaContrastacionResult;
    if (!r || r.CodigoRespuesta !== '2' || !r.ContrastacionEnFormatoJson) return null;
    return JSON.parse(r.ContrastacionEnFormatoJson) as Contrastacion;
  }
}
