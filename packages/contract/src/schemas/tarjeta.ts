import { z } from 'zod';
import { filtroDe, id, listArgs, optionalText, safeText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';
import { ESTADOS_TARJETA } from '../valores/tarjeta.js';

/** An NFC card's UUID as the reader gives it: hex digits, kept trimmed and upper-case (spec part 2 §9: at most 50). */
export const uuidTarjeta = safeText(claveZod('required'))
  .trim()
  .min(1, claveZod('required'))
  .max(50, claveZod('maxLength', { max: 50 }))
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[0-9A-F]+$/.test(v), claveZod('uuidTarjetaInvalido'));

/** A batch (lote or serial number) of cards: required, at most 50 (spec part 2 §2.14, §9). */
export const loteTarjeta = safeText(claveZod('loteRequerido')).trim().min(1, claveZod('loteRequerido')).max(50, claveZod('maxLength', { max: 50 }));

export const tarjetaAddSchema = z.object({ uuid: uuidTarjeta, lote: loteTarjeta });
export const tarjetaPorLoteSchema = z.object({ lote: loteTarjeta });
export const tarjetaUuidSchema = z.object({ uuid: uuidTarjeta });

export const tarjetasFiltroSchema = listArgs.extend({
  estado: filtroDe(ESTADOS_TARJETA),
  uuid: optionalText(50),
  lote: optionalText(50),
});

/** `POST v1/beneficiarias/registrarTarjeta` (spec part 2 §7); `usuarioAuditoria` is accepted and ignored: the audit row names the signed-in user. */
export const registrarTarjetaSchema = z.object({
  idBeneficiaria: id,
  uuidTarjeta,
  usuarioAuditoria: optionalText(100),
  idPersona: id,
});

/** `PATCH v1/beneficiarias/darBajaTarjeta`: the beneficiary's ASIGNADO card is annulled; a given UUID must be that card. */
export const darBajaTarjetaSchema = z.object({
  idBeneficiaria: id,
  uuidTarjeta: uuidTarjeta.nullish(),
  usuarioAuditoria: optionalText(100),
  idPersona: id.nullish(),
});

export type TarjetasFiltro = z.infer<typeof tarjetasFiltroSchema>;
export type RegistrarTarjeta = z.infer<typeof registrarTarjetaSchema>;
export type DarBajaTarjeta = z.infer<typeof darBajaTarjetaSchema>;
