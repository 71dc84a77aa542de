import type { RespuestaDe, TipoNotificacion } from '@pb/contract';
import { graphql, http } from '../../api/http';

/** Spec part 1 §3 "Forms": password change has password and newPassword. */
export interface CambiarPassBody {
  password: string;
  newPassword: string;
}

export type MessageReply = RespuestaDe<'PATCH /api/system/cambiar_pass'>;

/** `PATCH /api/system/cambiar_pass`: the user's own password. */
export const cambiarPass = (body: CambiarPassBody) => http.patch<MessageReply>('/api/system/cambiar_pass', body);

/** `PATCH /api/system/desactivar_cuenta`: the user's own account; every session ends. */
export const desactivarCuenta = (body: { password: string }) => http.patch<MessageReply>('/api/system/desactivar_cuenta', body);

/** One kind of mail and whether the signed-in user receives it (decision 065). */
export interface PreferenciaCorreo {
  tipo: TipoNotificacion;
  activa: boolean;
}

export const PREFERENCIAS_KEY = ['misNotificaciones'] as const;

/** `misNotificaciones`: the signed-in user's own mail preferences, one per kind. */
export async function misNotificaciones(): Promise<PreferenciaCorreo[]> {
  return (await graphql<{ misNotificaciones: PreferenciaCorreo[] }>(`{ misNotificaciones { tipo activa } }`)).misNotificaciones;
}

/** `notificacionPreferenciaSet`: turns one kind on or off for the signed-in user only. */
export async function cambiarNotificacion(tipo: TipoNotificacion, activa: boolean): Promise<PreferenciaCorreo> {
  const data = await graphql<{ notificacionPreferenciaSet: PreferenciaCorreo }>(`mutation ($tipo: String!, $activa: Boolean!) { notificacionPreferenciaSet(tipo: $tipo, activa: $activa) { tipo activa } }`, { tipo, activa });
  return data.notificacionPreferenciaSet;
}
