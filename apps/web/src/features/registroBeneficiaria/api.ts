import type { RespuestaDe } from '@pb/contract';
import { http } from '../../api/http';

/** The OVT titular search and the beneficiary registration (spec part 2 §2.6, §7). */

export type Titular = RespuestaDe<'POST /api/v1/ovt/obtener_titular'>['datos'];

export type { PersonaSegip } from '../../shared/personas/segip';

export const buscarTitular = (consulta: { nit: string; matricula: string; nroCi: string }) => http.post<RespuestaDe<'POST /api/v1/ovt/obtener_titular'>>('/api/v1/ovt/obtener_titular', consulta);

export { buscarEnSegip } from '../../shared/personas/segip';

export const registrarBeneficiaria = (registro: unknown) => http.post<RespuestaDe<'POST /api/v1/ovt/registrar_beneficiaria'>>('/api/v1/ovt/registrar_beneficiaria', registro);
