import { http } from '../../api/http';

/** The person SEGIP holds (spec part 1 §3 "Verified person", part 2 §7), as GET system/persona-segip answers it. */
export interface PersonaSegip {
  nro_documento: string;
  complemento: string | null;
  fecha_nacimiento: string;
  nombres: string | null;
  paterno: string | null;
  materno: string | null;
  tipo_documento: string | null;
  nacionalidad: string | null;
  genero: string | null;
  lugar_expedicion?: string | null;
}

/** The person of this document (`123456` or `123456-1X`) and birth date (YYYY-MM-DD), or null when SEGIP has none (an empty answer). */
export async function buscarEnSegip(documento: string, fechaIso: string): Promise<PersonaSegip | null> {
  const data = await http.get<{ persona?: PersonaSegip } | null>(`/api/system/persona-segip/${encodeURIComponent(documento)}`, { query: { fechaNacimiento: fechaIso.split('-').reverse().join('/') } });
  return data?.persona ?? null;
}
