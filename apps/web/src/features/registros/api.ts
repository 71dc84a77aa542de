import type { RegistroUniversalRespuesta } from '@pb/contract';
import { graphql } from '../../api/http';

export { buscarEnSegip as buscarPersona, type PersonaSegip } from '../../shared/personas/segip';

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
