import { z } from 'zod';

/**
 * The answer of every GraphQL object type of the API (decision 044): one strict zod schema per
 * `type X {…}` of the assembled schema, field for field as the SDL says (a nullable field is
 * `.nullable()`, present as null). The API's answer-schemas test keeps the two equal.
 */

/** A page of a list (CONTRACT.md "Lists"): the filtered list's count and the page's rows. */
const lista = <F extends z.ZodType>(fila: F) => z.strictObject({ count: z.number().int(), rows: z.array(fila) });

/** What a state change of a payroll or a C31 form answers: the record, its new state and the message to show. */
const cambioDeEstado = { id: z.number().int(), estado: z.string(), mensaje: z.string() };

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

export const alimentoEntregadoRespuesta = z.strictObject({
  nombre: z.string(),
  unidad: z.string().nullable(),
  cantidad: z.string(),
});

export const alimentoListRespuesta = lista(alimentoRespuesta);

/** A bonus beneficiary not yet in a payroll (spec part 2 §3 'Pending-payroll row'); amounts in Bs as decimal text, monto is the bonus and monto_detalle the aguinaldo. */
export const beneficiariaNoEnPlanillaRespuesta = z.strictObject({
  id: z.number().int(),
  id_sucursal: z.number().int().nullable(),
  id_beneficiaria: z.number().int(),
  monto: z.string().nullable(),
  monto_detalle: z.string().nullable(),
  cantidad_pagos_entidad: z.number().int(),
  s_beneficiaria_id: z.number().int(),
  s_beneficiaria_estado: z.string(),
  s_beneficiaria_enviar_sms: z.string().nullable(),
  s_beneficiaria_persona_id: z.number().int(),
  s_beneficiaria_persona_nombres: z.string().nullable(),
  s_beneficiaria_persona_primer_apellido: z.string().nullable(),
  s_beneficiaria_persona_segundo_apellido: z.string().nullable(),
  s_beneficiaria_persona_nombre_completo: z.string().nullable(),
  s_beneficiaria_persona_fecha_nacimiento: z.string().nullable(),
  s_beneficiaria_persona_movil: z.string().nullable(),
  s_beneficiaria_persona_nro_documento: z.string().nullable(),
  s_beneficiaria_persona_complemento: z.string().nullable(),
  s_beneficiaria_persona_pais_nacimiento: z.string().nullable(),
  e_beneficiaria_departamento: z.string().nullable(),
  e_beneficiaria_direccion_completa: z.string().nullable(),
  e_beneficiaria_dpa: z.string().nullable(),
  e_beneficiaria_municipio: z.string().nullable(),
  e_beneficiaria_nombre: z.string().nullable(),
  e_beneficiaria_provincia: z.string().nullable(),
  e_beneficiaria_telefonos: z.string().nullable(),
});

/** count, monto_total (Bs, decimal text: the sum of monto) and pagables (rows whose monto is above zero) are the whole filtered list's, not the page's. */
export const beneficiariaNoEnPlanillaListRespuesta = lista(beneficiariaNoEnPlanillaRespuesta).extend({
  monto_total: z.string(),
  pagables: z.number().int(),
});

/** A subsidy beneficiary (spec part 2 §3 'Beneficiaria (list)'): persona_t_ the titular (the insured worker), persona_b_ the beneficiary, persona_tc_ who collects. */
export const beneficiariaSubsidioRespuesta = z.strictObject({
  id: z.number().int(),
  id_entidad: z.number().int(),
  estado: z.string(),
  fechaNacidoVivo: z.string().nullable(),
  nro_asignacion_inicio: z.number().int().nullable(),
  nro_asignacion_fin: z.number().int().nullable(),
  fecha_inicio: z.string().nullable(),
  nro_hijos: z.number().int().nullable(),
  ben_subsidio_nombre: z.string(),
  Sucursale_nombre: z.string().nullable(),
  persona_t_nro_documento: z.string(),
  persona_t_complemento: z.string().nullable(),
  persona_t_nombres: z.string(),
  persona_t_primer_apellido: z.string().nullable(),
  persona_t_segundo_apellido: z.string().nullable(),
  persona_t_nombre_completo: z.string(),
  persona_b_nro_documento: z.string(),
  persona_b_complemento: z.string().nullable(),
  persona_b_nombres: z.string(),
  persona_b_primer_apellido: z.string().nullable(),
  persona_b_segundo_apellido: z.string().nullable(),
  persona_b_nombre_completo: z.string(),
  persona_tc_nro_documento: z.string().nullable(),
  persona_tc_complemento: z.string().nullable(),
  persona_tc_nombres: z.string().nullable(),
  persona_tc_primer_apellido: z.string().nullable(),
  persona_tc_segundo_apellido: z.string().nullable(),
  persona_tc_nombre_completo: z.string().nullable(),
});

