import type { RespuestaDe } from '@pb/contract';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { http } from '../../api/http';
import type { ListRows } from '../../components/list/types';

/** The OVT titular search and the beneficiary registration (spec part 2 §2.6, §7). */

export type Titular = RespuestaDe<'POST /api/v1/ovt/obtener_titular'>['datos'];

export type { PersonaSegip } from '../../shared/personas/segip';

export const buscarTitular = (consulta: { nit: string; matricula: string; nroCi: string }) => http.post<RespuestaDe<'POST /api/v1/ovt/obtener_titular'>>('/api/v1/ovt/obtener_titular', consulta);

export { buscarEnSegip } from '../../shared/personas/segip';

export const registrarBeneficiaria = (registro: unknown) => http.post<RespuestaDe<'POST /api/v1/ovt/registrar_beneficiaria'>>('/api/v1/ovt/registrar_beneficiaria', registro);

/** The titular's beneficiaries shown once it is found: the first page is plenty (a titular has a few). */
export const MAX_BENEFICIARIAS_TITULAR = 50;

/** A beneficiary already registered for the titular, as its list shows her (spec §3 "Beneficiaria (list)"). */
const BENEFICIARIA = graphql(`
  fragment BeneficiariaDelTitularCampos on BeneficiariaSubsidio {
    id estado fechaNacidoVivo ben_subsidio_nombre Sucursale_nombre persona_b_nro_documento persona_b_complemento persona_b_nombre_completo
  }
`);
export type BeneficiariaSubsidio = ResultOf<typeof BENEFICIARIA>;

const POR_TITULAR = graphql(
  `query BeneficiariasDelTitular($doc: String!, $limit: Int) {
    obtenerBeneficiariaPorTitular(nroDocumentoTitular: $doc, limit: $limit) { count rows { ...BeneficiariaDelTitularCampos } }
  }`,
  [BENEFICIARIA],
);

/** `obtenerBeneficiariaPorTitular` (spec part 2 §7): the beneficiaries already registered for this titular, newest first. */
export async function beneficiariasDelTitular(nroDocumento: string): Promise<ListRows<BeneficiariaSubsidio>> {
  const data = await sendGraphql(POR_TITULAR, { doc: nroDocumento, limit: MAX_BENEFICIARIAS_TITULAR });
  return data?.obtenerBeneficiariaPorTitular ?? { count: 0, rows: [] };
}
