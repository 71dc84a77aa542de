import type { SessionUser } from '@pb/contract';

/** "Nombres Primer Segundo", or the user name when the person has no names. */
export function fullName(usuario: Pick<SessionUser, 'usuario' | 'nombres' | 'primer_apellido' | 'segundo_apellido'>): string {
  const parts = [usuario.nombres, usuario.primer_apellido, usuario.segundo_apellido].filter((p): p is string => Boolean(p && p.trim()));
  return parts.length > 0 ? parts.join(' ') : usuario.usuario;
}
