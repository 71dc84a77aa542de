import { graphql, sendGraphql } from '../../api/graphql';

export { buscarEnSegip as buscarPersona, type PersonaSegip } from '../../shared/personas/segip';

const EXISTENTE = graphql(`query RegistroUniversalExistente($d: String!, $c: String) { registroUniversalExistente(nro_documento: $d, complemento: $c) }`);

const REGISTRAR = graphql(`
  mutation Registrar($beneficiaria: JSON!) {
    registrarBeneficiaria(beneficiaria: $beneficiaria) { code message clave parametros error }
  }
`);

/** Whether she is already in the universal subsidy: the search says it before the form opens (issue 51 §12). */
export async function yaRegistrada(nro_documento: string, complemento: string | null): Promise<boolean> {
  const r = await sendGraphql(EXISTENTE, { d: nro_documento, c: complemento });
  return r.registroUniversalExistente;
}

/** registrarBeneficiaria (spec §7): code 1 registered, -1 refused with its message; null: no answer. */
export async function registrarBeneficiaria(beneficiaria: unknown) {
  return (await sendGraphql(REGISTRAR, { beneficiaria }))?.registrarBeneficiaria ?? null;
}
