import type { BeneficiariaSubsidio } from '@pb/contract';
import { graphql, http } from '../../api/http';
import type { ListRows } from '../../components/list/types';

/** The OVT titular search and the beneficiary registration (spec part 2 §2.6, §7). */

export interface Titular {
  id: number;
  nombre_completo: string;
  nro_documento: string;
  complemento: string | null;
  fecha_nacimiento: string;
  caja_salud: string | null;
  nro_seguro: string | null;
  sucursal: { id: number; nombre: string };
  id_sucursal: number | null;
}

export type { PersonaSegip } from '../../shared/personas/segip';

export const buscarTitular = (consulta: { nit: string; matricula: string; nroCi: string }) => http.post<{ mensaje: string; datos: Titular }>('/api/v1/ovt/obtener_titular', consulta);

export { buscarEnSegip } from '../../shared/personas/segip';

export const registrarBeneficiaria = (registro: unknown) => http.post<{ mensaje: string; datos: { id: number; estado: string } }>('/api/v1/ovt/registrar_beneficiaria', registro);

export type { BeneficiariaSubsidio };

/** The titular's beneficiaries shown once it is found: the first page is plenty (a titular has a few). */
export const MAX_BENEFICIARIAS_TITULAR = 50;

const POR_TITULAR = `query ($doc: String!, $limit: Int) {
  obtenerBeneficiariaPorTitular(nroDocumentoTitular: $doc, limit: $limit) {
    count rows { id estado fechaNacidoVivo ben_subsidio_nombre Sucursale_nombre persona_b_nro_documento persona_b_complemento persona_b_nombre_completo }
  }
}`;

/** `obtenerBeneficiariaPorTitular` (spec part 2 §7): the beneficiaries already registered for this titular, newest first. */
export async function beneficiariasDelTitular(nroDocumento: string): Promise<ListRows<BeneficiariaSubsidio>> {
  const data = await graphql<{ obtenerBeneficiariaPorTitular: ListRows<BeneficiariaSubsidio> | null }>(POR_TITULAR, { doc: nroDocumento, limit: MAX_BENEFICIARIAS_TITULAR });
  return data?.obtenerBeneficiariaPorTitular ?? { count: 0, rows: [] };
}
