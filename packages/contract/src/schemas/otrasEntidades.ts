import { z } from 'zod';
import { estadoFiltro, filtroDe, id, listArgs, optionalText, requiredText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';
import type { embajadaRespuesta, municipioSupermercadoRespuesta, otraEntidadRespuesta } from '../respuestas/rest.js';
import { TELEFONO_SOLO_NUMEROS, TIPOS_OTRA_ENTIDAD, SIGLA_DE_TIPO } from '../valores/otrasEntidades.js';

/**
 * Embassies, other entities ("Empleador independiente") and urban municipalities with supermarkets
 * (spec part 2 §2.17, §3, §5, §7).
 */

const texto = optionalText(100);
const nombre = requiredText(150).transform((v) => v.toUpperCase());
const email = optionalText(100).refine((v) => !v || z.email().safeParse(v).success, claveZod('email'));
const URL_RE = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

const telefonos = requiredText(200)
  .transform((v) =>
    v
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  )
  .refine((lista) => lista.length > 0 && lista.every((t) => TELEFONO_SOLO_NUMEROS.test(t)), claveZod('soloNumeros'))
  .transform((lista) => lista.join(','));
const nit = optionalText(25).refine((v) => !v || /^\d{5,25}$/.test(v), claveZod('soloNumeros'));
const dpa = requiredText(6).regex(/^\d{6}$/, claveZod('invalid'));

/** `PATCH …/{id}/{ACTIVO|INACTIVO}` of the three screens: only a numeric id and a state, so no other route is shadowed. */
export const estadoOtrasSchema = z.object({ id, estado: z.enum(['ACTIVO', 'INACTIVO'], { error: claveZod('invalid') }) });

export const embajadasFiltroSchema = listArgs.extend({ nombre: texto, estado: estadoFiltro });
/** The embassy's edit button: name, address, phones, e-mail. */
export const embajadaEditSchema = z.object({ nombre, direccion: requiredText(500), telefonos, email });

export const otraEntidadAddSchema = z
  .object({
    nombre,
    descripcion: optionalText(500),
    sigla: z.enum(['PER', 'EMB', 'ONG'], { error: claveZod('required') }),
    tipo: z.enum(TIPOS_OTRA_ENTIDAD, { error: claveZod('required') }),
    email,
    telefonos,
    direccion: requiredText(500),
    web: optionalText(100).refine((v) => !v || URL_RE.test(v), claveZod('url')),
    nit,
    matricula_comercio: optionalText(50),
    razon_social: optionalText(255).transform((v) => (v ? v.toUpperCase() : null)),
    dpa,
  })
  .refine((v) => SIGLA_DE_TIPO[v.tipo] === v.sigla, { message: claveZod('siglaNoCorrespondeTipo'), path: ['sigla'] });

/** `PUT v1/otros/` (§7): id, nombre, direccion, telefonos, email, nit. */
export const otraEntidadEditSchema = z.object({ id, nombre, direccion: requiredText(500), telefonos, email, nit });

export const otrasEntidadesFiltroSchema = listArgs.extend({
  nombre: texto,
  nit: texto,
  tipo: filtroDe(TIPOS_OTRA_ENTIDAD),
  estado: estadoFiltro,
});

/** `POST v1/municipios` (§7): a DPA municipality, its name and an observation. */
export const municipioSupermercadoAddSchema = z.object({ dpa, nombre, observacion: optionalText(500) });
export const municipioSupermercadoEditSchema = z.object({ nombre, observacion: optionalText(500) });
export const municipiosSupermercadosFiltroSchema = listArgs.extend({ nombre: texto, estado: estadoFiltro });

export type EmbajadasFiltro = z.infer<typeof embajadasFiltroSchema>;
export type OtrasEntidadesFiltro = z.infer<typeof otrasEntidadesFiltroSchema>;
export type OtraEntidadAdd = z.infer<typeof otraEntidadAddSchema>;
export type MunicipiosSupermercadosFiltro = z.infer<typeof municipiosSupermercadosFiltroSchema>;

/** A row of `GET v1/embajadas`. */
export type Embajada = z.infer<typeof embajadaRespuesta>;
/** A row of `GET v1/otros`. */
export type OtraEntidad = z.infer<typeof otraEntidadRespuesta>;
/** A row of `GET v1/municipios`. */
export type MunicipioSupermercado = z.infer<typeof municipioSupermercadoRespuesta>;
