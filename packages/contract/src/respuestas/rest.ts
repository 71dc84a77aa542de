import { z } from 'zod';
import { archivoBase64Schema } from '../schemas/archivo.js';
import { filaBeneficiariaCsvSchema } from '../schemas/beneficiariasCsv.js';
import { filaPlanillaSchema } from '../schemas/planillaCsv.js';
import { loginRespuesta, menuRespuesta } from './sesion.js';

/**
 * The records some REST routes answer, the same rows as the GraphQL types of their names (whose SDL
 * is the one source of the GraphQL answers, decision 073): here as the REST answers' schemas.
 */
const lista = <F extends z.ZodType>(fila: F) => z.strictObject({ count: z.number().int(), rows: z.array(fila) });

/** A reply's message travels with its key and values (decision 075), for the browser to say it in the user's language. */
const avisoConClave = { clave: z.string().optional(), parametros: z.record(z.string(), z.unknown()).optional() };

/** A message by its key and values (decision 075), where it travels on its own (a refused CSV row's column). */
export const mensajeRespuesta = z.strictObject({ clave: z.string(), parametros: z.record(z.string(), z.unknown()) });

export const alimentoRespuesta = z.strictObject({
  id: z.number().int(),
  nombre: z.string(),
  unidad: z.string(),
  id_grupo_alimenticio: z.number().int(),
  nombreGrupo: z.string(),
  id_entidad: z.number().int().nullable(),
  precio: z.string().nullable(),
  estado: z.string(),
  _created_at: z.string().nullable(),
});

export const beneficiariaTrabajadorRespuesta = z.strictObject({
  id: z.number().int(),
  id_beneficiaria: z.number().int(),
  id_entidad: z.number().int(),
  id_sucursal: z.number().int().nullable(),
  beneficiaria_datos_estado: z.string(),
  beneficiaria_datos_enviar_sms: z.string(),
  beneficiaria_datos_persona_fecha_nacimiento: z.string().nullable(),
  beneficiaria_datos_persona_id: z.number().int(),
  beneficiaria_datos_persona_movil: z.string().nullable(),
  beneficiaria_datos_persona_nombres: z.string(),
  beneficiaria_datos_persona_nro_documento: z.string(),
  beneficiaria_datos_persona_pais_nacimiento: z.string().nullable(),
  beneficiaria_datos_persona_primer_apellido: z.string().nullable(),
  beneficiaria_datos_persona_segundo_apellido: z.string().nullable(),
  beneficiaria_suc_departamento: z.string().nullable(),
  beneficiaria_suc_direccion_completa: z.string().nullable(),
  beneficiaria_suc_dpa: z.string().nullable(),
  beneficiaria_suc_municipio: z.string().nullable(),
  beneficiaria_suc_nombre: z.string().nullable(),
  beneficiaria_suc_provincia: z.string().nullable(),
  beneficiaria_suc_telefonos: z.string().nullable(),
  monto_bono: z.string().nullable(),
});

export const beneficiariaTrabajadorListRespuesta = lista(beneficiariaTrabajadorRespuesta);

export const distribucionGrupoRefRespuesta = z.strictObject({
  id: z.number().int(),
  nombre: z.string(),
  sigla: z.string().nullable(),
});

export const distribucionGrupoRespuesta = z.strictObject({
  id_grupo_alimenticio: z.number().int(),
  porcentaje: z.string(),
  grupo: distribucionGrupoRefRespuesta,
});

export const distribucionRespuesta = z.strictObject({
  id: z.number().int(),
  orden: z.number().int(),
  nombre: z.string(),
  porcentaje: z.string(),
  credito: z.string(),
  detalle: z.array(distribucionGrupoRespuesta),
});

export const entidadRespuesta = z.strictObject({
  id: z.number().int(),
  nombre: z.string(),
  sigla: z.string().nullable(),
  descripcion: z.string().nullable(),
  email: z.string().nullable(),
  telefonos: z.string().nullable(),
  direccion: z.string().nullable(),
  codigo_portal: z.string().nullable(),
  web: z.string().nullable(),
  estado: z.string(),
  proveedor: z.boolean(),
  origen: z.string(),
  tipo: z.string(),
  nit: z.string().nullable(),
  matricula_comercio: z.string().nullable(),
  departamento: z.string().nullable(),
  provincia: z.string().nullable(),
  municipio: z.string().nullable(),
  dpa: z.string().nullable(),
  _created_at: z.string().nullable(),
});

