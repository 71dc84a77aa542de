import { z } from 'zod';
import { choice, id, optionalText, requiredText, safeText } from './common.js';
import { movilSchema } from './beneficiaria.js';
import { claveZod } from '../mensajes/mensaje.js';
import { isoDeDiaMesAnio } from '../fechas.js';
import { GENEROS } from '../estados.js';
import { centavosADecimal, leerMonto } from '../dinero.js';
import type { RespuestaDe } from '../respuestas/rest.js';

/**
 * The independent employer's calls (spec part 2 §2.8, §3 'Independent registration', §5, §7:
 * v1/otros/verificar, registrar_beneficiaria, registrar_bono, monto, sucursal). The bonus is subsidy 1.
 */

export const SUBSIDIO_BONO = 1;
/** Spec §3: the person's telephone is fixed to seven zeros. */
export const TELEFONO_INDEPENDIENTE = '0000000';

/**
 * A real day of the past, as the spec's dates are written (DD/MM/AAAA, §9) or as AAAA-MM-DD; always
 * AAAA-MM-DD once parsed (spec §5 'Formato incorrecto'; decision 041).
 */
export const fechaDelPasado = safeText(claveZod('formatoIncorrecto'))
  .trim()
  .regex(/^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/, claveZod('formatoIncorrecto'))
  .transform((v) => (v.includes('/') ? isoDeDiaMesAnio(v) : v))
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getUTCFullYear() >= 1900 && d <= new Date();
  }, claveZod('formatoIncorrecto'));

const nombre = (max: number) => optionalText(max).transform((v) => (v ? v.toUpperCase() : null));

/** A mobile is optional; when given, 8 digits starting with 6 or 7. */
const movilOpcional = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), movilSchema.nullish().transform((v) => v ?? null));

/** The person of the add dialog: a national (CI, the server asks SEGIP again) or a foreigner (EXTRANJERO). */
export const personaIndependienteSchema = z
  .object({
    tipo_documento: choice(['CI', 'EXTRANJERO'] as const),
    nro_documento: requiredText(20).regex(/^[0-9A-Za-z]+$/, claveZod('invalid')),
    complemento: optionalText(2).transform((v) => (v ? v.toUpperCase() : null)),
    fecha_nacimiento: fechaDelPasado,
    nombres: requiredText(100).transform((v) => v.toUpperCase()),
    primer_apellido: nombre(100),
    segundo_apellido: nombre(100),
    movil: movilOpcional,
    pais_nacimiento: nombre(50),
    genero: choice(GENEROS),
  })
  .superRefine((p, ctx) => {
    // Spec §5: a foreigner needs both surnames and a country; a national at least one surname.
    if (p.tipo_documento === 'EXTRANJERO') {
      for (const campo of ['primer_apellido', 'segundo_apellido', 'pais_nacimiento'] as const)
        if (!p[campo]) ctx.addIssue({ code: 'custom', path: [campo], message: claveZod('camposFormularioIndependiente') });
    } else if (!p.primer_apellido && !p.segundo_apellido) {
      ctx.addIssue({ code: 'custom', path: ['primer_apellido'], message: claveZod('alMenosUnApellido') });
    }
  });
export type PersonaIndependiente = z.infer<typeof personaIndependienteSchema>;

const destino = { id_subsidio: id, id_entidad: id, id_sucursal: id };

/** `POST v1/otros/verificar`: who the person is for this entity's bonus. Identity only: gender and mobile are not needed. */
export const verificarIndependienteSchema = z.object({
  persona: z.object({
    tipo_documento: choice(['CI', 'EXTRANJERO'] as const),
    nro_documento: requiredText(20).regex(/^[0-9A-Za-z]+$/, claveZod('invalid')),
    complemento: optionalText(2).transform((v) => (v ? v.toUpperCase() : null)),
    fecha_nacimiento: fechaDelPasado,
    nombres: requiredText(100).transform((v) => v.toUpperCase()),
    primer_apellido: nombre(100),
    segundo_apellido: nombre(100),
  }),
  ...destino,
});

/**
 * The year-end total (aguinaldo) in Bs as typed ("2500,50" or "2500.50", at most 2 decimals; read by
 * `leerMonto`, issue 32), as the decimal text the database stores ("2500.50").
 */
export const aguinaldoSchema = requiredText(16).transform((v, ctx) => {
  const centavos = leerMonto(v);
  if (centavos !== null) return centavosADecimal(centavos);
  ctx.addIssue({ code: 'custom', message: claveZod('soloNumerosPunto') });
  return z.NEVER;
});

/** An amount in Bs as a spec client sends it: a decimal text, or a JSON number of at most 2 decimals. */
const montoEnviado = z.preprocess((v) => {
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6) return (Math.round(v * 100) / 100).toFixed(2);
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() === '' ? null : v;
}, aguinaldoSchema.nullish().transform((v) => v ?? null));

/**
 * `POST v1/otros/registrar_beneficiaria` and `registrar_bono` (spec §3 'Independent registration').
 * The spec sends `montoBono` (the browser's bonus); this project's screen also sends `montoDetalle`
 * (the aguinaldo). The server computes the bonus from `montoDetalle` when given, otherwise takes
 * the aguinaldo whose bonus is `montoBono` (decisions 028, 041). The spec's dates, estado,
 * observacion and the person's nombre_completo, telefono, nacionalidad, _user_created and
 * _created_at are accepted and not used: the server sets them.
 */
export const registrarIndependienteSchema = z.object({
  personaTitular: z
    .object({
      persona: personaIndependienteSchema,
      montoDetalle: montoEnviado,
      montoBono: montoEnviado,
      ...destino,
    })
    .superRefine((v, ctx) => {
      if (v.montoDetalle === null && v.montoBono === null) ctx.addIssue({ code: 'custom', path: ['montoBono'], message: claveZod('required') });
    }),
});
export type RegistroIndependiente = z.infer<typeof registrarIndependienteSchema>;

/** `PATCH v1/otros/monto/{id}/{monto}`: the beneficiary and her new aguinaldo. */
export const montoIndependienteSchema = z.object({ id, monto: aguinaldoSchema });

/** `GET v1/otros/sucursal/{id}`: the entity's id. */
export const sucursalIndependienteSchema = z.object({ id });

/** What `verificar` answers (spec §7): its schema in RESPUESTAS_REST. */
export type VerificacionIndependiente = RespuestaDe<'POST /api/v1/otros/verificar'>;
