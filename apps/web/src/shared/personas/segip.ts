import { type RespuestaDe } from '@pb/contract';
import { diaMesAnio } from '@pb/contract/valores';
import { http } from '../../api/http';

/** The person SEGIP holds (spec part 1 §3 "Verified person", part 2 §7), as GET system/persona-segip answers it. */
type RespuestaSegip = RespuestaDe<'GET /api/system/persona-segip/:documento'>;
export type PersonaSegip = Extract<RespuestaSegip, { persona: object }>['persona'];

/** The person of this document (`123456` or `123456-1X`) and birth date (YYYY-MM-DD), or null when SEGIP has none (an empty answer). */
export async function buscarEnSegip(documento: string, fechaIso: string): Promise<PersonaSegip | null> {
  const data = await http.get<RespuestaSegip | null>(`/api/system/persona-segip/${encodeURIComponent(documento)}`, { query: { fechaNacimiento: diaMesAnio(fechaIso) } });
  return data?.persona ?? null;
}
