import type { RespuestaDe } from '@pb/contract';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { http } from '../../api/http';

/**
 * The update-beneficiary screen's calls (spec part 2 §2.16, §7; contratos.md of issue 15): the
 * delivery record search and deliveries (entregas), the SMS codes and the device reset (celulares).
 * The card's calls are the registration screen's (features/tarjetas).
 */

/** One subsidy beneficiary row of the person (spec part 2 §3 "Delivery record"), with her balance and whether a calendar is deliverable today. */
const REGISTRO = graphql(`
  fragment RegistroEntregaCampos on EntregaBeneficiaria {
    id id_persona titular_cobro nro_seguro fecha_inicio estado nro_asignacion_fin nro_tarjeta
    persona_b_nombre_completo persona_b_nro_documento persona_b_complemento persona_b_fecha_nacimiento persona_b_telefono persona_b_movil persona_b_estado_verificar
    persona_tc_nombre_completo persona_tc_nro_documento
    nro_calendarios nro_calendarios_entregados nro_calendarios_deuda nro_calendarios_deuda_entregados ben_subsidio_id ben_subsidio_nombre saldo entregable
  }
`);
export type RegistroEntrega = ResultOf<typeof REGISTRO>;

export const ACTUALIZAR_KEY = ['actualizarBeneficiaria'] as const;

const BUSCAR = graphql(`query BuscarbeneficiariaEntrega($doc: String!) { buscarbeneficiariaEntrega(persona_nro_documento: $doc) { ...RegistroEntregaCampos } }`, [REGISTRO]);

export async function buscarRegistros(documento: string): Promise<RegistroEntrega[]> {
  const data = await sendGraphql(BUSCAR, { doc: documento });
  return data?.buscarbeneficiariaEntrega ?? [];
}

/** What the three SMS calls answer: code 1 done, -1 refused with the message to show. */
const RESPUESTA_CODIGO = graphql(`fragment RespuestaCodigoCampos on RespuestaCodigo { code message clave parametros }`);
type RespuestaCodigo = ResultOf<typeof RESPUESTA_CODIGO>;

const ENVIAR_CODIGO = graphql(`mutation EnviarCodigo($id: ID!, $numero: String!) { enviarCodigo(idPersona: $id, numeroCelular: $numero) { ...RespuestaCodigoCampos } }`, [RESPUESTA_CODIGO]);
const VERIFICAR_CODIGO = graphql(`mutation VerificarCodigo($id: ID!, $codigo: String!) { verificarCodigo(idPersona: $id, codigo: $codigo) { ...RespuestaCodigoCampos } }`, [RESPUESTA_CODIGO]);
const ENVIAR_CODIGO_ENTREGA = graphql(`mutation EnviarCodigoEntrega($id: ID!) { enviarCodigoEntrega(idBeneficiaria: $id) { ...RespuestaCodigoCampos } }`, [RESPUESTA_CODIGO]);

export async function enviarCodigo(idPersona: number, numeroCelular: string): Promise<RespuestaCodigo | null> {
  return (await sendGraphql(ENVIAR_CODIGO, { id: idPersona, numero: numeroCelular })).enviarCodigo;
}

export async function verificarCodigo(idPersona: number, codigo: string): Promise<RespuestaCodigo | null> {
  return (await sendGraphql(VERIFICAR_CODIGO, { id: idPersona, codigo })).verificarCodigo;
}

export async function enviarCodigoEntrega(idBeneficiaria: number): Promise<RespuestaCodigo | null> {
  return (await sendGraphql(ENVIAR_CODIGO_ENTREGA, { id: idBeneficiaria })).enviarCodigoEntrega;
}

export const inactivarDispositivo = (idBeneficiaria: number) => http.patch<RespuestaDe<'PATCH /api/v1/dispositivos'>>('/api/v1/dispositivos', { idBeneficiaria });

/** BLOQUEADO_INTENTOS back to ACTIVO (issue 32): the programme unblocks her once it knows it is her. */
export const desbloquear = (idBeneficiaria: number) => http.patch<RespuestaDe<'PATCH /api/v1/beneficiarias/:id/desbloqueo'>>(`/api/v1/beneficiarias/${idBeneficiaria}/desbloqueo`, {});

/** SUSPENDIDO back to ACTIVO (issue 32): the programme removes a suspension, for a beneficiary of any subsidy. */
export const quitarSuspension = (idBeneficiaria: number) => http.patch<RespuestaDe<'PATCH /api/v1/beneficiarias/:id/suspension'>>(`/api/v1/beneficiarias/${idBeneficiaria}/suspension`, {});

const REGIONALES = graphql(`query RegionalesEntrega { regionalesEntrega { id nombre } }`);
export type Regional = ResultOf<typeof REGIONALES>['regionalesEntrega'][number];

export async function listarRegionales(): Promise<Regional[]> {
  const data = await sendGraphql(REGIONALES);
  return data?.regionalesEntrega ?? [];
}

export type MedioEntrega = 'TARJETA' | 'SMS';

const ENTREGAR = graphql(`
  mutation EntregarPaquete($idBeneficiaria: ID!, $idSucursal: ID!, $medio: String!, $uuidTarjeta: String, $codigo: String) {
    entregarPaquete(idBeneficiaria: $idBeneficiaria, idSucursal: $idSucursal, medio: $medio, uuidTarjeta: $uuidTarjeta, codigo: $codigo) {
      code message clave parametros entrega { id nro_asignacion monto fecha_entrega paquete { id alimentos { nombre unidad cantidad } } }
    }
  }
`);

/** code 1: delivered (with the delivery); -1: refused, message says why. */
export type ResultadoEntrega = NonNullable<ResultOf<typeof ENTREGAR>['entregarPaquete']>;

export type Entrega = NonNullable<ResultadoEntrega['entrega']>;

export async function entregarPaquete(v: { idBeneficiaria: number; idSucursal: number; medio: MedioEntrega; uuidTarjeta?: string; codigo?: string }): Promise<ResultadoEntrega | null> {
  return (await sendGraphql(ENTREGAR, v)).entregarPaquete;
}

/** What each tab of a record gets: the record, whether the user may change it, and the call that reloads it after a change. */
export interface PestanaProps {
  registro: RegistroEntrega;
  puedeEditar: boolean;
  onCambio: () => void;
}

/** A verification code is typed in up to 10 characters (spec part 2 §5). */
export const MAX_CODIGO = 10;
