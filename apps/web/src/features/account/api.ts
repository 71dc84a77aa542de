import type { RespuestaDe } from '@pb/contract';
import type { TipoNotificacion } from '@pb/contract/valores';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { http } from '../../api/http';

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
const PREFERENCIA = graphql(`fragment PreferenciaCorreoCampos on NotificacionPreferencia { tipo activa }`);
export type PreferenciaCorreo = ResultOf<typeof PREFERENCIA>;

export const PREFERENCIAS_KEY = ['misNotificaciones'] as const;

const PREFERENCIAS = graphql(`query MisNotificaciones { misNotificaciones { ...PreferenciaCorreoCampos } }`, [PREFERENCIA]);
const CAMBIAR = graphql(
  `mutation NotificacionPreferenciaSet($tipo: String!, $activa: Boolean!) { notificacionPreferenciaSet(tipo: $tipo, activa: $activa) { ...PreferenciaCorreoCampos } }`,
  [PREFERENCIA],
);

/** `misNotificaciones`: the signed-in user's own mail preferences, one per kind. */
export async function misNotificaciones(): Promise<PreferenciaCorreo[]> {
  return (await sendGraphql(PREFERENCIAS)).misNotificaciones;
}

/** `notificacionPreferenciaSet`: turns one kind on or off for the signed-in user only. */
export async function cambiarNotificacion(tipo: TipoNotificacion, activa: boolean): Promise<PreferenciaCorreo | null> {
  return (await sendGraphql(CAMBIAR, { tipo, activa })).notificacionPreferenciaSet;
}
