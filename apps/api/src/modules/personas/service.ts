import { separarComplemento, segipBusquedaSchema, segipContrastacionSchema, diaMesAnio, isoDeDiaMesAnio, type NACIONALIDADES } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/http.js';
import { SegipClient } from '../../integrations/segip/client.js';

const segip = (ctx: Ctx) => new SegipClient(ctx.db, ctx.deps.config.INTEGRATION_TIMEOUT_MS);

/** SEGIP's nationality in the person form's terms; none when SEGIP sent none, so the form keeps its own. */
function nacionalidad(segun: string | null): (typeof NACIONALIDADES)[number] | null {
  if (!segun) return null;
  return /^BOLIVIA(N[AO])?$/i.test(segun.trim()) ? 'BOLIVIA' : 'OTRO';
}

/** GET system/persona-segip/{documento}?fechaNacimiento: the person, or an empty answer when SEGIP has none. */
export async function buscarPersona(ctx: Ctx, params: unknown, query: unknown) {
  const input = parse(segipBusquedaSchema, { ...(params as object), ...(query as object) });
  const { numero, complemento } = separarComplemento(input.documento);
  const persona = await segip(ctx).buscar(numero, diaMesAnio(input.fechaNacimiento), complemento);
  if (!persona) return {};
  return { persona: { ...persona, fecha_nacimiento: isoDeDiaMesAnio(persona.fecha_nacimiento), nacionalidad: nacionalidad(persona.nacionalidad) } };
}

/** POST system/persona-segip-contrastacion: one flag per field, 0 where SEGIP's data differs. */
export async function contrastarPersona(ctx: Ctx, body: unknown) {
  const input = parse(segipContrastacionSchema, body);
  if (input.tipo_documento !== 'CI') throw new AppError('VALIDATION', MENSAJES.segipSoloCi);
  // Every field is sent, empty ones too, so that a surname SEGIP has and the form lacks is a mismatch.
  const flags = await segip(ctx).contrastar({
    NumeroDocumento: input.numero_documento,
    Complemento: input.complemento ?? '',
    Nombres: input.nombres,
    PrimerApellido: input.primer_apellido ?? '',
    SegundoApellido: input.segundo_apellido ?? '',
    FechaNacimiento: diaMesAnio(input.fecha_nacimiento),
  });
  if (!flags) throw new AppError('NOT_FOUND', MENSAJES.personaNoEncontradaSegip);
  return flags;
}