export const grupoAlimenticioRespuesta = z.strictObject({
  id: z.number().int(),
  nombre: z.string(),
  sigla: z.string().nullable(),
  descripcion: z.string().nullable(),
  estado: z.string(),
  _created_at: z.string().nullable(),
});

export const moduloRespuesta = z.strictObject({
  id: z.number().int(),
  ruta: z.string(),
  label: z.string(),
  icono: z.string().nullable(),
  orden: z.number().int(),
  estado: z.string(),
  visible: z.boolean(),
  id_modulo: z.number().int().nullable(),
  modulo_label: z.string().nullable(),
  seccion_label: z.string().nullable(),
});

export const subsidioRespuesta = z.strictObject({
  id: z.number().int(),
  nombre: z.string(),
  tipo: z.string(),
  nro_total_entregas: z.number().int(),
  vigencia_dias: z.number().int(),
  estado: z.string(),
  monto: z.string().nullable(),
  gestion: z.number().int().nullable(),
  nro_distribuciones: z.number().int(),
  fecha_ini: z.string().nullable(),
  fecha_fin: z.string().nullable(),
  id_subsidio: z.number().int().nullable(),
  distribucion_copia: z.boolean(),
  _created_at: z.string().nullable(),
});

export const subsidioMontoRespuesta = z.strictObject({
  id: z.number().int(),
  gestion: z.number().int(),
  monto: z.string(),
  _created_at: z.string().nullable(),
});

export const subsidioDetalleRespuesta = subsidioRespuesta.extend({
  montos: z.array(subsidioMontoRespuesta),
  distribuciones: z.array(distribucionRespuesta),
});

export const sucursalRespuesta = z.strictObject({
  id: z.number().int(),
  nombre: z.string(),
  direccion_completa: z.string().nullable(),
  departamento: z.string().nullable(),
  provincia: z.string().nullable(),
  municipio: z.string().nullable(),
  telefonos: z.string().nullable(),
  estado: z.string(),
  tipo: z.string(),
  id_entidad: z.number().int(),
  id_sucursal_ovt: z.number().int().nullable(),
  dpa: z.string().nullable(),
  latitud: z.number().nullable(),
  longitud: z.number().nullable(),
  _created_at: z.string().nullable(),
  _user_created: z.number().int().nullable(),
});

export const usuarioRespuesta = z.strictObject({
  id: z.number().int(),
  usuario: z.string(),
  email: z.string().nullable(),
  cargo: z.string().nullable(),
  estado: z.string(),
  id_rol: z.number().int(),
  id_entidad: z.number().int().nullable(),
  id_sucursal: z.number().int().nullable(),
  id_persona: z.number().int().nullable(),
  entidad_nombre: z.string().nullable(),
  rol_nombre: z.string().nullable(),
  persona_nombres: z.string().nullable(),
  persona_primer_apellido: z.string().nullable(),
  persona_segundo_apellido: z.string().nullable(),
  persona_tipo_documento: z.string().nullable(),
  persona_nro_documento: z.string().nullable(),
  persona_complemento: z.string().nullable(),
  persona_fecha_nacimiento: z.string().nullable(),
  persona_movil: z.string().nullable(),
  persona_telefono: z.string().nullable(),
  persona_nacionalidad: z.string().nullable(),
  persona_pais_nacimiento: z.string().nullable(),
  persona_genero: z.string().nullable(),
  persona_estado: z.string().nullable(),
  _created_at: z.string().nullable(),
});

/**
 * The answer of every REST route of the API (decision 044), keyed `'<METHOD> <url>'` as Fastify
 * registers it: a JSON body's strict zod schema with its success status, or what a file download or
 * a redirect sends. The OpenAPI document shows them; the API's answer-schemas test parses every GET's
 * answer with them. An error is always `errorRespuesta` (`{ error, code }` and the error's details).
 */

/** A JSON answer and its success status. */
export interface RespuestaJson<S extends z.ZodType = z.ZodType> {
  tipo: 'json';
  status: 200 | 201;
  schema: S;
  /** What the documentation says of the answer beyond its body (a header it carries). */
  descripcion?: string;
}
/** A file sent as the body itself (a download), not JSON. */
export interface RespuestaArchivo {
  tipo: 'archivo';
  status: 200;
  mediaType: 'text/csv' | 'application/pdf';
  descripcion: string;
}
/** A redirect (no body). */
export interface RespuestaRedireccion {
  tipo: 'redireccion';
  status: 302 | 303;
  descripcion: string;
}
export type RespuestaRest = RespuestaJson | RespuestaArchivo | RespuestaRedireccion;

