import type { z } from 'zod';
import type { entregaBeneficiariaRespuesta, entregaRespuesta, entregaResultadoRespuesta, regionalEntregaRespuesta } from '@pb/contract';
import type { RespuestaCodigo, RespuestaDe } from '@pb/contract';
import { graphql, http } from '../../api/http';

/**
 * The update-beneficiary screen's calls (spec part 2 §2.16, §7; contratos.md of issue 15): the
 * delivery record search and deliveries (entregas), the SMS codes and the device reset (celulares).
 * The card's calls are the registration screen's (features/tarjetas).
 */

/** One subsidy beneficiary row of the person (spec part 2 §3 "Delivery record"), with her balance and whether a calendar is deliverable today. */
export type RegistroEntrega = Pick<z.infer<typeof entregaBeneficiariaRespuesta>, 'id' | 'id_persona' | 'titular_cobro' | 'nro_seguro' | 'fecha_inicio' | 'estado' | 'nro_asignacion_fin' | 'nro_tarjeta' | 'persona_b_nombre_completo' | 'persona_b_nro_documento' | 'persona_b_complemento' | 'persona_b_fecha_nacimiento' | 'persona_b_telefono' | 'persona_b_movil' | 'persona_b_estado_verificar' | 'persona_tc_nombre_completo' | 'persona_tc_nro_documento' | 'nro_calendarios' | 'nro_calendarios_entregados' | 'nro_calendarios_deuda' | 'nro_calendarios_deuda_entregados' | 'ben_subsidio_id' | 'ben_subsidio_nombre' | 'saldo' | 'entregable'>;

export const ACTUALIZAR_KEY = ['actualizarBeneficiaria'] as const;

const CAMPOS = `id id_persona titular_cobro nro_seguro fecha_inicio estado nro_asignacion_fin nro_tarjeta
  persona_b_nombre_completo persona_b_nro_documento persona_b_complemento persona_b_fecha_nacimiento persona_b_telefono persona_b_movil persona_b_estado_verificar
  persona_tc_nombre_completo persona_tc_nro_documento
  nro_calendarios nro_calendarios_entregados nro_calendarios_deuda nro_calendarios_deuda_entregados ben_subsidio_id ben_subsidio_nombre saldo entregable`;

export async function buscarRegistros(documento: string): Promise<RegistroEntrega[]> {
  const data = await graphql<{ buscarbeneficiariaEntrega: RegistroEntrega[] | null }>(`query ($doc: String!) { buscarbeneficiariaEntrega(persona_nro_documento: $doc) { ${CAMPOS} } }`, { doc: documento });
  return data?.buscarbeneficiariaEntrega ?? [];
}

export async function enviarCodigo(idPersona: number, numeroCelular: string): Promise<RespuestaCodigo> {
  const data = await graphql<{ enviarCodigo: RespuestaCodigo }>('mutation ($id: ID!, $numero: String!) { enviarCodigo(idPersona: $id, numeroCelular: $numero) { code message } }', { id: idPersona, numero: numeroCelular });
  return data.enviarCodigo;
}

export async function verificarCodigo(idPersona: number, codigo: string): Promise<RespuestaCodigo> {
  const data = await graphql<{ verificarCodigo: RespuestaCodigo }>('mutation ($id: ID!, $codigo: String!) { verificarCodigo(idPersona: $id, codigo: $codigo) { code message } }', { id: idPersona, codigo });
  return data.verificarCodigo;
}

export async function enviarCodigoEntrega(idBeneficiaria: number): Promise<RespuestaCodigo> {
  const data = await graphql<{ enviarCodigoEntrega: RespuestaCodigo }>('mutation ($id: ID!) { enviarCodigoEntrega(idBeneficiaria: $id) { code message } }', { id: idBeneficiaria });
  return data.enviarCodigoEntrega;
}

export const inactivarDispositivo = (idBeneficiaria: number) => http.patch<RespuestaDe<'PATCH /api/v1/dispositivos'>>('/api/v1/dispositivos', { idBeneficiaria });

/** BLOQUEADO_INTENTOS back to ACTIVO (issue 32): the programme unblocks her once it knows it is her. */
export const desbloquear = (idBeneficiaria: number) => http.patch<RespuestaDe<'PATCH /api/v1/beneficiarias/:id/desbloqueo'>>(`/api/v1/beneficiarias/${idBeneficiaria}/desbloqueo`, {});

/** SUSPENDIDO back to ACTIVO (issue 32): the programme removes a suspension, for a beneficiary of any subsidy. */
export const quitarSuspension = (idBeneficiaria: number) => http.patch<RespuestaDe<'PATCH /api/v1/beneficiarias/:id/suspension'>>(`/api/v1/beneficiarias/${idBeneficiaria}/suspension`, {});

export type Regional = z.infer<typeof regionalEntregaRespuesta>;

export async function listarRegionales(): Promise<Regional[]> {
  const data = await graphql<{ regionalesEntrega: Regional[] | null }>('{ regionalesEntrega { id nombre } }');
  return data?.regionalesEntrega ?? [];
}

export type MedioEntrega = 'TARJETA' | 'SMS';

export type Entrega = z.infer<typeof entregaRespuesta>;

export type ResultadoEntrega = z.infer<typeof entregaResultadoRespuesta>;

export async function entregarPaquete(v: { idBeneficiaria: number; idSucursal: number; medio: MedioEntrega; uuidTarjeta?: string; codigo?: string }): Promise<ResultadoEntrega> {
  const data = await graphql<{ entregarPaquete: ResultadoEntrega }>(
    `mutation ($idBeneficiaria: ID!, $idSucursal: ID!, $medio: String!, $uuidTarjeta: String, $codigo: String) {
      entregarPaquete(idBeneficiaria: $idBeneficiaria, idSucursal: $idSucursal, medio: $medio, uuidTarjeta: $uuidTarjeta, codigo: $codigo) {
        code message entrega { id nro_asignacion monto fecha_entrega paquete { id alimentos { nombre unidad cantidad } } }
      }
    }`,
    v,
  );
  return data.entregarPaquete;
}

/** What each tab of a record gets: the record, whether the user may change it, and the call that reloads it after a change. */
export interface PestanaProps {
  registro: RegistroEntrega;
  puedeEditar: boolean;
  onCambio: () => void;
}

/** A verification code is typed in up to 10 characters (spec part 2 §5). */
export const MAX_CODIGO = 10;