export const beneficiariaSubsidioListRespuesta = lista(beneficiariaSubsidioRespuesta);

/** A worker as bonus beneficiary (spec part 2 §3 'Worker beneficiary row'); id and id_beneficiaria are the beneficiary's id. */
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

/** A payment code: monto = Σ the payrolls + 1.00 Bs (decimal text), what to pay at the bank; vence ISO 8601. */
export const cptCreadoRespuesta = z.strictObject({
  idCpt: z.number().int(),
  codigo: z.string(),
  monto: z.string(),
  vence: z.string().nullable(),
});

export const deletedRespuesta = z.strictObject({
  deleted: z.boolean(),
});

export const distribucionGrupoRefRespuesta = z.strictObject({
  id: z.number().int(),
  nombre: z.string(),
  sigla: z.string().nullable(),
});

/** A food group's share of a distribution; porcentaje as typed ('33.33'). */
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

/** A document to sign (spec part 1 §3 'Signing'): tipo REPORTE_DIARIO (referencia the day AAAA-MM-DD) or SOLICITUD_PAGO (referencia the payment's id); estado PENDIENTE or FIRMADO; dates ISO 8601. */
export const documentoFirmaRespuesta = z.strictObject({
  id: z.number().int(),
  tipo: z.string(),
  referencia: z.string(),
  id_archivo: z.number().int(),
  codigo_archivo: z.string(),
  estado: z.string(),
  firmado_por: z.string().nullable(),
  firmado_at: z.string().nullable(),
  sujeto_certificado: z.string().nullable(),
  tramite_solicitante_email: z.string().nullable(),
  _created_at: z.string().nullable(),
});

export const documentoFirmaListRespuesta = lista(documentoFirmaRespuesta);

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

export const entidadListRespuesta = lista(entidadRespuesta);

export const paqueteEntregadoRespuesta = z.strictObject({
  id: z.number().int(),
  alimentos: z.array(alimentoEntregadoRespuesta),
});

export const entregaRespuesta = z.strictObject({
  id: z.number().int(),
  nro_asignacion: z.number().int(),
  monto: z.string(),
  fecha_entrega: z.string(),
  paquete: paqueteEntregadoRespuesta,
});

/** Spec part 2 §3 'Delivery record': a subsidy beneficiary row with its delivery calendar's counts; saldo in Bs (decimal text). */
export const entregaBeneficiariaRespuesta = z.strictObject({
  id: z.number().int(),
  id_persona: z.number().int(),
  titular_cobro: z.number().int().nullable(),
  nro_seguro: z.string().nullable(),
  fecha_inicio: z.string().nullable(),
  estado: z.string(),
  nro_asignacion_fin: z.number().int().nullable(),
  nro_tarjeta: z.string().nullable(),
  persona_b_id: z.number().int(),
  persona_b_primer_apellido: z.string().nullable(),
  persona_b_segundo_apellido: z.string().nullable(),
  persona_b_nombres: z.string().nullable(),
  persona_b_nombre_completo: z.string().nullable(),
  persona_b_nro_documento: z.string().nullable(),
  persona_b_complemento: z.string().nullable(),
  persona_b_fecha_nacimiento: z.string().nullable(),
  persona_b_telefono: z.string().nullable(),
  persona_b_movil: z.string().nullable(),
  persona_b_estado_verificar: z.string().nullable(),
  persona_tc_id: z.number().int().nullable(),
  persona_tc_primer_apellido: z.string().nullable(),
  persona_tc_segundo_apellido: z.string().nullable(),
  persona_tc_nombres: z.string().nullable(),
  persona_tc_nombre_completo: z.string().nullable(),
  persona_tc_nro_documento: z.string().nullable(),
  persona_tc_complemento: z.string().nullable(),
  persona_tc_fecha_nacimiento: z.string().nullable(),
  persona_tc_telefono: z.string().nullable(),
  persona_tc_movil: z.string().nullable(),
  nro_calendarios: z.number().int(),
  nro_calendarios_entregados: z.number().int(),
  nro_calendarios_deuda: z.number().int(),
  nro_calendarios_deuda_entregados: z.number().int(),
  ben_subsidio_id: z.number().int(),
  ben_subsidio_nombre: z.string(),
  saldo: z.string(),
  entregable: z.boolean(),
});

