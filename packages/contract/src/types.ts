import type { z } from 'zod';
import type { loginRespuesta, menuItemRespuesta, sessionUserRespuesta } from './respuestas/sesion.js';

/** A side-menu section (the schema in respuestas/sesion.ts). */
export type MenuItem = z.infer<typeof menuItemRespuesta>;

/** Session user of spec part 1 §3. */
export type SessionUser = z.infer<typeof sessionUserRespuesta>;

/** What every login answers. */
export type LoginResponse = z.infer<typeof loginRespuesta>;

export interface ListResult<T> {
  count: number;
  rows: T[];
}