function json<S extends z.ZodType>(schema: S, status: 200 | 201 = 200, descripcion?: string): RespuestaJson<S> {
  return { tipo: 'json', status, schema, ...(descripcion ? { descripcion } : {}) };
}
function archivo(mediaType: RespuestaArchivo['mediaType'], descripcion: string): RespuestaArchivo {
  return { tipo: 'archivo', status: 200, mediaType, descripcion };
}
function redireccion(status: RespuestaRedireccion['status'], descripcion: string): RespuestaRedireccion {
  return { tipo: 'redireccion', status, descripcion };
}

/** Every error answer: the message in Spanish, its code, and any details the error carries. */
export const errorRespuesta = z.looseObject({ error: z.string(), code: z.string() });

/** A file sent inside JSON (the spec's base64 PDFs and archive, decision 041): its name, its media type and its bytes in base64. */
export const archivoBase64Respuesta = archivoBase64Schema.strict();

/** A row of `GET v1/embajadas` (and the `datos` of its changes). */
export const embajadaRespuesta = z.strictObject({ id: z.number(), nombre: z.string(), direccion: z.string().nullable(), telefonos: z.string().nullable(), email: z.string().nullable(), estado: z.string() });

/** A row of `GET v1/otros` (and the `datos` of its changes). */
export const otraEntidadRespuesta = entidadRespuesta.extend({ razon_social: z.string().nullable(), id_entidad_ovt: z.number().int().nullable() });

/** A row of `GET v1/municipios` (and the `datos` of its changes). */
export const municipioSupermercadoRespuesta = z.strictObject({ id: z.number(), dpa: z.string(), nombre: z.string(), observacion: z.string().nullable(), estado: z.string(), departamento: z.string(), provincia: z.string(), municipio: z.string() });

/** A package as the REST calls answer it (spec §3 "Package"). */
export const paqueteRespuesta = z.strictObject({ id: z.number(), id_subsidio: z.number(), subsidio: z.string(), id_sucursal: z.number(), sucursal: z.string(), estado: z.enum(["ACTIVO", "CREADO", "INACTIVO"]), alimentos: z.array(z.strictObject({ id: z.number(), id_alimento: z.number(), nombre: z.string(), unidad: z.string(), cantidad: z.string() })) });

/**
 * One refused row of a CSV upload: its line in the file and a message per column, in Spanish under
 * `errores` and by key under `claves` (decision 075), for the browser to say it in the user's language.
 */
export const errorFilaCsvRespuesta = z.strictObject({ nro_registro: z.number(), errores: z.record(z.string(), z.string()), claves: z.record(z.string(), mensajeRespuesta) });

/** A CSV upload's check, all or nothing: the refused rows, or the rows (the input's own row schema) to send back to be written. */
const resultadoCsv = <F extends z.ZodType>(fila: F) =>
  z.strictObject({ errors: z.number(), finalizado: z.boolean(), mensaje: z.string(), ...avisoConClave, datos: z.array(errorFilaCsvRespuesta), planillas: z.array(fila) });

/** `POST v1/beneficiarias/csv` (and the public beneficiaries' upload): `planillas` go to update_personas. */
export const resultadoPlanillaCsvRespuesta = resultadoCsv(filaPlanillaSchema.strict());

/** `POST v1/beneficiarias/csv_beneficiarias`: `planillas` go to crear_beneficiarias. */
export const resultadoBeneficiariasCsvRespuesta = resultadoCsv(filaBeneficiariaCsvSchema.strict());

/** A regional office of the programme (a branch of tipo REGIONAL of the programme's entity). */
export const regionalRespuesta = z.strictObject({ id: z.number(), nombre: z.string(), departamento: z.string().nullable() });

