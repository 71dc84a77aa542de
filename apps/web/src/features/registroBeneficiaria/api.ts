import { http } from '../../api/http';

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
