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

export interface PersonaSegip {
  nombres: string | null;
  paterno: string | null;
  materno: string | null;
  fecha_nacimiento: string;
}

export const buscarTitular = (consulta: { nit: string; matricula: string; nroCi: string }) => http.post<{ mensaje: string; datos: Titular }>('/api/v1/ovt/obtener_titular', consulta);

/** The person SEGIP holds with this document and birth date (YYYY-MM-DD), or null. */
export async function buscarEnSegip(documento: string, fechaIso: string): Promise<PersonaSegip | null> {
  const data = await http.get<{ persona?: PersonaSegip } | null>(`/api/system/persona-segip/${encodeURIComponent(documento)}`, { query: { fechaNacimiento: fechaIso.split('-').reverse().join('/') } });
  return data?.persona ?? null;
}

export const registrarBeneficiaria = (registro: unknown) => http.post<{ mensaje: string; datos: { id: number; estado: string } }>('/api/v1/ovt/registrar_beneficiaria', registro);