/** code 1: delivered; -1: refused, message says why. */
export const entregaResultadoRespuesta = z.strictObject({
  code: z.number().int(),
  message: z.string(),
  entrega: entregaRespuesta.nullable(),
});

/** A C31 form (spec part 2 §3 'C31 form row'): nombre_archivo_c31 is its PDF's name (SHA-256); nombre and monto_total (Bs, decimal text) are its payroll's. */
export const formularioC31Respuesta = z.strictObject({
  id: z.number().int(),
  id_planilla: z.number().int(),
  c31: z.string(),
  nombre_archivo_c31: z.string(),
  nombre: z.string(),
  monto_total: z.string(),
  sucursal_entidad_suc_nombre: z.string().nullable(),
  entidad_nombre: z.string().nullable(),
  estado: z.string(),
  observacion: z.string().nullable(),
  _created_at: z.string().nullable(),
  _updated_at: z.string().nullable(),
});

export const formularioC31ListRespuesta = lista(formularioC31Respuesta);

/** A C31 form after its approval (PAGADO) or rejection (ANULADO). */
export const formularioC31ResultadoRespuesta = z.strictObject(cambioDeEstado);

export const grupoAlimenticioRespuesta = z.strictObject({
  id: z.number().int(),
  nombre: z.string(),
  sigla: z.string().nullable(),
  descripcion: z.string().nullable(),
  estado: z.string(),
  _created_at: z.string().nullable(),
});

export const grupoAlimenticioListRespuesta = lista(grupoAlimenticioRespuesta);

export const logRespuesta = z.strictObject({
  id: z.string(),
  nivel: z.string(),
  tipo: z.string(),
  mensaje: z.string(),
  referencia: z.string().nullable(),
  ip: z.string().nullable(),
  fecha: z.string(),
  usuario: z.string().nullable(),
});

export const logListRespuesta = lista(logRespuesta);

