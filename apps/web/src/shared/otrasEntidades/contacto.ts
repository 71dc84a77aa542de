import { TELEFONO_SOLO_NUMEROS } from '@pb/contract/valores';
import { EMAIL, separarTelefonos } from '../entidades/formulario';

/** Name, address, phones and e-mail: what an embassy's and an other entity's forms share (spec part 2 §3, §5). */
export interface ContactoFormulario {
  nombre: string;
  direccion: string;
  telefonos: string;
  email: string;
}

export const MAX_CONTACTO = { nombre: 150, direccion: 500, telefonos: 200, email: 100 } as const;

/** §5 "phone required, digits only": every comma-separated phone is 6 to 20 digits. */
export const telefonosValidos = (texto: string): boolean => separarTelefonos(texto).length > 0 && separarTelefonos(texto).every((t) => TELEFONO_SOLO_NUMEROS.test(t));
export const emailValido = (texto: string): boolean => EMAIL.test(texto);

export const contactoInicial = (r?: { nombre: string; direccion: string | null; telefonos: string | null; email: string | null } | null): ContactoFormulario => ({
  nombre: r?.nombre ?? '',
  direccion: r?.direccion ?? '',
  telefonos: separarTelefonos(r?.telefonos).join(', '),
  email: r?.email ?? '',
});

/** What the server receives: trimmed texts, an empty e-mail as null. */
export const aContacto = (v: ContactoFormulario) => ({
  nombre: v.nombre.trim(),
  direccion: v.direccion.trim(),
  telefonos: v.telefonos.trim(),
  email: v.email.trim() || null,
});