/** `GET /api/v1/mi-saldo`: what a beneficiary's own page shows (decision 063); nothing else about her. */
export const miSaldoVistaRespuesta = z.strictObject({
  nombre: z.string(),
  celular: z.string(),
  saldos: z.array(z.strictObject({ subsidio: z.string(), saldo: z.string() })),
  movimientos: z.array(z.strictObject({ fecha: z.string(), subsidio: z.string(), detalle: z.string(), monto: z.string() })),
  calendario: z.array(z.strictObject({ subsidio: z.string(), asignacion: z.number().int(), desde: z.string(), hasta: z.string(), estado: z.string(), monto: z.string() })),
  oficina: z.strictObject({ nombre: z.string(), direccion: z.string().nullable(), municipio: z.string().nullable(), telefonos: z.string().nullable() }).nullable(),
  /** Whether her mobile receives the programme's SMS notices (decision 082). */
  avisosSms: z.boolean(),
});
export type MiSaldoVista = z.infer<typeof miSaldoVistaRespuesta>;

/** Every REST route's answer, by `'<METHOD> <url>'`. */
export const RESPUESTAS_REST = {
  'POST /auth': json(loginRespuesta),
  'POST /auth/nit': json(loginRespuesta),
  'POST /auth/productor': json(loginRespuesta),
  'POST /api/v1/ovt/buscar_empleador': json(loginRespuesta),
  'PUT /auth': json(z.strictObject({ salida: z.string().optional(), finalizado: z.boolean(), mensaje: z.string(), ...avisoConClave })),
  'GET /auth/ciudadania': redireccion(302, 'A la página de inicio de sesión de Ciudadanía Digital.'),
  'GET /auth/ciudadania/callback': redireccion(303, 'De vuelta a la aplicación web, con el código de un solo uso de la sesión.'),
  'POST /auth/ciudadania/sesion': json(loginRespuesta),
  'GET /api/system/menu': json(menuRespuesta),
  'PATCH /api/system/cambiar_pass': json(z.strictObject({ message: z.string(), ...avisoConClave })),
  'PATCH /api/system/desactivar_cuenta': json(z.strictObject({ message: z.string(), ...avisoConClave })),
  'GET /api/system/persona-segip/:documento': json(z.union([z.strictObject({ persona: z.undefined().optional() }), z.strictObject({ persona: z.strictObject({ fecha_nacimiento: z.string(), nacionalidad: z.enum(["BOLIVIA", "OTRO"]).nullable(), nro_documento: z.string(), complemento: z.string().nullable(), nombres: z.string(), paterno: z.string().nullable(), materno: z.string().nullable(), tipo_documento: z.string(), genero: z.string().nullable(), lugar_expedicion: z.string().nullable() }) })])),
  'POST /api/system/persona-segip-contrastacion': json(z.strictObject({ NumeroDocumento: z.number().int(), Complemento: z.number().int(), FechaNacimiento: z.number().int(), Nombres: z.number().int(), PrimerApellido: z.number().int(), SegundoApellido: z.number().int() })),
  'GET /api/v1/dpa/departamentos': json(z.array(z.strictObject({ id: z.number(), codigo: z.string(), nombre: z.string(), latitud: z.number().nullable(), longitud: z.number().nullable() }))),
  'GET /api/v1/dpa/departamentos/:id/provincias': json(z.array(z.strictObject({ id: z.number(), codigo: z.string(), nombre: z.string() }))),
  'GET /api/v1/dpa/departamentos/provincias/:id/municipios': json(z.array(z.strictObject({ id: z.number(), codigo_completo: z.string(), nombre: z.string(), latitud: z.number().nullable(), longitud: z.number().nullable() }))),
  'GET /api/v1/porcentaje': json(z.strictObject({ porcentaje: z.number() })),
  'GET /api/v1/paises': json(z.strictObject({ paises: z.array(z.strictObject({ codigo: z.string(), nombre: z.string() })) })),
  'POST /api/v1/clientes/tokens': json(z.strictObject({ token: z.string() })),
  'GET /api/v1/clientes/yo': json(z.strictObject({ id_entidad: z.number(), nombre: z.string() })),
  'POST /api/v1/ventas': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: z.strictObject({ id: z.number(), id_transaccion: z.string(), id_sucursal: z.number(), monto: z.string(), metodo: z.string(), estado: z.string(), fecha: z.string(), fecha_reverso: z.string().nullable(), items: z.array(z.strictObject({ id_alimento: z.number(), nombre: z.string(), unidad: z.string(), grupo: z.string(), cantidad: z.string(), precio: z.string(), monto: z.string() })), saldo: z.string() }) })),
  'POST /api/v1/ventas/codigo': json(z.strictObject({ mensaje: z.string(), ...avisoConClave })),
  'POST /api/v1/ventas/:idTransaccion/reverso': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: z.strictObject({ id: z.number(), id_transaccion: z.string(), id_sucursal: z.number(), monto: z.string(), metodo: z.string(), estado: z.string(), fecha: z.string(), fecha_reverso: z.string().nullable(), items: z.array(z.strictObject({ id_alimento: z.number(), nombre: z.string(), unidad: z.string(), grupo: z.string(), cantidad: z.string(), precio: z.string(), monto: z.string() })), saldo: z.string() }) })),
  'GET /api/v1/ventas/beneficiaria': json(z.strictObject({ nombre_enmascarado: z.string(), nro_documento: z.string(), complemento: z.string().nullable(), beneficios: z.array(z.strictObject({ id_subsidio: z.number(), subsidio: z.string(), estado: z.string(), codigo_sms: z.boolean() })) })),
  'POST /api/v1/ventas/beneficiaria/identificar': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: z.strictObject({ nombre: z.string(), nro_documento: z.string(), complemento: z.string().nullable(), id_subsidio: z.number(), subsidio: z.string(), estado: z.string(), saldo: z.string() }) })),
  'GET /api/v1/ventas/productos': json(z.strictObject({ datos: z.array(z.strictObject({ id: z.number(), nombre: z.string(), unidad: z.string(), precio: z.string(), id_grupo_alimenticio: z.number(), grupo: z.string() })), total: z.number(), totalFiltro: z.number() })),
  'GET /api/v1/ventas/:id/recibo': json(archivoBase64Respuesta),
  'GET /api/v1/alimento/:id': json(alimentoRespuesta),
  'GET /api/v1/paquetes/regionales': json(z.strictObject({ datos: z.array(regionalRespuesta), total: z.number(), totalFiltro: z.number() })),
  'GET /api/v1/paquetes/regionales/:idRegional': json(z.strictObject({ datos: z.array(z.strictObject({ estado: z.enum(["ACTIVO", "CREADO", "INACTIVO"]), id: z.number(), id_subsidio: z.number(), subsidio: z.string(), id_sucursal: z.number(), sucursal: z.string() })), total: z.number(), totalFiltro: z.number() })),
  'GET /api/v1/paquete/:id': json(paqueteRespuesta),
  'GET /api/v1/alimentos/paquete': json(z.strictObject({ datos: z.array(z.strictObject({ id: z.number(), nombre: z.string(), unidad: z.string(), id_grupo_alimenticio: z.number(), nombreGrupo: z.string() })), total: z.number(), totalFiltro: z.number() })),
  'POST /api/v1/paquetes': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: paqueteRespuesta }), 201),
  'PATCH /api/v1/alimentos/paquete': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: paqueteRespuesta })),
  'PATCH /api/v1/paquetes/:id/:estado/:idSucursal/:idSubsidio': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: paqueteRespuesta })),
  'PATCH /api/v1/beneficiarias/:id/sms': json(z.strictObject({ mensaje: z.string(), ...avisoConClave })),
  'PATCH /api/v1/beneficiarias/:id/dispositivos/fingerprints': json(z.union([z.strictObject({ mensaje: z.string(), ...avisoConClave }), z.strictObject({ mensaje: z.string(), ...avisoConClave })])),
  'PATCH /api/v1/beneficiarias/:personId/:estado': json(z.strictObject({ mensaje: z.string(), ...avisoConClave })),
  'PATCH /api/v1/otros/celular/:personaId/:movil': json(
    z.union([
      z.strictObject({ existe: z.literal(false), mensaje: z.string(), ...avisoConClave }),
      z.strictObject({ existe: z.boolean(), warning: z.string(), ...avisoConClave, campos: z.record(z.string(), z.string()).optional(), clavesCampos: z.record(z.string(), z.unknown()).optional() }),
      z.array(z.strictObject({ type: z.literal('unique violation'), path: z.literal('movil'), value: z.string(), message: z.string(), ...avisoConClave })),
    ]),
  ),
  'PUT /api/v1/otros/beneficiario/:id': json(z.strictObject({ mensaje: z.string(), ...avisoConClave })),
  'PATCH /api/v1/beneficiarias/:id/desbloqueo': json(z.strictObject({ mensaje: z.string(), ...avisoConClave })),
  'PATCH /api/v1/beneficiarias/:id/suspension': json(z.strictObject({ mensaje: z.string(), ...avisoConClave })),
  'GET /api/v1/beneficiarias/descargarTrabajadoresCsvPlanillas/:idEntidad/creado': archivo('text/csv', 'Un archivo CSV (UTF-8), como adjunto.'),
  'GET /api/v1/beneficiarias/descargarTrabajadoresCsv/:idEntidad/todos': archivo('text/csv', 'Un archivo CSV (UTF-8), como adjunto.'),
  'GET /api/v1/beneficiarias/descargarTrabajadoresCsvSucursal/:id': archivo('text/csv', 'Un archivo CSV (UTF-8), como adjunto.'),
  'POST /api/v1/beneficiarias/csv': json(resultadoPlanillaCsvRespuesta),
  'PATCH /api/v1/beneficiarias/update_personas': json(z.strictObject({ planillas: z.array(z.number()).optional(), mensaje: z.string(), ...avisoConClave })),
  'POST /api/v1/beneficiarias/crear_personas': json(
    z.union([z.string(), z.array(z.strictObject({ ci: z.string(), mensaje: z.string(), ...avisoConClave, fecha_nac_sistema: z.string(), fecha_nac_ovt: z.string() }))]),
    200,
    'Correcto: el mensaje (un texto) o la lista de documentos que no entraron. Con el texto, la cabecera `X-Mensaje` trae su clave y sus valores (JSON codificado como URI), para decirlo en otro idioma.',
  ),
  'POST /api/v1/ovt/obtener_titular': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: z.strictObject({ id: z.number(), nombre_completo: z.string(), nro_documento: z.string(), complemento: z.string().nullable(), fecha_nacimiento: z.string(), caja_salud: z.string().nullable(), nro_seguro: z.string().nullable(), dpa: z.strictObject({ departamento: z.string(), provincia: z.string(), municipio: z.string(), codigoDpa: z.string() }).nullable(), sucursal: z.strictObject({ id: z.number(), nombre: z.string() }), id_sucursal: z.number().nullable() }) })),
  'POST /api/v1/ovt/registrar_beneficiaria': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: z.strictObject({ id: z.number(), estado: z.string() }) }), 201),
  'GET /api/v1/otros/sucursal/:id': json(z.strictObject({ id: z.number(), nombre: z.string(), id_entidad: z.number() })),
  'POST /api/v1/otros/verificar': json(z.strictObject({ personaDiferente: z.boolean(), mismaEntidad: z.boolean(), encontrado: z.boolean(), mensaje: z.string().nullable(), beneficiaria: z.strictObject({ nombre_completo: z.string(), estado: z.string() }).nullable(), entidad: z.strictObject({ nombre: z.string() }).nullable() })),
  'POST /api/v1/otros/registrar_beneficiaria': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, montoBono: z.string(), montoDetalle: z.string(), calculo: z.enum(['montoDetalle', 'montoBono']), datos: z.strictObject({ id: z.number(), estado: z.enum(["ACTIVO", "CREADO"]), monto_detalle: z.string(), monto_bono: z.string() }) }), 201),
  'POST /api/v1/otros/registrar_bono': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, montoBono: z.string(), montoDetalle: z.string(), calculo: z.enum(['montoDetalle', 'montoBono']), datos: z.strictObject({ id: z.number(), estado: z.enum(["ACTIVO", "CREADO"]), monto_detalle: z.string(), monto_bono: z.string() }) }), 201),
  'PATCH /api/v1/otros/monto/:id/:monto': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: z.strictObject({ monto_detalle: z.string(), monto_bono: z.string(), id: z.number() }) })),
  'GET /api/v1/beneficiarias/downloadFiles': json(archivoBase64Respuesta),
  'POST /api/v1/beneficiarias/csv_beneficiarias': json(resultadoBeneficiariasCsvRespuesta),
  'POST /api/v1/beneficiarias/crear_beneficiarias': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: z.strictObject({ registradas: z.number(), planillas: z.array(z.number()) }) })),
  'GET /api/v1/planillas/cpts': json(z.strictObject({ datos: z.array(z.strictObject({ _created_at: z.string().nullable(), idPlanilla: z.number(), montoTotal: z.string(), nombre: z.string(), sucursal: z.string() })), total: z.number(), totalFiltro: z.number() })),
  'POST /api/v1/pagos/notificacion': json(z.strictObject({ ok: z.boolean() })),
  'GET /api/v1/entidades/:idEntidad/sucursales': json(z.strictObject({ count: z.number(), rows: z.array(z.strictObject({ id: z.number(), nombre: z.string(), direccion_completa: z.string().nullable() })) })),
  'POST /api/v1/beneficiarias/subir_pdf': json(z.strictObject({ nombre: z.string() })),
  'GET /api/v1/beneficiarias/descargar_pdf/:id': json(archivoBase64Respuesta),
  'GET /api/v1/planillas/aprobadas/:fecha': archivo('text/csv', 'Un archivo CSV (UTF-8), como adjunto.'),
  'GET /api/v1/gastos/:from/:toPlusOne': archivo('text/csv', 'Un archivo CSV (UTF-8), como adjunto.'),
  'GET /api/v1/ventas/:from/:toPlusOne': archivo('text/csv', 'Un archivo CSV (UTF-8), como adjunto.'),
  'GET /api/v1/sucursales/:id/ventas/:from/:toPlusOne': archivo('text/csv', 'Un archivo CSV (UTF-8), como adjunto.'),
  'GET /api/v1/pendientes/:tipo/:idMunicipio/:idSubsidio': archivo('text/csv', 'Un archivo CSV (UTF-8), como adjunto.'),
  'GET /api/v1/calidad/:reporte': archivo('text/csv', 'Un archivo CSV (UTF-8), como adjunto.'),
  'GET /api/v1/conciliacion/:fecha/csv': archivo('text/csv', 'La conciliación del día en CSV (UTF-8), como adjunto.'),
  'GET /api/v1/conciliacion/:fecha/pdf': archivo('application/pdf', 'La conciliación del día en PDF, como adjunto.'),
  'POST /api/v1/beneficiarias/boletas/:id': json(archivoBase64Respuesta),
  'GET /api/v1/embajadas': json(z.strictObject({ datos: z.array(embajadaRespuesta), total: z.number(), totalFiltro: z.number() })),
  'PUT /api/v1/embajada/:id': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: embajadaRespuesta })),
  'PATCH /api/v1/embajada/:id/:estado': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: embajadaRespuesta })),
  'GET /api/v1/otros': json(z.strictObject({ datos: z.array(otraEntidadRespuesta), total: z.number(), totalFiltro: z.number() })),
  'GET /api/v1/otros/:id': json(otraEntidadRespuesta),
  'POST /api/v1/otros': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: otraEntidadRespuesta }), 201),
  'PUT /api/v1/otros/': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: otraEntidadRespuesta })),
  'PATCH /api/v1/otros/:id/:estado': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: otraEntidadRespuesta })),
  'GET /api/v1/municipios': json(z.strictObject({ datos: z.array(municipioSupermercadoRespuesta), total: z.number(), totalFiltro: z.number() })),
  'GET /api/v1/municipios/:id': json(municipioSupermercadoRespuesta),
  'POST /api/v1/municipios': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: municipioSupermercadoRespuesta }), 201),
  'PUT /api/v1/municipios/:id': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: municipioSupermercadoRespuesta })),
  'PATCH /api/v1/municipios/:id/:estado': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: municipioSupermercadoRespuesta })),
  'PATCH /api/v1/dispositivos': json(z.union([z.strictObject({ mensaje: z.string(), ...avisoConClave }), z.strictObject({ mensaje: z.string(), ...avisoConClave })])),
  'GET /api/v1/beneficiarias/:ci/extractosPdf': json(archivoBase64Respuesta),
  'POST /api/v1/mi-saldo/codigo': json(z.strictObject({ message: z.string(), ...avisoConClave })),
  'POST /api/v1/mi-saldo/verificar': json(z.union([z.strictObject({ token: z.string(), expira: z.string() }), z.strictObject({ code: z.literal(-1), message: z.string(), ...avisoConClave })])),
  'GET /api/v1/mi-saldo': json(miSaldoVistaRespuesta),
  'GET /api/v1/mi-saldo/extracto': json(archivoBase64Respuesta),
  'PUT /api/v1/mi-saldo/avisos': json(z.strictObject({ avisosSms: z.boolean(), message: z.string(), ...avisoConClave })),
  'POST /api/v1/sms/respuestas': json(z.strictObject({ recibido: z.literal(true) })),
  'GET /api/v1/beneficiarias/:ci/saldosPdf': json(archivoBase64Respuesta),
  'POST /api/v1/beneficiarias/registrarTarjeta': json(z.strictObject({ mensaje: z.string(), ...avisoConClave })),
  'PATCH /api/v1/beneficiarias/darBajaTarjeta': json(z.strictObject({ mensaje: z.string(), ...avisoConClave })),
  'GET /api/v1/beneficiariosPublicos/csv': archivo('text/csv', 'Un archivo CSV (UTF-8), como adjunto.'),
  'POST /api/v1/beneficiariosPublicos/csv': json(resultadoPlanillaCsvRespuesta),
  'PATCH /api/v1/beneficiariosPublicos/celulares': json(z.strictObject({ planillas: z.array(z.number()).optional(), mensaje: z.string(), ...avisoConClave })),
  'POST /api/v1/pagos/liquidar': json(z.strictObject({ pagos: z.number(), total: z.string(), hasta: z.string(), enviados: z.number() })),
  'GET /api/v1/ventas/pagos/:id': archivo('text/csv', 'Un archivo CSV (UTF-8), como adjunto.'),
  'GET /api/v1/pagos/reporte/:from/:to': archivo('text/csv', 'Un archivo CSV (UTF-8), como adjunto.'),
  'POST /api/eapostilla/apostilla/:id_archivo/:id': json(z.strictObject({ finalizado: z.boolean(), mensaje: z.string(), ...avisoConClave, datos: z.strictObject({ id: z.number(), id_archivo: z.number(), codigo_archivo: z.string(), nombre_archivo: z.string(), pdf_base64: z.string() }) })),
  'POST /api/eapostilla/update/:id_archivo': json(z.strictObject({ finalizado: z.boolean(), mensaje: z.string(), ...avisoConClave, datos: z.strictObject({ id: z.number(), estado: z.string(), firmado_at: z.string() }) })),
  'POST /api/v1/firmas/reporte-diario': json(z.strictObject({ id: z.number(), fecha: z.string(), estado: z.string(), mensaje: z.string(), ...avisoConClave })),
  'GET /api/v1/firmas/:id/:version': archivo('application/pdf', 'El documento firmado (o por firmar), como adjunto.'),
  'POST /auth/recuperar': json(z.strictObject({ message: z.string(), ...avisoConClave })),
  'POST /auth/restablecer': json(z.strictObject({ message: z.string(), ...avisoConClave })),
  'POST /auth/registro': json(z.strictObject({ message: z.string(), ...avisoConClave })),
  'POST /auth/confirmar': json(z.strictObject({ message: z.string(), ...avisoConClave })),
  // The spec's calls for employers (decision 042).
  'GET /api/v1/beneficiarios/sucursales': json(z.array(z.strictObject({ nombre: z.string(), id_sucursal: z.number() }))),
  'GET /api/v1/sucursales/:id/beneficiarios': json(beneficiariaTrabajadorListRespuesta),
  'POST /api/v1/planillas/csv': json(z.strictObject({ planillas: z.array(z.number()).optional(), mensaje: z.string(), ...avisoConClave })),
  'POST /api/v1/planillas/todosFaltantes': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, id: z.number() })),
  // The generic state change and delete (decision 039): the record as the resource's own change answers it (its GraphQL edit's type, or its REST state change's row).
  'PATCH /api/usuarios/:id': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: usuarioRespuesta })),
  'PATCH /api/entidades/:id': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: entidadRespuesta })),
  'PATCH /api/modulos/:id': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: moduloRespuesta })),
  'PATCH /api/sucursales/:id': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: sucursalRespuesta })),
  'PATCH /api/subsidios/:id': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: subsidioDetalleRespuesta })),
  'PATCH /api/grupos/:id': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: grupoAlimenticioRespuesta })),
  'PATCH /api/alimentos/:id': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: alimentoRespuesta })),
  'PATCH /api/productos/:id': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: alimentoRespuesta })),
  'PATCH /api/otros/:id': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: otraEntidadRespuesta })),
  'PATCH /api/embajadas/:id': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: embajadaRespuesta })),
  'PATCH /api/municipios/:id': json(z.strictObject({ mensaje: z.string(), ...avisoConClave, datos: municipioSupermercadoRespuesta })),
  'DELETE /api/usuarios/:id': json(z.strictObject({ deleted: z.boolean() })),
  'DELETE /api/modulos/:id': json(z.strictObject({ deleted: z.boolean() })),
} satisfies Record<string, RespuestaRest>;

/** The JSON answer of a REST route, as its schema parses it. */
export type RespuestaDe<K extends keyof typeof RESPUESTAS_REST> = (typeof RESPUESTAS_REST)[K] extends RespuestaJson<infer S> ? z.infer<S> : never;