export const logsCadenaRespuesta = z.strictObject({
  intacta: z.boolean(),
  total: z.number().int(),
  primer_error_id: z.string().nullable(),
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

export const moduloListRespuesta = lista(moduloRespuesta);

/** A payment to a provider (spec part 2 §3 'Payment'): monto Bs as decimal text, periods AAAA-MM-DD, dates ISO 8601; estado ENVIADO, PAGADO, OBSERVADO. */
export const pagoRespuesta = z.strictObject({
  id: z.number().int(),
  id_entidad: z.number().int(),
  id_beneficiario: z.number().int(),
  nombre_entidad: z.string(),
  nit: z.string().nullable(),
  monto: z.string(),
  periodo_inicial: z.string(),
  periodo_final: z.string(),
  estado: z.string(),
  cuenta_origen: z.string().nullable(),
  cuenta_destino: z.string().nullable(),
  banco_origen: z.string().nullable(),
  banco_destino: z.string().nullable(),
  fecha_solicitud: z.string().nullable(),
  fecha_pago: z.string().nullable(),
  fecha_procesamiento: z.string().nullable(),
  id_solicitud_pago_lote: z.string().nullable(),
  id_transaccion: z.string().nullable(),
  codigo_respuesta_mefp: z.string().nullable(),
  observacion_mefp: z.string().nullable(),
});

export const pagoListRespuesta = lista(pagoRespuesta);

export const parametroRespuesta = z.strictObject({
  id: z.number().int(),
  nombre: z.string(),
  valor: z.string(),
  label: z.string(),
  descripcion: z.string().nullable(),
  estado: z.string(),
});

export const parametroListRespuesta = lista(parametroRespuesta);

export const permisoRespuesta = z.strictObject({
  id: z.number().int(),
  create: z.boolean(),
  read: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  firma: z.boolean(),
  csv: z.boolean(),
  activo: z.boolean(),
  id_modulo: z.number().int(),
  id_rol: z.number().int(),
  rol_nombre: z.string().nullable(),
  rol_descripcion: z.string().nullable(),
});

export const permisoListRespuesta = lista(permisoRespuesta);

/** A payroll (spec part 2 §3 'Payroll'); monto_total in Bs as decimal text; cpt and c31 are its live code's and form's. */
export const planillaRespuesta = z.strictObject({
  id: z.number().int(),
  id_entidad: z.number().int(),
  nombre: z.string(),
  tipo: z.string(),
  periodo: z.string(),
  monto_total: z.string(),
  estado: z.string(),
  _created_at: z.string().nullable(),
  _updated_at: z.string().nullable(),
  id_sucursal_pago: z.number().int(),
  sucursal_entidad_suc_nombre: z.string().nullable(),
  sucursal_entidad_suc_sigla: z.string().nullable(),
  entidad_nombre: z.string().nullable(),
  id_cpt: z.number().int().nullable(),
  cpt: z.string().nullable(),
  c31: z.string().nullable(),
  nombre_archivo_c31: z.string().nullable(),
  seleccionar: z.boolean(),
});

export const planillaAnuladaRespuesta = z.strictObject(cambioDeEstado);

/** A payroll's line: the beneficiary, the titular, the subsidy, the amount (Bs, decimal text) and the assignment. */
export const planillaBeneficiariaRespuesta = z.strictObject({
  id: z.number().int(),
  idBeneficiaria: z.number().int(),
  benNombre: z.string().nullable(),
  titularNombre: z.string().nullable(),
  nro_documento: z.string().nullable(),
  subsidio: z.string(),
  monto: z.string(),
  nroAsignacion: z.number().int().nullable(),
});

export const planillaBeneficiariaListRespuesta = lista(planillaBeneficiariaRespuesta);

/** A payroll sent with a C31 form: id is the payroll's, idFormulario the form's. */
export const planillaC31Respuesta = z.strictObject({ ...cambioDeEstado, idFormulario: z.number().int() });

export const planillaCreadaRespuesta = z.strictObject({
  id: z.number().int(),
});

export const planillaListRespuesta = lista(planillaRespuesta);

export const regionalEntregaRespuesta = z.strictObject({
  id: z.number().int(),
  nombre: z.string(),
});

/** The answer of a registration: code 1 registered (id: the new beneficiary's), -1 refused (message says why; nothing changed). */
export const registroRespuestaRespuesta = z.strictObject({
  code: z.number().int(),
  message: z.string(),
  error: z.string().nullable(),
  id: z.string().nullable(),
});

/** What an SMS code call answers: code 1 done, -1 refused; message what to show. */
export const respuestaCodigoRespuesta = z.strictObject({
  code: z.number().int(),
  message: z.string(),
});

export const rolRespuesta = z.strictObject({
  id: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  estado: z.string(),
  type: z.enum(['PROGRAMA', 'EMPLEADOR', 'VENDEDOR', 'OTRO']),
});

export const rolListRespuesta = lista(rolRespuesta);

export const servicioIopRespuesta = z.strictObject({
  id: z.number().int(),
  codigo: z.string(),
  metodo: z.string(),
  descripcion: z.string().nullable(),
  entidad: z.string().nullable(),
  url: z.string(),
  token: z.string().nullable(),
  tipo: z.string(),
  estado: z.string(),
});

export const servicioIopListRespuesta = lista(servicioIopRespuesta);

/** A subsidy (spec part 2 §3); monto and gestion are the current (latest) year's, monto in Bs as a decimal text. */
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

/** A subsidy with its history of amounts and its distributions (the distribution dialogs). */
export const subsidioDetalleRespuesta = subsidioRespuesta.extend({
  montos: z.array(subsidioMontoRespuesta),
  distribuciones: z.array(distribucionRespuesta),
});

export const subsidioListRespuesta = lista(subsidioRespuesta);

/** A subsidy beneficiary with an assignment still to pay: the pending row, its subsidy, the next assignment (nro_asignacion) and monto, the subsidy's amount per delivery in Bs. */
export const subsidioNoEnPlanillaRespuesta = beneficiariaNoEnPlanillaRespuesta.extend({
  id_subsidio: z.number().int(),
  subsidio: z.string(),
  nro_asignacion: z.number().int(),
});

export const subsidioNoEnPlanillaListRespuesta = lista(subsidioNoEnPlanillaRespuesta);

/** A subsidy to choose in another screen's form (a package, a beneficiary): no amounts, no distribution. */
export const subsidioOpcionRespuesta = z.strictObject({
  id: z.number().int(),
  nombre: z.string(),
  tipo: z.string(),
  estado: z.string(),
  nro_total_entregas: z.number().int(),
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

export const sucursalListRespuesta = lista(sucursalRespuesta);

/** Money of a Bolivian month ('AAAA-MM'), Bs as decimal text: in (payrolls paid) and out (sales, payments to providers). */
export const tableroMesRespuesta = z.strictObject({
  mes: z.string(),
  ingresos: z.string(),
  ventas: z.string(),
  pagos: z.string(),
});

/** A count per state; monto (Bs, decimal text) where the records carry money. */
export const tableroEstadoRespuesta = z.strictObject({
  estado: z.string(),
  cantidad: z.number().int(),
  monto: z.string().nullable(),
});

/** Sales of an ISO week (semana: its Monday, AAAA-MM-DD): count and Σ Bs. */
export const tableroSemanaRespuesta = z.strictObject({
  semana: z.string(),
  cantidad: z.number().int(),
  monto: z.string(),
});

/** The dashboard's series; a series that is not for the caller's role is null. */
export const tableroRespuesta = z.strictObject({
  dineroPorMes: z.array(tableroMesRespuesta).nullable(),
  beneficiariasPorEstado: z.array(tableroEstadoRespuesta).nullable(),
  planillasPorEstado: z.array(tableroEstadoRespuesta).nullable(),
  ventasPorSemana: z.array(tableroSemanaRespuesta).nullable(),
});

export const calidadFilaRespuesta = z.strictObject({
  clave: z.string(),
  documento: z.string().nullable(),
  nombre: z.string().nullable(),
  detalle: z.string(),
});

/** A report's page, and when its findings were computed (decision 066; null: never yet). */
export const calidadListRespuesta = z.strictObject({ count: z.number().int(), rows: z.array(calidadFilaRespuesta), calculadoEn: z.string().nullable() });

/** A refresh of the reports (`calidadActualizar`): done now (`hecha`) or another request's, just finished. */
export const calidadActualizacionRespuesta = z.strictObject({
  hecha: z.boolean(),
  mensaje: z.string(),
  dia: z.string(),
  calculadoEn: z.string(),
});

export const calidadConteoRespuesta = z.strictObject({
  reporte: z.string(),
  cantidad: z.number().int(),
});

export const conciliacionDiferenciaRespuesta = z.strictObject({
  id: z.number().int(),
  fecha: z.string(),
  tipo: z.string(),
  referencia: z.string(),
  montoNuestro: z.string().nullable(),
  montoExterno: z.string().nullable(),
  fechaPagoExterno: z.string().nullable(),
  detalle: z.string(),
  estado: z.string(),
  resueltaPor: z.string().nullable(),
  motivo: z.string().nullable(),
  fechaResolucion: z.string().nullable(),
  acreditable: z.boolean(),
});

export const conciliacionDiferenciaListRespuesta = lista(conciliacionDiferenciaRespuesta);

export const conciliacionRespuesta = z.strictObject({
  fecha: z.string(),
  pagosPlataforma: z.number().int(),
  codigosAcreditados: z.number().int(),
  ejecuciones: z.number().int(),
  ultimaEjecucion: z.string(),
});

export const conciliacionEjecucionRespuesta = z.strictObject({
  fecha: z.string(),
  hecha: z.boolean(),
  nuevas: z.number().int(),
  abiertas: z.number().int(),
});

export const conciliacionResolucionRespuesta = z.strictObject({
  cambio: z.boolean(),
  mensaje: z.string(),
  diferencia: conciliacionDiferenciaRespuesta,
});

export const tarjetaRespuesta = z.strictObject({
  id: z.number().int(),
  uuid: z.string(),
  lote: z.string(),
  estado: z.string(),
  _created_at: z.string().nullable(),
});

export const tarjetaConteoRespuesta = z.strictObject({
  count: z.number().int(),
});

export const tarjetaListRespuesta = lista(tarjetaRespuesta);

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

export const usuarioListRespuesta = lista(usuarioRespuesta);

/** An option of the user form's selectors (active entities and branches, by name). */
export const usuarioOpcionRespuesta = z.strictObject({
  id: z.number().int(),
  nombre: z.string(),
});

export const usuarioOpcionesRespuesta = z.strictObject({
  entidades: z.array(usuarioOpcionRespuesta),
});

/** One kind of mail and whether the caller receives it (issue 35 §3, decision 065). */
export const notificacionPreferenciaRespuesta = z.strictObject({
  tipo: z.string(),
  activa: z.boolean(),
});

/** Every GraphQL object type's schema, by the type's name. */
export const RESPUESTAS_GRAPHQL = {
  NotificacionPreferencia: notificacionPreferenciaRespuesta,
  Alimento: alimentoRespuesta,
  AlimentoEntregado: alimentoEntregadoRespuesta,
  AlimentoList: alimentoListRespuesta,
  BeneficiariaNoEnPlanilla: beneficiariaNoEnPlanillaRespuesta,
  BeneficiariaNoEnPlanillaList: beneficiariaNoEnPlanillaListRespuesta,
  BeneficiariaSubsidio: beneficiariaSubsidioRespuesta,
  BeneficiariaSubsidioList: beneficiariaSubsidioListRespuesta,
  BeneficiariaTrabajador: beneficiariaTrabajadorRespuesta,
  BeneficiariaTrabajadorList: beneficiariaTrabajadorListRespuesta,
  CptCreado: cptCreadoRespuesta,
  Deleted: deletedRespuesta,
  Distribucion: distribucionRespuesta,
  DistribucionGrupo: distribucionGrupoRespuesta,
  DistribucionGrupoRef: distribucionGrupoRefRespuesta,
  DocumentoFirma: documentoFirmaRespuesta,
  DocumentoFirmaList: documentoFirmaListRespuesta,
  Entidad: entidadRespuesta,
  EntidadList: entidadListRespuesta,
  Entrega: entregaRespuesta,
  EntregaBeneficiaria: entregaBeneficiariaRespuesta,
  EntregaResultado: entregaResultadoRespuesta,
  FormularioC31: formularioC31Respuesta,
  FormularioC31List: formularioC31ListRespuesta,
  FormularioC31Resultado: formularioC31ResultadoRespuesta,
  GrupoAlimenticio: grupoAlimenticioRespuesta,
  GrupoAlimenticioList: grupoAlimenticioListRespuesta,
  Log: logRespuesta,
  LogList: logListRespuesta,
  LogsCadena: logsCadenaRespuesta,
  Modulo: moduloRespuesta,
  ModuloList: moduloListRespuesta,
  Pago: pagoRespuesta,
  PagoList: pagoListRespuesta,
  PaqueteEntregado: paqueteEntregadoRespuesta,
  Parametro: parametroRespuesta,
  ParametroList: parametroListRespuesta,
  Permiso: permisoRespuesta,
  PermisoList: permisoListRespuesta,
  Planilla: planillaRespuesta,
  PlanillaAnulada: planillaAnuladaRespuesta,
  PlanillaBeneficiaria: planillaBeneficiariaRespuesta,
  PlanillaBeneficiariaList: planillaBeneficiariaListRespuesta,
  PlanillaC31: planillaC31Respuesta,
  PlanillaCreada: planillaCreadaRespuesta,
  PlanillaList: planillaListRespuesta,
  RegionalEntrega: regionalEntregaRespuesta,
  RegistroRespuesta: registroRespuestaRespuesta,
  RespuestaCodigo: respuestaCodigoRespuesta,
  Rol: rolRespuesta,
  RolList: rolListRespuesta,
  ServicioIop: servicioIopRespuesta,
  ServicioIopList: servicioIopListRespuesta,
  Subsidio: subsidioRespuesta,
  SubsidioDetalle: subsidioDetalleRespuesta,
  SubsidioList: subsidioListRespuesta,
  SubsidioMonto: subsidioMontoRespuesta,
  SubsidioNoEnPlanilla: subsidioNoEnPlanillaRespuesta,
  SubsidioNoEnPlanillaList: subsidioNoEnPlanillaListRespuesta,
  SubsidioOpcion: subsidioOpcionRespuesta,
  Sucursal: sucursalRespuesta,
  SucursalList: sucursalListRespuesta,
  Tablero: tableroRespuesta,
  TableroEstado: tableroEstadoRespuesta,
  TableroMes: tableroMesRespuesta,
  TableroSemana: tableroSemanaRespuesta,
  CalidadActualizacion: calidadActualizacionRespuesta,
  CalidadConteo: calidadConteoRespuesta,
  CalidadFila: calidadFilaRespuesta,
  CalidadList: calidadListRespuesta,
  Conciliacion: conciliacionRespuesta,
  ConciliacionDiferencia: conciliacionDiferenciaRespuesta,
  ConciliacionDiferenciaList: conciliacionDiferenciaListRespuesta,
  ConciliacionEjecucion: conciliacionEjecucionRespuesta,
  ConciliacionResolucion: conciliacionResolucionRespuesta,
  Tarjeta: tarjetaRespuesta,
  TarjetaConteo: tarjetaConteoRespuesta,
  TarjetaList: tarjetaListRespuesta,
  Usuario: usuarioRespuesta,
  UsuarioList: usuarioListRespuesta,
  UsuarioOpcion: usuarioOpcionRespuesta,
  UsuarioOpciones: usuarioOpcionesRespuesta,
} satisfies Record<string, z.ZodType>;
