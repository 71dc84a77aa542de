import type { RegistroUniversalRespuesta } from '@pb/contract';
import { graphql } from '../../api/http';

export { buscarEnSegip as buscarPersona, type PersonaSegip } from '../../shared/personas/segip';

const REGISTRAR = /* GraphQL */ `
  mutation Registrar($beneficiaria: JSON!) {
    registrarBeneficiaria(beneficiaria: $beneficiaria) { code message error }
  }
`;

/** Whether she is already in the universal subsidy: the search says it before the form opens (issue 51 §12). */
export async function yaRegistrada(nro_documento: string, complemento: string | null): Promise<boolean> {
  const r = await graphql<{ registroUniversalExistente: boolean }>(`query ($d: String!, $c: String) { registroUniversalExistente(nro_documento: $d, complemento: $c) }`, { d: nro_documento, c: complemento });
  return r.registroUniversalExistente;
}

/** registrarBeneficiaria (spec §7): code 1 registered, -1 refused with its message. */
export async function registrarBeneficiaria(beneficiaria: unknown) {
  const r = await graphql<{ registrarBeneficiaria: RegistroUniversalRespuesta }>(REGISTRAR, { beneficiaria });
  return r.registrarBeneficiaria;
}
