import type { RespuestaDe } from '@pb/contract';
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
