import { z } from 'zod';
import { choice, email, estado, id, optionalText, requiredText, safeText } from './common.js';
import { GENEROS, NACIONALIDADES, TIPOS_DOCUMENTO } from '../estados.js';
import { MENSAJES } from '../errors.js';
import { newPassword } from './auth.js';

const isoDate = safeText(MENSAJES.required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, MENSAJES.invalid)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getUTCFullYear() >= 1900 && d <= new Date();
  }, MENSAJES.invalid);

/** Person form of spec part 1 §3. Names are upper-cased and trimmed (part 1 §5). */
export const personaSchema = z.object({
  tipo_documento: choice(TIPOS_DOCUMENTO),
  nro_documento: requiredText(20),
  complemento: optionalText(2).transform((v) => (v ? v.toUpperCase() : null)),
  fecha_nacimiento: isoDate,
  nombres: requiredText(100).transform((v) => v.toUpperCase()),
  primer_apellido: optionalText(100).transform((v) => (v ? v.toUpperCase() : null)),
  segundo_apellido: optionalText(100).transform((v) => (v ? v.toUpperCase() : null)),
  nacionalidad: choice(NACIONALIDADES),
  genero: choice(GENEROS),
  movil: optionalText(30),
  telefono: optionalText(30),
});

const usuarioBase = z.object({
  usuario: requiredText(50),
  email: email(100),
  cargo: optionalText(100),
  id_rol: id,
  id_entidad: id.nullish(),
  id_sucursal: id.nullish(),
  persona: personaSchema,
});

export const usuarioAddSchema = usuarioBase.extend({ contrasena: newPassword.max(50, MENSAJES.maxLength(50)) });
export const usuarioEditSchema = usuarioBase.partial().extend({ estado: estado.optional() });
export type UsuarioAdd = z.infer<typeof usuarioAddSchema>;
export type UsuarioEdit = z.infer<typeof usuarioEditSchema>;
export type PersonaInput = z.infer<typeof personaSchema>;
