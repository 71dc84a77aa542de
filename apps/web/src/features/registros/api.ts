import type { RegistroUniversalRespuesta } from '@pb/contract';
import { graphql, http } from '../../api/http';

/** The person SEGIP holds (GET system/persona-segip, spec part 2 §7), as our API hands it on. */
export interface PersonaSegip {
  nro_documento: string;
  complemento: string | null;
  fecha_nacimiento: string;
  nombres: string;
  paterno: string | null;
  materno: string | null;
  tipo_documento: string;
  nacionalidad: string | null;
  genero: string | null;
}

/** The person of this document (`123456` or `123456-1X`) and birth date (YYYY-MM-DD), or null when SEGIP has none. */
export async function buscarPersona(documento: string, fechaIso: string): Promise<PersonaSegip | null> {
  const data = await http.get<{ persona?: PersonaSegip } | null>(`/api/system/persona-segip/${encodeURIComponent(documento)}`, { query: { fechaNacimiento: fechaIso.split('-').reverse().join('/') } });
  return data?.persona ?? null;
}

const REGISTRAR = /* GraphQL */ `
  mutation Registrar($beneficiaria: JSON!) {
    registrarBeneficiaria(beneficiaria: $beneficiaria) { code message error }
  }
`;

/** registrarBeneficiaria (spec §7): code 1 registered, -1 refused with its message. */
export async function registrarBeneficiaria(beneficiaria: unknown) {
  const r = await graphql<{ registrarBeneficiaria: RegistroUniversalRespuesta }>(REGISTRAR, { beneficiaria });
  return r.registrarBeneficiaria;
}
