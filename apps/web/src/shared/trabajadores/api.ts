import { replyText } from '../../api/messages';
import type { FilaPlanilla, RespuestaDe, ResultadoPlanillaCsv } from '@pb/contract';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { http } from '../../api/http';
import { WarningError } from '../../api/errors';
import { translate } from '../../i18n/core';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';

/** The workers list (spec part 2 §2.5, §7): one GraphQL list and the REST actions, each answering as its contract schema says (decision 044). */

export const TRABAJADORES_KEY = ['beneficiariasEditar'] as const;

/** A row of the workers lists (§3 "Worker beneficiary row"): the fields both lists ask for (the public list adds `monto_bono`). */
export const TRABAJADOR = graphql(`
  fragment TrabajadorCampos on BeneficiariaTrabajador {
    id id_beneficiaria id_entidad id_sucursal beneficiaria_datos_estado beneficiaria_datos_enviar_sms
    beneficiaria_datos_persona_id beneficiaria_datos_persona_movil beneficiaria_datos_persona_nombres beneficiaria_datos_persona_nro_documento
    beneficiaria_datos_persona_primer_apellido beneficiaria_datos_persona_segundo_apellido beneficiaria_suc_nombre
  }
`);
export type TrabajadorBeneficiaria = ResultOf<typeof TRABAJADOR>;

const LISTA = graphql(
  `query BeneficiariasPorEntidad($limit: Int, $page: Int, $order: String, $nro_documento: String) {
    beneficiariasPorEntidad(limit: $limit, page: $page, order: $order, nro_documento: $nro_documento) { count rows { ...TrabajadorCampos } }
  }`,
  [TRABAJADOR],
);

export async function listarTrabajadores(q: ListQuery): Promise<ListRows<TrabajadorBeneficiaria>> {
  const data = await sendGraphql(LISTA, { limit: q.limit, page: q.page, order: q.order, nro_documento: filterText(q.nro_documento) });
  return data?.beneficiariasPorEntidad ?? { count: 0, rows: [] };
}

export const nombreCompleto = (f: TrabajadorBeneficiaria) =>
  [f.beneficiaria_datos_persona_nombres, f.beneficiaria_datos_persona_primer_apellido, f.beneficiaria_datos_persona_segundo_apellido].filter(Boolean).join(' ');

/** §4: the flag goes from '1' to '0', and from anything else to '1'. */
export const cambiarSms = (f: TrabajadorBeneficiaria) => http.patch<RespuestaDe<'PATCH /api/v1/beneficiarias/:id/sms'>>(`/api/v1/beneficiarias/${f.id}/sms`, { smsVal: f.beneficiaria_datos_enviar_sms === '1' ? '0' : '1' });

/** Spec part 2 §7's answers of the phone change (decision 039): `existe` (a taken number comes as a warning, which `http` throws, on the field) or the unique index's list. */
type RespuestaCelularServidor = RespuestaDe<'PATCH /api/v1/otros/celular/:personaId/:movil'>;
/** The change done: `{ existe: false, mensaje }`. */
export type RespuestaCelular = Extract<RespuestaCelularServidor, { mensaje: string }>;

/** Changes a worker's mobile; a number another person took at the same moment (§7's list) fails like a taken one, on the field. */
export async function cambiarCelular(idPersona: number, movil: string): Promise<RespuestaCelular> {
  const r = await http.patch<RespuestaCelular | Extract<RespuestaCelularServidor, unknown[]>>(`/api/v1/otros/celular/${idPersona}/${encodeURIComponent(movil)}`, {});
  if (!Array.isArray(r)) return r;
  const message = r[0] ? replyText(r[0]) : translate('toast.error');
  throw new WarningError(message, 200, { campos: { movil: message } });
}

export const reiniciarHuella = (f: TrabajadorBeneficiaria) => http.patch<RespuestaDe<'PATCH /api/v1/beneficiarias/:id/dispositivos/fingerprints'>>(`/api/v1/beneficiarias/${f.id}/dispositivos/fingerprints`, {});

export const quitarSuspension = (f: TrabajadorBeneficiaria) => http.put<RespuestaDe<'PUT /api/v1/otros/beneficiario/:id'>>(`/api/v1/otros/beneficiario/${f.id}`, {});

/** ACTIVO/INACTIVO of a worker's bonus, named by the person (spec part 2 §7). */
export const cambiarEstado = (idPersona: number, estado: 'ACTIVO' | 'INACTIVO') => http.patch<RespuestaDe<'PATCH /api/v1/beneficiarias/:personId/:estado'>>(`/api/v1/beneficiarias/${idPersona}/${estado}`, {});

/** The workers import (§2.5): the exported file with its mobiles changed, checked by the server (nothing written yet). */
export function subirTrabajadores(archivo: File): Promise<ResultadoPlanillaCsv> {
  const form = new FormData();
  form.append('archivo', archivo);
  return http.post<ResultadoPlanillaCsv>('/api/v1/beneficiarias/csv?modo=celulares', form);
}

/** Continue: the checked rows written (the server checks them again); a changed mobile blocks the worker until verified. */
export const importarTrabajadores = (planillas: FilaPlanilla[], idEntidad: number) => http.patch<RespuestaDe<'PATCH /api/v1/beneficiarias/update_personas'>>('/api/v1/beneficiarias/update_personas', { planillas, idEntidad, modo: 'celulares' });
